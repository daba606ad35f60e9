import { codeIssuer } from './codes.ts';
import { teamPeople } from './crews.ts';
import { addDays, compactDate, dateTimeText, startOfDay } from './dates.ts';
import type { EquipmentTree } from './equipment.ts';
import type { OrgSeed, SeedEmployee, SeedRecord } from './seed-types.ts';

type Unit = EquipmentTree['units'][number];
type Material = { code: string; name: string; spec: string; unit: string; qty: [number, number] };
type Job = { type: string; eqType: string; title: string; description: string; result: string; materials: readonly Material[] };

const HOUR_MS = 3_600_000;
const HALF_HOUR_MS = HOUR_MS / 2;

const M = {
  hydraulicOil: { code: 'WL0301021', name: '液压油', spec: '美孚 DTE 25', unit: '升', qty: [10, 40] },
  grease: { code: 'WL0302015', name: '润滑脂', spec: '美孚 SHC 460 WT', unit: '千克', qty: [2, 8] },
  pitchBattery: { code: 'WL0512003', name: '变桨后备电池', spec: '12V 38Ah', unit: '只', qty: [3, 9] },
  gearFilter: { code: 'WL0303008', name: '齿轮箱滤芯', spec: 'HC8314FKP16H', unit: '只', qty: [1, 2] },
  carbonBrush: { code: 'WL0405011', name: '发电机碳刷', spec: 'EK40 25×32×64', unit: '只', qty: [6, 24] },
  bolt: { code: 'WL0101036', name: '高强度螺栓', spec: 'M36×290 10.9级', unit: '套', qty: [2, 6] },
  hvFuse: { code: 'WL0601004', name: '高压熔断器', spec: 'XRNT-40.5/100A', unit: '只', qty: [1, 3] },
  connector: { code: 'WL0702002', name: '光伏连接器', spec: 'MC4 1500V', unit: '对', qty: [4, 20] },
  dcFuse: { code: 'WL0703006', name: '直流熔丝', spec: '15A 1500V 10×85', unit: '只', qty: [2, 8] },
  surgeModule: { code: 'WL0703011', name: '防雷模块', spec: 'DC1500V 40kA', unit: '只', qty: [1, 3] },
  filterPad: { code: 'WL0705001', name: '逆变器滤棉', spec: '功率柜进风 G4', unit: '片', qty: [4, 12] },
  pvCable: { code: 'WL0704009', name: '光伏电缆', spec: 'H1Z2Z2-K 1×4mm²', unit: '米', qty: [10, 80] },
} satisfies Record<string, Material>;

