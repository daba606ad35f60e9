import { formatNumber, numberingCounterKey, numberingRule } from '../../../runtime/index.ts';
import type { NumberingDef } from '../../../runtime/bundle/types.ts';
import { addDays, dateTimeText } from './dates.ts';
import type { OrgSeed, SeedRecord } from './seed-types.ts';

const HOUR_MS = 3_600_000;

/** A piece of work a ticket covers: `target` is how measures name the equipment. */
interface Work {
  kind: 'E1' | 'E2' | 'WTG' | 'HOT1' | 'HOT2' | 'LINE';
  content: string;
  place: string;
  /** The equipment node's name in the station's tree, when the work is on one. */
  equipment?: string;
  target: string;
  /** [operation type, dangerous point] of the station's library. */
  dangers: readonly (readonly [string, string])[];
  state: string;
}

const WIND_WORK: readonly Work[] = [
  { kind: 'WTG', content: '#12风机齿轮箱油滤更换', place: '#12风机机舱', equipment: '12号风机', target: '#12风机', dangers: [['WTG', '高处坠落'], ['WTG', '机舱内油品泄漏滑倒'], ['WTG', '提升机吊物坠落']], state: '70' },
  { kind: 'LINE', content: '35kV集电线路Ⅱ回停电检修', place: '35kV集电线路Ⅱ回 #1～#16杆', equipment: '2号集电线路', target: '35kV集电线路Ⅱ回', dangers: [['LINE', '倒杆断线'], ['LINE', '误登带电线路杆塔'], ['ELEC', '感应电伤人']], state: '70' },
  { kind: 'WTG', content: '#7风机变桨蓄电池更换', place: '#7风机轮毂', equipment: '7号风机', target: '#7风机', dangers: [['WTG', '叶轮意外转动'], ['WTG', '变桨系统意外动作'], ['WTG', '高处坠落']], state: '70' },
  { kind: 'E1', content: '1号主变冷却器风扇电机更换', place: '220kV升压站1号主变', equipment: '1号主变', target: '1号主变', dangers: [['ELEC', '触电'], ['ELEC', '误碰运行设备'], ['HEIGHT', '高处坠落']], state: '70' },
  { kind: 'HOT1', content: '#15风机塔筒基础环法兰焊接修补', place: '#15风机塔筒底部', equipment: '15号风机', target: '#15风机', dangers: [['HOT', '火灾'], ['HOT', '焊接弧光及烫伤'], ['HEIGHT', '高处坠落']], state: '70' },
  { kind: 'WTG', content: '#23风机偏航减速器漏油处理', place: '#23风机机舱偏航平台', equipment: '23号风机', target: '#23风机', dangers: [['WTG', '高处坠落'], ['WTG', '机舱内油品泄漏滑倒']], state: '60' },
  { kind: 'E1', content: '35kV 3号开关柜断路器预防性试验', place: '35kV配电室 3号开关柜', equipment: '35kV 3号开关柜', target: '35kV 3号开关柜', dangers: [['ELEC', '触电'], ['ELEC', '电缆试验残余电荷'], ['SWITCH', '误入带电间隔']], state: '90' },
  { kind: 'WTG', content: '#31风机发电机滑环碳刷更换', place: '#31风机机舱', equipment: '31号风机', target: '#31风机', dangers: [['WTG', '叶轮意外转动'], ['WTG', '高处坠落'], ['ELEC', '触电']], state: '50' },
  { kind: 'E1', content: '#5箱变高压侧熔断器更换', place: '#5风机箱变', equipment: '5号箱变', target: '#5箱变', dangers: [['ELEC', '触电'], ['SWITCH', '带电挂接地线']], state: '40' },
  { kind: 'HOT2', content: '升压站围栏立柱切割更换', place: '220kV升压站东侧围栏', target: '升压站东侧围栏', dangers: [['HOT', '火灾'], ['HOT', '焊接弧光及烫伤']], state: '30' },
  { kind: 'E2', content: '#18风机主控柜通讯模块更换', place: '#18风机塔底主控柜', equipment: '18号风机', target: '#18风机', dangers: [['ELEC', '误碰运行设备'], ['WTG', '塔筒内照明不足']], state: '20' },
  { kind: 'E2', content: '#26风机塔底变频器滤网清扫', place: '#26风机塔底平台', equipment: '26号风机', target: '#26风机', dangers: [['ELEC', '误碰运行设备']], state: '10' },
  { kind: 'WTG', content: '#9风机主轴承润滑脂加注', place: '#9风机机舱', equipment: '9号风机', target: '#9风机', dangers: [['WTG', '叶轮意外转动'], ['WTG', '高处坠落']], state: '15' },
];

