import { addMonths } from '../../../runtime/expression/dates.ts';
import { addDays, compactDate, dateText } from './dates.ts';
import type { EquipmentTree } from './equipment.ts';
import type { OrgSeed, SeedRecord } from './seed-types.ts';

/** step, quality standard, tools, safety notes, hold point */
type StepPlan = [string, string, string, string, boolean];

interface ProcessPlan {
  name: string;
  equipmentType: string;
  revision: string;
  hours: string;
  crew: number;
  state: '10' | '20' | '30';
  steps: StepPlan[];
}

const GEARBOX_OIL: StepPlan[] = [
  ['停机并切至维护状态', '机组处于维护模式，叶轮锁定', '对讲机', '登塔前确认风速≤12m/s，双人作业', true],
  ['取油样并排放旧油', '旧油排净，取样瓶标识清楚', '抽油泵、取样瓶、接油桶', '防止油液洒落污染，铺设吸油毡', false],
  ['清洗齿轮箱及过滤器', '箱底无金属颗粒及油泥，滤芯更换', '清洗剂、滤芯、内窥镜', '密闭空间通风，佩戴防护手套', true],
  ['加注新油', '油品型号 Mobilgear SHC XMP 320，油位至视窗 2/3', '加油泵、滤油机', '加油口清洁，防止杂质进入', false],
  ['试运行检查', '空转 30 分钟，油温、油压、振动正常，无渗漏', '测温枪、振动仪', '试运行时人员撤离旋转部件', true],
];

const WIND_PROCESS: ProcessPlan[] = [
  { name: '风机齿轮箱换油', equipmentType: 'WTG', revision: 'B', hours: '16.0', crew: 4, state: '20', steps: GEARBOX_OIL },
  { name: '风机齿轮箱换油', equipmentType: 'WTG', revision: 'A', hours: '20.0', crew: 4, state: '30', steps: GEARBOX_OIL.slice(0, 4) },
  {
    name: '风机变桨轴承润滑脂更换', equipmentType: 'WTG', revision: 'A', hours: '8.0', crew: 3, state: '20',
    steps: [
      ['锁定叶轮并进入轮毂', '叶轮锁定销到位', '安全带、头灯', '进入轮毂前确认锁定，轮毂内不少于两人', true],
      ['排出旧脂', '排脂口畅通，旧脂收集', '废脂收集袋', '废脂按危废处置', false],
      ['注入新脂', '每只轴承注入 Klüberplex BEM 41-141 约 1.2kg', '电动注脂泵', '注脂压力不超过 10MPa', false],
      ['变桨往复运行', '0°～90°往复 3 次，无卡涩', '就地控制面板', '运行时人员远离变桨齿轮', true],
    ],
  },
  {
    name: '风机发电机碳刷更换', equipmentType: 'WTG', revision: 'A', hours: '6.0', crew: 2, state: '10',
    steps: [
      ['断开发电机出口开关并验电', '确无电压，挂接地线', '验电器、接地线', '执行停电、验电、挂地线程序', true],
      ['拆除旧碳刷', '碳刷剩余长度记录', '扳手、吸尘器', '碳粉吸净，佩戴防尘口罩', false],
      ['安装新碳刷并调整压力', '刷压 18～22kPa，接触面≥80%', '弹簧秤、砂纸', '防止工具遗留在集电环室', true],
    ],
  },
  {
    name: '箱变高压熔断器更换', equipmentType: 'BOX', revision: 'A', hours: '3.0', crew: 3, state: '20',
    steps: [
      ['停电、验电、挂接地线', '高低压侧均可靠隔离', '35kV验电器、接地线', '持工作票作业，设专人监护', true],
      ['更换熔断器', '熔断器型号、额定电流与原件一致', '绝缘操作杆、熔断器', '戴绝缘手套，站绝缘垫', false],
      ['恢复送电', '送电后三相电压平衡', '万用表', '送电前拆除全部接地线并清点', true],
    ],
  },
];