/** Planned jobs of a station by kind, {name} being the unit worked on. */
const JOBS: Record<'wind' | 'pv', readonly Job[]> = {
  wind: [
    { type: 'MAINT', eqType: 'WTG', title: '{name}变桨系统定检', description: '按半年定检计划检查{name}变桨系统：后备电池电压及内阻测试、变桨齿圈润滑、限位开关及编码器检查。', result: '后备电池内阻测试合格，齿圈已补充润滑脂，限位开关动作正常，机组恢复运行。', materials: [M.grease, M.pitchBattery] },
    { type: 'MAINT', eqType: 'WTG', title: '{name}齿轮箱滤芯更换', description: '{name}齿轮箱滤芯压差报警，更换高压及低压滤芯并取油样送检。', result: '已更换高低压滤芯，油样已送检，试运行 2 小时无压差报警。', materials: [M.gearFilter] },
    { type: 'MAINT', eqType: 'WTG', title: '{name}发电机碳刷更换', description: '{name}发电机集电环碳刷磨损接近限值，更换碳刷并清理碳粉。', result: '碳刷已全部更换，集电环清理干净，试运行温度正常。', materials: [M.carbonBrush] },
    { type: 'MAINT', eqType: 'WTG', title: '{name}塔筒螺栓力矩抽检', description: '按年度计划对{name}塔筒法兰螺栓进行 10% 力矩抽检，松动螺栓更换并复紧。', result: '抽检螺栓力矩合格，更换螺栓 2 套并复紧，已做防松标记。', materials: [M.bolt] },
    { type: 'MAINT', eqType: 'BOX', title: '{name}年度预防性试验', description: '{name}停电进行绝缘电阻、直流电阻测试及绝缘油耐压试验。', result: '各项试验数据合格，已恢复送电。', materials: [] },
    { type: 'INSPECT', eqType: 'WTG', title: '{name}登机巡检', description: '登机检查{name}机舱、轮毂及塔筒内设备，重点检查液压站压力及各部位油位。', result: '巡检未发现异常，液压站压力正常，已补充液压油。', materials: [M.hydraulicOil] },
    { type: 'INSPECT', eqType: 'BOX', title: '{name}红外测温', description: '大负荷时段对{name}高低压侧接头进行红外测温。', result: '各接头温度正常，最大温升 12K。', materials: [] },
    { type: 'OTHER', eqType: 'BOX', title: '{name}基础防腐处理', description: '{name}基础槽钢锈蚀，除锈后刷防锈漆两遍。', result: '除锈刷漆完成，现场清理干净。', materials: [] },
  ],
  pv: [
    { type: 'MAINT', eqType: 'INV', title: '{name}滤网清扫', description: '{name}功率柜进风滤网积尘严重，拆下清洗并更换破损滤棉。', result: '滤网清洗完毕，更换滤棉，IGBT 温度较清扫前下降约 8℃。', materials: [M.filterPad] },
    { type: 'MAINT', eqType: 'INV', title: '{name}年度预防性维护', description: '检查{name}直流侧、交流侧端子紧固情况，测试绝缘，清理柜内积尘。', result: '端子紧固完毕，绝缘测试合格，逆变器恢复并网。', materials: [] },
    { type: 'MAINT', eqType: 'CMB', title: '{name}熔丝及防雷器检查', description: '检测{name}各支路熔丝及防雷器状态，更换熔断熔丝与失效防雷模块。', result: '更换熔丝与防雷模块，各支路电流恢复正常。', materials: [M.dcFuse, M.surgeModule] },
    { type: 'MAINT', eqType: 'CMB', title: '{name}组串接头更换', description: '{name}所带组串 MC4 接头发热变色，更换接头并重新压接电缆。', result: '更换接头，组串开路电压及电流正常。', materials: [M.connector, M.pvCable] },
    { type: 'INSPECT', eqType: 'CMB', title: '{name}支路电流测试', description: '用钳形电流表测试{name}各支路电流，排查低效组串。', result: '各支路电流偏差在 5% 以内，未发现低效组串。', materials: [] },
    { type: 'INSPECT', eqType: 'INV', title: '{name}红外热成像巡检', description: '对{name}及所带汇流箱进行红外热成像检查。', result: '未发现异常发热点。', materials: [] },
    { type: 'OTHER', eqType: 'CMB', title: '{name}周边除草', description: '{name}周边杂草过高，遮挡组件并有火灾隐患，组织人工除草。', result: '除草完成，杂草已清运出场。', materials: [] },
  ],
};

const DEFECT_MATERIALS: Record<string, readonly Material[]> = {
  WTG: [M.carbonBrush, M.hydraulicOil, M.grease],
  BOX: [M.hvFuse],
  INV: [M.filterPad],
  CMB: [M.dcFuse, M.surgeModule, M.connector],
};

/** Each state a few times; older orders are further along. */
const STATES = ['10', '10', '20', '20', '30', '30', '40', '40', '50', '50', '50', '60', '60', '60', '60', '60', '60', '60', '60', '60'];
/** How many days back an order in each state was reported. */
const DAYS_BACK: Record<string, [number, number]> = { '10': [1, 3], '20': [1, 4], '30': [2, 6], '40': [3, 10], '50': [5, 18], '60': [8, 30] };

export interface WorkOrderSeed {
  orders: SeedRecord[];
  materials: SeedRecord[];
}

const reached = (state: string, step: string) => state >= step;

/** Shift teams inspect; maintenance crews do the rest. */
function crewFor(seed: OrgSeed, type: string): { teamNo: string | null; member: SeedEmployee } {
  const member = seed.random.pick(teamPeople(seed, type === 'INSPECT' ? '运行' : '检修'));
  return { teamNo: member.teamNo, member };
}

function materialLines(seed: OrgSeed, parentId: string, kinds: readonly Material[]): SeedRecord[] {
  return kinds.map((material) => ({
    lineNo: seed.key(),
    parentId,
    materialCode: material.code,
    materialName: material.name,
    specification: material.spec,
    unit: material.unit,
    quantity: `${seed.random.int(...material.qty)}.00`,
  }));
}