const PV_WORK: readonly Work[] = [
  { kind: 'E2', content: '逆变器直流侧熔断器更换', place: '2号方阵 2-1号逆变器室', equipment: '2-1号逆变器', target: '2-1号逆变器', dangers: [['PV', '直流侧触电'], ['PV', '逆变器电容残余电压']], state: '70' },
  { kind: 'E1', content: '110kV 1号主变呼吸器硅胶更换', place: '110kV升压站1号主变', equipment: '1号主变', target: '1号主变', dangers: [['ELEC', '触电'], ['HEIGHT', '高处坠落']], state: '70' },
  { kind: 'LINE', content: '35kV集电线路Ⅰ回停电检修', place: '35kV集电线路Ⅰ回 #1～#12杆', target: '35kV集电线路Ⅰ回', dangers: [['LINE', '倒杆断线'], ['LINE', '误登带电线路杆塔'], ['LINE', '交通伤害']], state: '70' },
  { kind: 'E2', content: '1-2-1号汇流箱防雷模块更换', place: '1号方阵 1-2-1号汇流箱', equipment: '1-2-1号汇流箱', target: '1-2-1号汇流箱', dangers: [['PV', '直流侧触电'], ['PV', '中暑']], state: '60' },
  { kind: 'HOT2', content: '2号方阵支架横梁焊接加固', place: '2号方阵第 14 排支架', target: '2号方阵支架', dangers: [['HOT', '火灾'], ['HOT', '焊接弧光及烫伤'], ['PV', '中暑']], state: '90' },
  { kind: 'E1', content: '4-3号逆变器IGBT模块更换', place: '4号方阵 4-3号逆变器室', equipment: '4-3号逆变器', target: '4-3号逆变器', dangers: [['PV', '逆变器电容残余电压'], ['PV', '直流侧触电']], state: '50' },
  { kind: 'E1', content: '35kV 2号开关柜电缆头更换', place: '35kV配电室 2号开关柜', equipment: '35kV 2号开关柜', target: '35kV 2号开关柜', dangers: [['ELEC', '触电'], ['ELEC', '电缆试验残余电荷']], state: '40' },
  { kind: 'HOT1', content: '升压站事故油池排油管道焊接', place: '110kV升压站事故油池', target: '事故油池排油管道', dangers: [['HOT', '油气爆炸'], ['HOT', '火灾'], ['CONFINED', '有毒气体中毒']], state: '30' },
  { kind: 'E2', content: '3-1-1号汇流箱组串MC4接头更换', place: '3号方阵 3-1-1号汇流箱', equipment: '3-1-1号汇流箱', target: '3-1-1号汇流箱', dangers: [['PV', '直流侧触电'], ['PV', '组件热斑灼伤']], state: '20' },
  { kind: 'E2', content: '1号方阵组件热斑检测及清洗', place: '1号光伏方阵', equipment: '1号光伏方阵', target: '1号光伏方阵', dangers: [['PV', '组件热斑灼伤'], ['PV', '中暑']], state: '10' },
  { kind: 'E2', content: '5号方阵箱变低压侧电缆接头紧固', place: '5号方阵箱变', target: '5号方阵箱变', dangers: [['ELEC', '触电'], ['PV', '中暑']], state: '15' },
];