const PV_PROCESS: ProcessPlan[] = [
  {
    name: '逆变器IGBT模块更换', equipmentType: 'INV', revision: 'B', hours: '10.0', crew: 3, state: '20',
    steps: [
      ['断开交直流侧开关并放电', '直流母线电压≤36V', '万用表、放电棒', '断电后等待 15 分钟再开柜', true],
      ['拆除故障 IGBT 模块', '记录接线位置，拍照留存', '力矩扳手、防静电手环', '佩戴防静电手环', false],
      ['涂抹导热硅脂并安装新模块', '硅脂均匀、厚度约 0.1mm，螺栓力矩 5N·m', '硅脂、刮板、力矩扳手', '防止硅脂污染端子', true],
      ['恢复接线并上电测试', '并网运行 1 小时无告警，模块温度正常', '红外测温仪', '上电前检查无遗留工具', true],
    ],
  },
  {
    name: '汇流箱熔丝及防雷器更换', equipmentType: 'CMB', revision: 'A', hours: '2.0', crew: 2, state: '20',
    steps: [
      ['断开汇流箱输出开关', '输出侧无电流', '钳形电流表', '先断负荷开关再拔熔丝', true],
      ['更换熔丝及防雷模块', '熔丝 15A/1500V，防雷模块窗口为绿色', '熔丝、防雷模块', '戴绝缘手套', false],
      ['恢复并测量支路电流', '各支路电流偏差≤10%', '钳形电流表', '雨天禁止开箱作业', false],
    ],
  },
  {
    name: '光伏组件更换', equipmentType: 'STR', revision: 'A', hours: '4.0', crew: 2, state: '10',
    steps: [
      ['断开组串并拔出 MC4 接头', '组串开路，无电流', 'MC4 扳手', '组件在光照下带电，戴绝缘手套', true],
      ['更换组件', '新组件型号与原件一致，压块紧固', '内六角扳手', '搬运组件两人配合，防止隐裂', false],
      ['恢复接线并测开路电压', '组串开路电压与相邻组串偏差≤2%', '光伏测试仪', '接头插接到位，听到卡扣声', false],
    ],
  },
  {
    name: '箱变高压熔断器更换', equipmentType: 'BOX', revision: 'A', hours: '3.0', crew: 3, state: '30',
    steps: [
      ['停电、验电、挂接地线', '高低压侧均可靠隔离', '35kV验电器、接地线', '持工作票作业，设专人监护', true],
      ['更换熔断器', '熔断器型号、额定电流与原件一致', '绝缘操作杆、熔断器', '戴绝缘手套，站绝缘垫', false],
    ],
  },
];

/** Planned repairs by unit type: title ({name} the unit), class, scope, materials, risks. */
const REPAIRS: Record<string, { title: string; repairClass: string; scope: string; materials: string; risks: string; card?: string }[]> = {
  WTG: [
    { title: '{name}齿轮箱换油', repairClass: 'C', card: '风机齿轮箱换油', scope: '更换齿轮箱润滑油，清洗滤芯及磁性堵头，取油样送检。', materials: '齿轮油 Mobilgear SHC XMP 320 共 600L；滤芯 2 支', risks: '高处坠落：全程系双钩安全带；油液污染：铺设吸油毡；机械伤害：锁定叶轮。' },
    { title: '{name}变桨轴承润滑', repairClass: 'D', card: '风机变桨轴承润滑脂更换', scope: '三支叶片变桨轴承排脂、注脂，检查密封。', materials: '润滑脂 Klüberplex BEM 41-141 共 4kg', risks: '轮毂内作业：叶轮锁定、两人以上；滑倒：清理油脂。' },
    { title: '{name}半年定检', repairClass: 'C', scope: '螺栓力矩抽检、安全链测试、偏航及变桨系统检查、电气柜清扫。', materials: '液压扳手、力矩扳手；清洁剂', risks: '高处坠落、触电、机械伤害；恶劣天气停止作业。' },
  ],
  BOX: [
    { title: '{name}高压熔断器更换', repairClass: 'TEMP', card: '箱变高压熔断器更换', scope: '更换高压侧三相熔断器，检查负荷开关。', materials: '高压熔断器 XRNT-40.5/63A 3 支', risks: '触电：停电、验电、挂接地线，专人监护。' },
    { title: '{name}预防性试验', repairClass: 'B', scope: '绕组直流电阻、绝缘电阻、变比测试，油样化验。', materials: '绝缘油取样瓶 2 个', risks: '感应电：试验前后充分放电；试验区域设围栏。' },
  ],
  INV: [
    { title: '{name}IGBT模块更换', repairClass: 'TEMP', card: '逆变器IGBT模块更换', scope: '更换 A 相 IGBT 功率模块，清扫散热风道。', materials: 'IGBT 模块 FF1400R17IP4 1 只；导热硅脂 1 支', risks: '电容储能：断电后等待 15 分钟并放电；静电损伤：佩戴防静电手环。' },
    { title: '{name}年度检修', repairClass: 'C', scope: '功率柜清扫、紧固接线、风机及滤网更换、参数核对。', materials: '滤网 6 片；散热风机 1 台', risks: '触电：交直流两侧隔离；粉尘：佩戴口罩。' },
  ],
  CMB: [
    { title: '{name}熔丝及防雷器更换', repairClass: 'D', card: '汇流箱熔丝及防雷器更换', scope: '更换熔断熔丝 2 支、失效防雷模块 1 只。', materials: '熔丝 15A/1500V 4 支；防雷模块 1 只', risks: '直流电弧：断开负荷开关后操作，戴绝缘手套。' },
  ],
};

