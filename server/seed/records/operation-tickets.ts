import { codeIssuer } from './codes.ts';
import { postHolders, teamPeople } from './crews.ts';
import { addDays, compactDate, dateTimeText } from './dates.ts';
import type { OrgSeed, SeedEmployee, SeedRecord } from './seed-types.ts';

type Template = { eqType: string; task: string; steps: readonly string[] };

const MINUTE_MS = 60_000;
const HALF_HOUR_MS = 30 * MINUTE_MS;
const SIGN = '“禁止合闸，有人工作”标示牌';

const switchgearSteps = (feeders: string): string[] => [
  `检查{name}所带${feeders}已全部停机`,
  '断开{name}断路器',
  '检查{name}断路器确已断开，分闸指示正确',
  '将{name}断路器手车由工作位置摇至试验位置',
  '检查{name}断路器手车确已在试验位置',
  '断开{name}断路器控制电源空开',
  '在{name}线路侧验明确无电压',
  '合上{name}线路侧接地刀闸',
  '检查{name}线路侧接地刀闸确已合上',
  `在{name}柜门上悬挂${SIGN}`,
  '汇报值长：{name}由运行转检修操作完毕',
];

/** Switching sequences as written on the stations' tickets; {name} is the equipment, {wtg} the turbine behind a box transformer. */
const TEMPLATES: Record<'wind' | 'pv', readonly Template[]> = {
  wind: [
    {
      eqType: 'BOX',
      task: '{name}高压侧停电操作',
      steps: [
        '核对{name}设备名称、编号及位置正确',
        '检查{wtg}已停机，机组处于维护状态',
        '检查{name}负荷为零',
        '断开{name}低压侧断路器',
        '检查{name}低压侧断路器确已断开',
        '拉开{name}高压侧负荷开关',
        '检查{name}高压侧负荷开关确已拉开',
        '在{name}高压侧验明确无电压',
        '合上{name}高压侧接地开关',
        '检查{name}高压侧接地开关确已合上',
        `在{name}高压侧负荷开关操作把手上悬挂${SIGN}`,
        '汇报值长：{name}高压侧停电操作完毕',
      ],
    },
    {
      eqType: 'BOX',
      task: '{name}高压侧送电操作',
      steps: [
        '检查{name}检修工作已结束，工作票已终结',
        '拆除{name}高压侧负荷开关操作把手上的标示牌',
        '拉开{name}高压侧接地开关',
        '检查{name}高压侧接地开关确已拉开',
        '检查{name}高压侧无遗留接地线及杂物',
        '合上{name}高压侧负荷开关',
        '检查{name}高压侧带电显示器指示正常',
        '合上{name}低压侧断路器',
        '检查{name}低压侧电压正常',
        '通知{wtg}恢复运行',
        '汇报值长：{name}高压侧送电操作完毕',
      ],
    },
    { eqType: 'SWG', task: '{name}由运行转检修', steps: switchgearSteps('集电线路风机') },
  ],
  pv: [
    {
      eqType: 'INV',
      task: '{name}停电操作',
      steps: [
        '核对{name}设备名称及编号正确',
        '记录{name}当前发电量及运行参数',
        '在{name}控制面板上执行停机指令',
        '检查{name}交流侧输出功率为零',
        '断开{name}交流侧断路器',
        '检查{name}交流侧断路器确已断开',
        '断开{name}直流侧各路输入开关',
        '检查{name}直流侧各路输入开关确已断开',
        '在{name}交直流侧验明确无电压',
        `在{name}交流侧断路器上悬挂${SIGN}`,
        '汇报值长：{name}停电操作完毕',
      ],
    },
    {
      eqType: 'INV',
      task: '{name}送电操作',
      steps: [
        '检查{name}检修工作已结束，工作票已终结',
        '拆除{name}交流侧断路器上的标示牌',
        '检查{name}柜内无遗留工具及杂物',
        '合上{name}直流侧各路输入开关',
        '合上{name}交流侧断路器',
        '在{name}控制面板上执行开机指令',
        '检查{name}并网运行正常，输出功率正常',
        '汇报值长：{name}送电操作完毕',
      ],
    },
    { eqType: 'SWG', task: '{name}由运行转检修', steps: switchgearSteps('光伏方阵逆变器') },
  ],
};

/** Each state a few times; older tickets are further along. */
const STATES = ['10', '10', '20', '20', '30', '30', '40', '40', '50', '50', '60', '60', '70', '70', '70', '70', '70', '70', '70', '90', '90'];
const DAYS_BACK: Record<string, [number, number]> = { '10': [1, 2], '20': [1, 3], '30': [1, 4], '40': [1, 4], '50': [1, 2], '60': [2, 8], '70': [5, 30], '90': [3, 20] };
const MODES = ['SUPERVISED', 'SUPERVISED', 'SUPERVISED', 'SUPERVISED', 'SUPERVISED', 'SUPERVISED', 'SUPERVISED', 'SUPERVISED', 'MAINTENANCE', 'SINGLE'];
const STOPPED = '负荷开关操作机构卡涩，操作中止，已汇报值长并登记缺陷。';
const VOIDED = '运行方式调整，操作任务取消，本票作废。';