/** Safety measures by ticket kind, {t} being the equipment as the ticket names it. */
const MEASURES: Record<Work['kind'], readonly string[]> = {
  WTG: ['将{t}切至维护状态，远程停机并就地锁定', '断开{t}箱变低压侧断路器，在操作把手上悬挂“禁止合闸，有人工作！”标示牌', '投入高速轴制动器，插入叶轮锁定销', '登塔人员正确佩戴安全带、防坠器，塔底设警戒区'],
  E1: ['断开{t}各侧断路器及隔离开关，取下操作电源熔断器', '在{t}各侧验电并装设接地线', '在工作地点装设遮栏，悬挂“在此工作！”标示牌', '相邻运行设备悬挂“止步，高压危险！”标示牌'],
  E2: ['{t}停机，断开交、直流侧开关', '验明无电压后方可开始工作', '工作地点悬挂“在此工作！”标示牌'],
  HOT1: ['清除{t}周围 10 米内可燃物', '动火点配备 2 具 4kg 干粉灭火器', '动火前测定可燃气体浓度合格', '设专人监火，动火结束后清理现场确认无火种'],
  HOT2: ['清除{t}周围 5 米内可燃物', '动火点配备 2 具 4kg 干粉灭火器', '设专人监火，动火结束后清理现场确认无火种'],
  LINE: ['断开{t}线路侧断路器及隔离开关，合上线路侧接地刀闸', '在工作地段两端验电并挂接地线', '在断路器操作把手上悬挂“禁止合闸，线路有人工作！”标示牌', '邻近交叉跨越带电线路处设专人监护'],
};

/** Days from today a ticket in each state is planned to start: past work is closed, coming work waits. */
const START_DAY: Record<string, readonly number[]> = {
  '70': [-27, -23, -19, -14, -10],
  '60': [-3],
  '90': [-6],
  '50': [0],
  '40': [0],
  '30': [1],
  '20': [2],
  '15': [3],
  '10': [4],
};
const ORDER = ['10', '15', '20', '30', '40', '50', '60', '70'];
/** States a ticket is in while the issue model (wtWorkTicket_issue) runs on it: signed by the issuer it names, received and permitted by the duty staff. */
const IN_APPROVAL = ['15', '20', '30'];
const reached = (state: string, step: string) => ORDER.indexOf(state) >= ORDER.indexOf(step);

export interface WorkTicketSeed {
  tickets: SeedRecord[];
  measures: SeedRecord[];
  controls: SeedRecord[];
}

interface People {
  of(flag: 'canIssue' | 'canLead' | 'canPermit', except: readonly unknown[]): SeedRecord;
  others(except: readonly unknown[], count: number): SeedRecord[];
}

function people(seed: OrgSeed, staff: readonly SeedRecord[]): People {
  const free = (except: readonly unknown[]) => staff.filter((person) => !except.includes(person.empNo));
  return {
    of: (flag, except) => seed.random.pick(free(except).filter((person) => person[flag] === true)),
    others: (except, count) => {
      const rest = free(except);
      const from = seed.random.int(0, Math.max(0, rest.length - count));
      return rest.slice(from, from + count);
    },
  };
}

/**
 * A month of work tickets at a wind farm or PV station, a few in every state, each with its
 * safety measures and the dangerous points picked from the station's library.
 */
/** What a station's tickets are made from; `numbering` is the published ticket number rule, which the seeded numbers follow. */
export interface WorkTicketInput {
  stationNo: string;
  equipment: readonly SeedRecord[];
  staff: readonly SeedRecord[];
  dangerPoints: readonly SeedRecord[];
  numbering: NumberingDef | undefined;
  /** Employees who hold a user account: a ticket in approval names one as its issuer, who signs it, and none as its leader, as the duty staff (accounts) permit it. */
  accounts: ReadonlySet<unknown>;
}

/** Ticket numbers as the rule makes them (per kind and month, GZP1-202611-0001), from the month's first day; GZP + month + sequence without a rule. */
function ticketNumbers(numbering: NumberingDef | undefined): (kind: string, created: number, month: string) => string {
  const rule = numbering ? numberingRule(numbering) : undefined;
  const issued = new Map<string, number>();
  return (kind, created, month) => {
    const values = { ticketKind: kind };
    const counter = `${month}|${rule ? numberingCounterKey(rule, values) : ''}`;
    const sequence = (issued.get(counter) ?? 0) + 1;
    issued.set(counter, sequence);
    return rule ? formatNumber(rule, new Date(created), sequence, values) : `GZP${month}${String(sequence).padStart(4, '0')}`;
  };
}