const SUPERVISION: Record<string, [discipline: string, item: string, months: number][]> = {
  wind: [
    ['INSULATION', '主变压器绕组绝缘电阻及介损测试', 12],
    ['INSULATION', '35kV集电线路电缆绝缘电阻测试', 12],
    ['RELAY', '主变差动保护定值校验', 12],
    ['RELAY', '35kV线路保护装置检验', 36],
    ['ELEC_MEASURE', '关口电能表现场校验', 6],
    ['METAL', '风机塔筒高强螺栓力矩抽检', 12],
    ['METAL', '风机主轴及焊缝无损探伤', 24],
    ['CHEMISTRY', '主变绝缘油色谱分析', 6],
    ['CHEMISTRY', '风机齿轮箱油品检测', 6],
    ['ENERGY', '风机功率曲线一致性评估', 12],
    ['POWER_QUALITY', '并网点电能质量测试', 12],
  ],
  pv: [
    ['INSULATION', '主变压器绕组绝缘电阻及介损测试', 12],
    ['INSULATION', '光伏组串对地绝缘电阻测试', 12],
    ['RELAY', '110kV线路保护装置检验', 36],
    ['ELEC_MEASURE', '关口电能表现场校验', 6],
    ['METAL', '光伏支架镀锌层厚度抽检', 24],
    ['CHEMISTRY', '主变绝缘油色谱分析', 6],
    ['ENERGY', '光伏方阵效率（PR）测试', 12],
    ['ENERGY', '组件 EL 隐裂抽检', 12],
    ['POWER_QUALITY', '逆变器谐波及电能质量测试', 12],
    ['ENVIRONMENT', '废旧组件及危废处置台账检查', 6],
  ],
};

const PRE_CARDS_PER_STATION = 9;

export interface OverhaulSeed {
  processCards: SeedRecord[];
  processSteps: SeedRecord[];
  preCards: SeedRecord[];
  supervisions: SeedRecord[];
  reports: SeedRecord[];
}

function names(seed: OrgSeed, count: number): string[] {
  const picked = new Set<string>();
  for (let tries = 0; picked.size < count && tries < 50; tries += 1) picked.add(seed.random.pick(seed.people).empName);
  return [...picked];
}

/** The pre-card state of the n-th card, oldest first: done, then approved, then the newest drafts. */
function preCardState(position: number): string {
  if (position < 4) return '30';
  return position < 7 ? '20' : '10';
}

/**
 * Overhaul records of a station: process cards with their steps, a month of repair pre-cards
 * on its units, technical supervision items and completion reports of the finished repairs.
 */
