import { addDays, compactDate, dateText, dateTimeText, startOfDay } from './dates.ts';
import type { EquipmentTree } from './equipment.ts';
import type { OrgSeed, SeedRecord } from './seed-types.ts';

type Unit = EquipmentTree['units'][number];
type Problem = { title: string; description: string };

/** Typical defects by equipment type, {name} being the unit. */
const PROBLEMS: Record<string, readonly Problem[]> = {
  WTG: [
    { title: '{name}变桨系统通讯故障', description: '{name}变桨控制柜与主控通讯中断，机组报变桨故障停机，需检查滑环及通讯模块。' },
    { title: '{name}齿轮箱油温高', description: '{name}齿轮箱油温持续超过 80℃，散热风扇运转正常，疑似油冷却器堵塞。' },
    { title: '{name}偏航系统异响', description: '巡检发现{name}偏航时有明显异响，偏航刹车片磨损严重。' },
    { title: '{name}发电机轴承温度高', description: '{name}发电机驱动端轴承温度达 95℃，需补充润滑脂并检查轴承状态。' },
    { title: '{name}塔筒爬梯螺栓松动', description: '定检发现{name}塔筒第二节爬梯连接螺栓松动 3 处。' },
  ],
  BOX: [
    { title: '{name}油位偏低', description: '{name}油位计显示低于正常油位，箱体底部有渗油痕迹。' },
    { title: '{name}高压侧熔断器熔断', description: '{name}高压侧 A 相熔断器熔断，对应风机停运。' },
  ],
  INV: [
    { title: '{name}通讯中断', description: '{name}与数据采集装置通讯中断，后台无实时数据，需检查 RS485 接线。' },
    { title: '{name}IGBT 过温告警', description: '{name}午间满发时段频繁报 IGBT 过温，散热风道积尘严重。' },
    { title: '{name}绝缘阻抗低', description: '{name}启机自检报直流侧绝缘阻抗低，疑似组串线缆破损接地。' },
  ],
  CMB: [
    { title: '{name}支路电流为零', description: '{name}第 3 支路电流为零，熔丝熔断或组串 MC4 接头松脱。' },
    { title: '{name}防雷器失效', description: '{name}防雷器状态窗口变红，需更换防雷模块。' },
  ],
};

const CATEGORIES = ['CRITICAL', 'MAJOR', 'MAJOR', 'GENERAL', 'GENERAL', 'GENERAL', 'GENERAL', 'GENERAL', 'GENERAL', 'GENERAL'];
/** Days to eliminate a defect by category, as the deadline rules of Chinese station practice set them. */
const DEADLINE_DAYS: Record<string, number> = { CRITICAL: 1, MAJOR: 7, GENERAL: 30 };
const STATES = ['10', '20', '30', '40', '50', '60', '60', '60', '60', '70'];

/** Handling steps a defect in each state has gone through (1 to 3 shown). */
const STEPS: Record<string, readonly string[]> = {
  '10': ['CONFIRM'],
  '20': ['CONFIRM'],
  '30': ['CONFIRM', 'DISPATCH'],
  '40': ['CONFIRM', 'DISPATCH', 'ELIMINATE'],
  '50': ['DISPATCH', 'ELIMINATE', 'ACCEPT'],
  '60': ['DISPATCH', 'ELIMINATE', 'ACCEPT'],
  '70': ['CONFIRM', 'DEFER'],
};
const STEP_CONTENT: Record<string, string> = {
  CONFIRM: '现场核实缺陷情况属实，确认缺陷等级。',
  DISPATCH: '已派发检修班组处理，要求按期消缺并做好安全措施。',
  ELIMINATE: '更换故障部件并试运行正常，缺陷已消除。',
  ACCEPT: '验收合格，设备运行正常，同意关闭。',
  DEFER: '备件未到货，申请延期处理，已采取临时监视措施。',
};
/** Why a defect waits: the reasons stations give when the deadline cannot be kept. */
const DEFER_REASONS = [
  '备件未到货，厂家预计两周内发货，期间加强监视并限负荷运行。',
  '需停运整条集电线路处理，结合下月计划停电检修一并消缺。',
  '现场风速持续超过 12m/s，不具备登机作业条件。',
  '需厂家技术人员到场处理，已预约服务。',
];