export function workTicketRecords(seed: OrgSeed, input: WorkTicketInput): WorkTicketSeed {
  const { stationNo, equipment, staff, dangerPoints } = input;
  const ticketCode = ticketNumbers(input.numbering);
  const works = seed.org.orgType === 'wind' ? WIND_WORK : PV_WORK;
  const crew = people(seed, staff);
  const used = new Map<string, number>();
  const perMonth = new Map<string, number>();
  const planned = works
    .map((work) => {
      const days = START_DAY[work.state] ?? [0];
      const index = used.get(work.state) ?? 0;
      used.set(work.state, index + 1);
      const start = addDays(seed.today, days[index % days.length] ?? 0) + (8 + seed.random.int(0, 2)) * HOUR_MS + 30 * 60_000;
      return { work, start };
    })
    .sort((a, b) => a.start - b.start);

  const result: WorkTicketSeed = { tickets: [], measures: [], controls: [] };
  for (const { work, start } of planned) {
    const created = start - seed.random.int(20, 30) * HOUR_MS;
    const month = dateTimeText(created).slice(0, 7).replace('-', '');
    const sequence = (perMonth.get(month) ?? 0) + 1;
    perMonth.set(month, sequence);
    const ticketNo = seed.key();
    const end = start + seed.random.int(6, 9) * HOUR_MS;
    const inApproval = IN_APPROVAL.includes(work.state);
    const holders = inApproval ? staff.filter((person) => input.accounts.has(person.empNo)).map((person) => person.empNo) : [];
    const others = inApproval ? staff.filter((person) => !input.accounts.has(person.empNo)).map((person) => person.empNo) : [];
    const leader = crew.of('canLead', holders);
    const issuer = crew.of('canIssue', [leader.empNo, ...others]);
    const permitter = crew.of('canPermit', [leader.empNo]);
    const members = crew.others([leader.empNo, issuer.empNo, permitter.empNo], seed.random.int(2, 3));
    const hot = work.kind === 'HOT1' || work.kind === 'HOT2';
    const voided = work.state === '90';
    const state = voided ? '20' : work.state;
    const stamp = (step: string, hours: number) => (reached(state, step) ? dateTimeText(start + hours * HOUR_MS) : null);
    const ended = reached(state, '60');
    const extended = work.state === '50' || sequence === 2;
    const changed = work.state === '70' && sequence === 1;
    result.tickets.push({
      ticketNo,
      ticketCode: ticketCode(work.kind, created, month),
      ticketKind: work.kind,
      ticketState: work.state,
      czxxNo: stationNo,
      eqNo: (work.equipment && equipment.find((node) => node.eqName === work.equipment)?.eqNo) || null,
      workPlace: work.place,
      workContent: work.content,
      leader: leader.empNo as string,
      crew: members.map((member) => member.empNo).join(','),
      crewCount: members.length,
      plannedStart: dateTimeText(start),
      plannedEnd: dateTimeText(end),
      fireWatcher: hot ? (members[0]?.empNo as string) : null,
      fireMeasures: hot ? '动火点周围可燃物已清理，配备 4kg 干粉灭火器 2 具，可燃气体检测合格，设专人监火。' : null,
      issuer: issuer.empNo as string,
      issuedAt: stamp('20', -16),
      receivedAt: stamp('30', -14),
      permitter: reached(state, '40') ? (permitter.empNo as string) : null,
      permittedAt: stamp('40', -0.5),
      workStartAt: stamp('50', 0),
      extendedEnd: extended && reached(state, '50') ? dateTimeText(end + 24 * HOUR_MS) : null,
      extensionApprover: extended && reached(state, '50') ? (issuer.empNo as string) : null,
      newLeader: changed ? (crew.of('canLead', [leader.empNo]).empNo as string) : null,
      leaderChangeReason: changed ? '原工作负责人另有抢修任务离开现场，经签发人同意变更' : null,
      endTime: ended ? dateTimeText(end - HOUR_MS) : null,
      endPeople: ended ? `${leader.empName as string}、${permitter.empName as string}` : null,
      qualified: sequence !== 3,
      voidReason: voided ? '风速超过作业限值，工作取消，另行办票' : null,
      remark: null,
    });
    for (const measure of MEASURES[work.kind]) {
      const executed = reached(state, '40') && !voided;
      result.measures.push({ measureNo: seed.key(), parentId: ticketNo, measure: measure.replace('{t}', work.target), executed, executor: executed ? (permitter.empName as string) : null });
    }
    for (const [type, point] of work.dangers) {
      const danger = dangerPoints.find((row) => row.operationType === type && row.dangerPoint === point);
      if (danger) result.controls.push({ controlNo: seed.key(), parentId: ticketNo, dangerPoint: danger.dangerNo as string, controlMeasure: danger.controlMeasures as string });
    }
  }
  return result;
}