export function overhaulRecords(seed: OrgSeed, stationNo: string, units: EquipmentTree['units']): OverhaulSeed {
  const out: OverhaulSeed = { processCards: [], processSteps: [], preCards: [], supervisions: [], reports: [] };
  const kind = seed.org.orgType === 'wind' ? 'wind' : 'pv';
  const month = compactDate(seed.today).slice(0, 6);
  const released = new Map<string, string>();
  (kind === 'wind' ? WIND_PROCESS : PV_PROCESS).forEach((plan, i) => {
    const cardNo = seed.key();
    if (plan.state === '20') released.set(plan.name, cardNo);
    const approved = plan.state !== '10';
    out.processCards.push({
      cardNo,
      cardCode: `GYK${month}${String(i + 1).padStart(3, '0')}`,
      revision: plan.revision,
      cardName: plan.name,
      equipmentType: plan.equipmentType,
      estHours: plan.hours,
      crewSize: plan.crew,
      stepCount: plan.steps.length,
      holdPoints: plan.steps.filter((step) => step[4]).length,
      cardState: plan.state,
      preparedBy: seed.random.pick(seed.people).empName,
      approvedBy: approved ? seed.random.pick(seed.people).empName : null,
      releaseDate: approved ? dateText(addDays(seed.today, -seed.random.int(20, 400))) : null,
      remark: plan.state === '30' ? '已由新版次替代' : null,
    });
    for (const [stepName, standard, tools, safetyNotes, holdPoint] of plan.steps) {
      out.processSteps.push({ stepId: seed.key(), parentId: cardNo, stepName, standard, tools, safetyNotes, holdPoint, holdPointCount: holdPoint ? 1 : 0 });
    }
  });

  const repairable = units.filter((unit) => REPAIRS[unit.eqType]);
  const starts = Array.from({ length: PRE_CARDS_PER_STATION }, () => addDays(seed.today, seed.random.int(-30, 3))).sort((a, b) => a - b);
  starts.forEach((start, position) => {
    const unit = seed.random.pick(repairable);
    const repair = seed.random.pick(REPAIRS[unit.eqType] ?? []);
    const state = preCardState(position);
    const end = addDays(start, seed.random.int(0, 3));
    const crew = names(seed, 3);
    const preCardNo = seed.key();
    const title = repair.title.replace('{name}', unit.eqName);
    out.preCards.push({
      preCardNo,
      preCardCode: `JXYK${month}${String(position + 1).padStart(3, '0')}`,
      title,
      czxxNo: stationNo,
      eqNo: unit.eqNo,
      repairClass: repair.repairClass,
      processCardNo: repair.card ? (released.get(repair.card) ?? null) : null,
      plannedStart: dateText(start),
      plannedEnd: dateText(end),
      plannedDays: Math.round((end - start) / 86_400_000) + 1,
      leader: crew[0] ?? null,
      people: crew.join('、'),
      peopleCount: crew.length,
      scope: repair.scope,
      materials: repair.materials,
      risks: repair.risks,
      preCardState: state,
      approvedBy: state === '10' ? null : seed.random.pick(seed.people).empName,
      approvedDate: state === '10' ? null : dateText(addDays(start, -seed.random.int(2, 5))),
      doneDate: state === '30' ? dateText(end) : null,
    });
    if (state !== '30') return;
    const conditional = position === 1;
    const acceptance = addDays(end, seed.random.int(0, 2));
    out.reports.push({
      reportNo: seed.key(),
      reportCode: `JGBG${month}${String(out.reports.length + 1).padStart(3, '0')}`,
      projectName: title,
      czxxNo: stationNo,
      preCardNo,
      startDate: dateText(start),
      endDate: dateText(end),
      workDays: Math.round((end - start) / 86_400_000) + 1,
      scopeDone: `已完成：${repair.scope}试运行正常。`,
      acceptancePeople: names(seed, 2).join('、'),
      acceptanceDate: dateText(acceptance),
      conclusion: conditional ? 'CONDITIONAL' : 'PASS',
      remainingIssues: conditional ? '个别螺栓防松标记未补画，已安排下次定检时处理。' : null,
      reportedBy: crew[0] ?? null,
      attachments: null,
    });
  });

  SUPERVISION[kind]?.forEach(([discipline, itemName, periodMonths], i) => {
    const last = dateText(addDays(seed.today, -seed.random.int(5, Math.min(periodMonths * 30 - 5, 330))));
    const result = i === 3 ? 'UNQUALIFIED' : i === 6 ? 'PENDING' : 'QUALIFIED';
    out.supervisions.push({
      supNo: seed.key(),
      czxxNo: stationNo,
      discipline,
      itemName,
      eqNo: null,
      periodMonths,
      lastDate: last,
      nextDate: addMonths(last, periodMonths),
      result,
      responsible: seed.random.pick(seed.people).empName,
      remark: result === 'UNQUALIFIED' ? '检验发现装置采样回路异常，已更换采样板，待复检。' : result === 'PENDING' ? '检测报告待第三方出具，结论待复查。' : null,
    });
  });
  return out;
}