export interface DefectSeed {
  defects: SeedRecord[];
  tracks: SeedRecord[];
}

function hoursText(seed: OrgSeed): string {
  return (seed.random.int(5, 120) / 10).toFixed(1);
}

/** Defects raised against the station's units over the last two years, each with its handling steps. */
export function defectRecords(seed: OrgSeed, stationNo: string, units: readonly Unit[], count: number): DefectSeed {
  const defects: SeedRecord[] = [];
  const tracks: SeedRecord[] = [];
  const teams = [...new Set(seed.people.map((person) => person.teamNo).filter((team): team is string => team !== null))];
  const perDay = new Map<string, number>();
  const found = Array.from({ length: count }, () => addDays(seed.today, -seed.random.int(1, 730)) + seed.random.int(0, 86_399) * 1000).sort((a, b) => a - b);
  for (const foundAt of found) {
    const unit = seed.random.pick(units);
    const problem = seed.random.pick(PROBLEMS[unit.eqType] ?? PROBLEMS.WTG ?? []);
    const category = seed.random.pick(CATEGORIES);
    const state = seed.random.pick(STATES);
    const day = compactDate(foundAt);
    const sequence = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, sequence);
    const plannedStart = startOfDay(addDays(foundAt, 1));
    const plannedEnd = addDays(plannedStart, DEADLINE_DAYS[category] ?? 30);
    const eliminated = ['40', '50', '60'].includes(state);
    const defectNo = seed.key();
    const defectCode = `QX${day}${String(sequence).padStart(3, '0')}`;
    defects.push({
      defectNo,
      defectCode,
      title: problem.title.replace('{name}', unit.eqName),
      czxxNo: stationNo,
      eqNo: unit.eqNo,
      category,
      foundBy: seed.random.pick(seed.people).empName,
      foundTime: dateTimeText(foundAt),
      teamNo: teams.length > 0 ? seed.random.pick(teams) : null,
      plannedStart: dateText(plannedStart),
      plannedEnd: dateText(plannedEnd),
      actualStart: eliminated ? dateText(plannedStart) : null,
      actualEnd: eliminated ? dateText(addDays(plannedStart, seed.random.int(0, DEADLINE_DAYS[category] ?? 30))) : null,
      lostEnergyKwh: unit.eqType === 'WTG' || unit.eqType === 'INV' ? (seed.random.int(0, 4_000_000) / 100).toFixed(2) : '0.00',
      deferReason: null,
      deferredBy: null,
      deferredAt: null,
      defectState: state,
      description: problem.description.replaceAll('{name}', unit.eqName),
      photos: null,
      attachments: null,
    });
    let handledAt = foundAt;
    for (const action of STEPS[state] ?? ['CONFIRM']) {
      handledAt += seed.random.int(1, 36) * 3_600_000;
      tracks.push({
        trackNo: seed.key(),
        parentId: defectNo,
        parentName: defectCode,
        action,
        handler: seed.random.pick(seed.people).empName,
        handleTime: dateTimeText(handledAt),
        hours: hoursText(seed),
        content: STEP_CONTENT[action] ?? '',
      });
      if (action === 'DEFER') {
        const defect = defects.at(-1) as SeedRecord;
        defect.deferReason = DEFER_REASONS[defects.length % DEFER_REASONS.length] ?? null;
        defect.deferredBy = tracks.at(-1)?.handler ?? null;
        defect.deferredAt = dateTimeText(handledAt);
      }
    }
  }
  return { defects, tracks };
}