export interface OperationTicketSeed {
  tickets: SeedRecord[];
  steps: SeedRecord[];
}

/** '2号箱变' reads '#2箱变' on a ticket. */
const ticketName = (eqName: string) => eqName.replace(/^(\d+)号/, '#$1');

/**
 * Who signs a ticket: the duty leader (a 值长) gives the order; shift operators operate and
 * guard, or two of the maintenance crew in maintenance mode. The operator and guardian differ.
 */
function crewOf(seed: OrgSeed, mode: string): { operator: SeedEmployee; guardian: SeedEmployee; leader: SeedEmployee } {
  const leaders = postHolders(seed, '值长');
  const leader = seed.random.pick(leaders.length > 0 ? leaders : seed.people);
  const others = teamPeople(seed, mode === 'MAINTENANCE' ? '检修' : '运行').filter((person) => person !== leader);
  const pool = others.length >= 2 ? others : seed.people;
  const operator = seed.random.pick(pool);
  const guardian = seed.random.pick(pool.filter((person) => person !== operator).concat(pool.length > 1 ? [] : [operator]));
  return { operator, guardian, leader };
}

/**
 * A month of operation tickets at one station (modules/otOperationTicket.json), a few in every
 * state, each with its ordered switching steps ticked as far as the ticket has gone.
 */
export function operationTicketRecords(seed: OrgSeed, kind: 'wind' | 'pv', stationNo: string, equipment: readonly SeedRecord[]): OperationTicketSeed {
  const planned = STATES.map((state) => {
    const [from, to] = DAYS_BACK[state] ?? [1, 30];
    return { state, filledAt: addDays(seed.today, -seed.random.int(from, to)) + seed.random.int(14, 32) * HALF_HOUR_MS };
  }).sort((a, b) => a.filledAt - b.filledAt);
  const codeOf = codeIssuer('CZP', 4, (ms) => compactDate(ms).slice(0, 6));
  const tickets: SeedRecord[] = [];
  const steps: SeedRecord[] = [];
  let stopped = false;
  for (const { state, filledAt } of planned) {
    const template = seed.random.pick(TEMPLATES[kind]);
    const candidates = equipment.filter((unit) => unit.eqType === template.eqType);
    const unit = seed.random.pick(candidates.length > 0 ? candidates : equipment);
    const name = ticketName(unit.eqName as string);
    const text = (line: string) => line.replaceAll('{name}', name).replaceAll('{wtg}', name.replace('箱变', '风机'));
    const mode = seed.random.pick(MODES);
    const { operator, guardian, leader } = crewOf(seed, mode);
    const plannedStart = filledAt + seed.random.int(2, 8) * HALF_HOUR_MS;
    const started = state >= '50' && state !== '90' ? plannedStart + seed.random.int(0, 30) * MINUTE_MS : null;
    const partial: boolean = state === '70' && !stopped;
    stopped ||= partial;
    const doneCount = started === null ? 0 : state === '50' ? Math.ceil(template.steps.length / 2) : partial ? template.steps.length - 3 : template.steps.length;
    const ended = started !== null && state >= '60' ? started + (doneCount + 1) * 4 * MINUTE_MS : null;
    const ticketNo = seed.key();
    template.steps.forEach((line, index) => {
      const done = index < doneCount && started !== null;
      steps.push({
        stepNo: seed.key(),
        parentId: ticketNo,
        sequence: index + 1,
        operationItem: text(line),
        done,
        doneTime: done ? dateTimeText((started as number) + (index + 1) * 4 * MINUTE_MS) : null,
      });
    });
    tickets.push({
      ticketNo,
      ticketCode: codeOf(filledAt),
      task: text(template.task),
      czxxNo: stationNo,
      eqNo: unit.eqNo as string,
      mode,
      issuer: started === null ? null : leader.empName,
      orderTime: started === null ? null : dateTimeText(started - 10 * MINUTE_MS),
      operator: operator.empName,
      guardian: mode === 'SINGLE' ? null : guardian.empName,
      dutyLeader: leader.empName,
      plannedStart: dateTimeText(plannedStart),
      plannedEnd: dateTimeText(plannedStart + seed.random.int(2, 4) * HALF_HOUR_MS),
      actualStart: started === null ? null : dateTimeText(started),
      actualEnd: ended === null ? null : dateTimeText(ended),
      stepCount: template.steps.length,
      result: ended === null ? null : partial ? 'PARTIAL' : 'DONE',
      ticketState: state,
      remark: partial ? STOPPED : state === '90' ? VOIDED : null,
    });
  }
  return { tickets, steps };
}