/** What one order is about: a planned job on a unit, or the elimination of a recent defect. */
function pickJob(seed: OrgSeed, kind: 'wind' | 'pv', units: readonly Unit[], defects: readonly SeedRecord[]): Job & { unit: Unit; defectNo: string | null } {
  const defect = defects.length > 0 && seed.random.chance(0.25) ? seed.random.pick(defects) : undefined;
  const defectUnit = defect ? units.find((unit) => unit.eqNo === defect.eqNo) : undefined;
  if (defect && defectUnit) {
    return {
      type: 'DEFECT',
      eqType: defectUnit.eqType,
      title: `${defect.title as string}消缺`,
      description: defect.description as string,
      result: '已按缺陷处理方案完成消缺，试运行正常，缺陷已消除。',
      materials: [seed.random.pick(DEFECT_MATERIALS[defectUnit.eqType] ?? [M.grease])],
      unit: defectUnit,
      defectNo: defect.defectNo as string,
    };
  }
  const job = seed.random.pick(JOBS[kind]);
  const candidates = units.filter((unit) => unit.eqType === job.eqType);
  const unit = seed.random.pick(candidates.length > 0 ? candidates : units);
  const named = (text: string) => text.replaceAll('{name}', unit.eqName);
  return { ...job, title: named(job.title), description: named(job.description), result: named(job.result), unit, defectNo: null };
}

/**
 * A month of work orders at one station (modules/woWorkOrder.json), a few in every state, with
 * the materials used; defect elimination orders name one of the station's defects.
 */
export function workOrderRecords(seed: OrgSeed, kind: 'wind' | 'pv', stationNo: string, units: readonly Unit[], defects: readonly SeedRecord[]): WorkOrderSeed {
  const openDefects = defects.filter((defect) => ['30', '40', '50', '60'].includes(defect.defectState as string));
  const planned = STATES.map((state) => {
    const [from, to] = DAYS_BACK[state] ?? [1, 30];
    return { state, reportedAt: addDays(seed.today, -seed.random.int(from, to)) + seed.random.int(14, 34) * HALF_HOUR_MS };
  }).sort((a, b) => a.reportedAt - b.reportedAt);
  const codeOf = codeIssuer('GD', 3, compactDate);
  const orders: SeedRecord[] = [];
  const materials: SeedRecord[] = [];
  for (const { state, reportedAt } of planned) {
    const job = pickJob(seed, kind, units, openDefects);
    const urgent = job.type === 'DEFECT' && seed.random.chance(0.5);
    const { teamNo, member } = crewFor(seed, job.type);
    const plannedStart = urgent ? reportedAt + 2 * HOUR_MS : addDays(startOfDay(reportedAt), 1) + 17 * HALF_HOUR_MS;
    const plannedEnd = plannedStart + seed.random.int(4, 16) * HALF_HOUR_MS;
    const started = reached(state, '30') ? plannedStart + seed.random.int(0, 4) * HALF_HOUR_MS : null;
    const ended = started !== null && reached(state, '40') ? started + seed.random.int(2, 16) * HALF_HOUR_MS : null;
    const workOrderNo = seed.key();
    const lines = reached(state, '20') ? materialLines(seed, workOrderNo, job.materials) : [];
    materials.push(...lines);
    const crew = seed.random.int(2, 3);
    orders.push({
      workOrderNo,
      orderCode: codeOf(reportedAt),
      title: job.title,
      orderType: job.type,
      priority: urgent ? 'URGENT' : 'NORMAL',
      czxxNo: stationNo,
      eqNo: job.unit.eqNo,
      defectNo: job.defectNo,
      reporter: seed.random.pick(seed.people).empName,
      reportTime: dateTimeText(reportedAt),
      teamNo,
      assignee: reached(state, '20') ? member.empName : null,
      plannedStart: dateTimeText(plannedStart),
      plannedEnd: dateTimeText(plannedEnd),
      actualStart: started === null ? null : dateTimeText(started),
      actualEnd: ended === null ? null : dateTimeText(ended),
      workHours: started !== null && ended !== null ? ((ended - started) / HOUR_MS).toFixed(1) : null,
      manHours: started !== null && ended !== null ? ((crew * (ended - started)) / HOUR_MS).toFixed(1) : null,
      materialLines: lines.length,
      workOrderState: state,
      description: job.description,
      result: ended === null ? null : job.result,
      attachments: null,
    });
  }
  return { orders, materials };
}
