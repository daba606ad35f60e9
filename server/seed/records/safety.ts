import { addDays, compactDate, dateText, dateTimeText } from './dates.ts';
import type { EquipmentTree } from './equipment.ts';
import type { OrgSeed, SeedRecord } from './seed-types.ts';

type Unit = EquipmentTree['units'][number];

const HOUR_MS = 3_600_000;

/**
 * Codes as a numbering rule issues them, `prefix` + date + sequence per period: the period is
 * the day (yyyyMMdd) or the month (yyyyMM).
 */
export function createCoder(prefix: string, period: 'day' | 'month', width: number): (at: number) => string {
  const issued = new Map<string, number>();
  return (at) => {
    const date = compactDate(at);
    const part = period === 'day' ? date : date.slice(0, 6);
    const sequence = (issued.get(part) ?? 0) + 1;
    issued.set(part, sequence);
    return `${prefix}${part}${String(sequence).padStart(width, '0')}`;
  };
}

/** Instants within the last `days` days before today, ascending, at working hours. */
export function recentInstants(seed: OrgSeed, count: number, days: number): number[] {
  return Array.from({ length: count }, () => addDays(seed.today, -seed.random.int(1, days)) + seed.random.int(7 * 3600, 19 * 3600) * 1000).sort((a, b) => a - b);
}

export function personName(seed: OrgSeed): string {
  return seed.random.pick(seed.people).empName;
}

/** Each state `count` times, in order: a few records in every state of a life cycle, the oldest furthest along. */
export function statesByAge(states: readonly string[], count: number): string[] {
  const per = Math.ceil(count / states.length);
  return states.flatMap((state) => Array<string>(per).fill(state)).slice(0, count);
}

interface Accident {
  title: string;
  place: string;
  level: string;
  accidentType: string;
  cause: string;
  measures: string;
  /** Direct loss range, 10k CNY. */
  loss: readonly [number, number];
  minor?: number;
}

interface Danger {
  title: string;
  description: string;
  measure: string;
  source: string;
  level: 'GENERAL' | 'MAJOR';
}

interface Training {
  course: string;
  trainingType: string;
  content: string;
}

/** {name} is a unit of the station. */
const ACCIDENTS: Record<'wind' | 'pv', readonly Accident[]> = {
  wind: [
    { title: '{name}变桨电机烧损导致停机', place: '{name}轮毂内', level: 'OBSTACLE', accidentType: 'EQUIPMENT', cause: '变桨电机长期过载运行，绕组绝缘老化击穿。', measures: '更换变桨电机，全场排查同批次电机绝缘电阻。', loss: [2, 8] },
    { title: '35kV集电线路单相接地跳闸', place: '3号集电线路 17 号杆', level: 'OBSTACLE', accidentType: 'GRID', cause: '大风导致异物挂线，A 相接地。', measures: '清除异物，加装防鸟刺，增加大风天气特巡。', loss: [0, 3] },
    { title: '检修人员爬梯时扭伤脚踝', place: '{name}塔筒第三节平台', level: 'GENERAL', accidentType: 'PERSONAL', cause: '攀爬时未正确使用防坠器，踏空扭伤。', measures: '开展登塔作业专项培训，每次登塔前检查防坠器。', loss: [0, 1], minor: 1 },
  ],
  pv: [
    { title: '{name}直流侧起火', place: '{name}箱体内', level: 'GENERAL', accidentType: 'FIRE', cause: 'MC4 接头虚接发热，引燃周边线缆。', measures: '更换受损线缆和接头，开展全站红外测温排查。', loss: [3, 12] },
    { title: '巡检车辆侧滑撞击围栏', place: '站区 2 号道路', level: 'OBSTACLE', accidentType: 'TRAFFIC', cause: '雨后道路湿滑，车速过快。', measures: '站区道路限速 20km/h，雨雪天气减少车辆巡检。', loss: [0, 2] },
    { title: '{name}IGBT 模块炸裂', place: '{name}功率柜', level: 'OBSTACLE', accidentType: 'EQUIPMENT', cause: '散热风道积尘，IGBT 长期高温运行。', measures: '更换功率模块，缩短滤网清扫周期。', loss: [5, 15] },
  ],
};

const DANGERS: Record<'wind' | 'pv', readonly Danger[]> = {
  wind: [
    { title: '风机爬梯防坠器锈蚀（{name}）', description: '{name}塔筒爬梯防坠导轨及防坠器锈蚀，制动块动作不灵活，存在坠落风险。', measure: '更换防坠器，对导轨除锈防腐处理。', source: 'PATROL', level: 'MAJOR' },
    { title: '{name}机舱灭火器压力不足', description: '{name}机舱内 2 具干粉灭火器压力表指针位于红区。', measure: '更换灭火器并登记台账。', source: 'CHECK', level: 'GENERAL' },
    { title: '{name}塔基电缆孔洞未封堵', description: '{name}塔基电缆进线孔洞封堵脱落，小动物可进入。', measure: '用防火泥重新封堵。', source: 'PATROL', level: 'GENERAL' },
    { title: '升压站 SF6 气体泄漏报警装置失效', description: 'GIS 室 SF6 泄漏报警装置不报警，传感器超期未校验。', measure: '更换传感器并送检校验。', source: 'SPECIAL', level: 'MAJOR' },
    { title: '{name}箱变门锁损坏', description: '{name}高压室门锁损坏，无法闭锁。', measure: '更换门锁，挂“止步，高压危险”标示牌。', source: 'REPORT', level: 'GENERAL' },
  ],
  pv: [
    { title: '{name}接地扁铁锈蚀断裂', description: '{name}接地扁铁锈蚀严重，一处断裂，接地电阻不合格。', measure: '更换接地扁铁并复测接地电阻。', source: 'PATROL', level: 'MAJOR' },
    { title: '{name}箱体密封条老化', description: '{name}箱门密封条老化开裂，雨季有进水风险。', measure: '更换密封条。', source: 'CHECK', level: 'GENERAL' },
    { title: '站区消防通道堆放杂物', description: '综合楼东侧消防通道堆放废旧组件包装物。', measure: '清理杂物，划定禁停区域。', source: 'CHECK', level: 'GENERAL' },
    { title: '{name}直流电缆外皮破损', description: '{name}进线直流电缆外皮被啮齿动物咬破，芯线外露。', measure: '更换电缆并加装穿管保护。', source: 'REPORT', level: 'MAJOR' },
  ],
};

const TRAININGS: readonly Training[] = [
  { course: '两票三制培训', trainingType: 'RULES', content: '工作票、操作票填写与执行，交接班制度、巡回检查制度、设备定期试验轮换制度。' },
  { course: '《电力安全工作规程》考试', trainingType: 'RULES', content: '安规（电气部分）条文学习与闭卷考试。' },
  { course: '高处作业与防坠落培训', trainingType: 'SKILL', content: '安全带、防坠器的正确使用，登塔作业安全要求。' },
  { course: '触电急救与心肺复苏', trainingType: 'EMERGENCY', content: '脱离电源方法、心肺复苏操作与 AED 使用。' },
  { course: '新员工三级安全教育', trainingType: 'INDUCTION', content: '公司级、场站级、班组级安全教育。' },
  { course: '消防器材使用培训', trainingType: 'EMERGENCY', content: '灭火器、消防栓使用与初期火灾扑救演练。' },
  { course: '高压电工作业复审培训', trainingType: 'CERT', content: '特种作业操作证复审理论与实操培训。' },
  { course: '反事故措施学习', trainingType: 'RULES', content: '二十五项反措及近期事故通报学习。' },
];

const INDICATORS: readonly { indicator: string; unit: string; direction: 'MAX' | 'MIN'; target: number; actual: [number, number] }[] = [
  { indicator: '人身死亡事故', unit: '起', direction: 'MAX', target: 0, actual: [0, 0] },
  { indicator: '一般及以上设备事故', unit: '起', direction: 'MAX', target: 0, actual: [0, 1] },
  { indicator: '火灾事故', unit: '起', direction: 'MAX', target: 0, actual: [0, 0] },
  { indicator: '隐患整改率', unit: '%', direction: 'MIN', target: 100, actual: [92, 100] },
  { indicator: '安全培训覆盖率', unit: '%', direction: 'MIN', target: 100, actual: [95, 100] },
  { indicator: '设备可利用率', unit: '%', direction: 'MIN', target: 97, actual: [95, 99] },
];

export interface SafetySeed {
  accidents: SeedRecord[];
  dangers: SeedRecord[];
  healthChecks: SeedRecord[];
  trainings: SeedRecord[];
  participants: SeedRecord[];
  targets: SeedRecord[];
  indicators: SeedRecord[];
}

function accidents(seed: OrgSeed, kind: 'wind' | 'pv', stationNo: string, units: readonly Unit[]): SeedRecord[] {
  const code = createCoder('SG', 'month', 3);
  return recentInstants(seed, ACCIDENTS[kind].length, 60).map((at, index) => {
    const facts = ACCIDENTS[kind][index] as Accident;
    const unit = seed.random.pick(units).eqName;
    const minor = facts.minor ?? 0;
    return {
      accidentId: seed.key(),
      accidentCode: code(at),
      title: facts.title.replace('{name}', unit),
      czxxNo: stationNo,
      occurTime: dateTimeText(at),
      place: facts.place.replace('{name}', unit),
      level: facts.level,
      accidentType: facts.accidentType,
      deaths: 0,
      seriousInjuries: 0,
      minorInjuries: minor,
      casualties: minor,
      directLoss: (seed.random.int(facts.loss[0] * 100, facts.loss[1] * 100) / 100).toFixed(2),
      cause: facts.cause,
      measures: facts.measures,
      responsible: personName(seed),
      reportedBy: personName(seed),
      attachments: null,
    };
  });
}

function dangers(seed: OrgSeed, kind: 'wind' | 'pv', stationNo: string, units: readonly Unit[], count: number): SeedRecord[] {
  const code = createCoder('YH', 'day', 3);
  const states = statesByAge(['40', '30', '20', '10'], count);
  return recentInstants(seed, count, 30).map((at, index) => {
    const facts = seed.random.pick(DANGERS[kind]);
    const unit = seed.random.pick(units);
    const state = states[index] ?? '10';
    const deadline = addDays(at, facts.level === 'MAJOR' ? 7 : 15);
    const rectified = state === '30' || state === '40';
    const started = state !== '10';
    return {
      dangerId: seed.key(),
      dangerCode: code(at),
      title: facts.title.replace('{name}', unit.eqName),
      czxxNo: stationNo,
      eqNo: facts.title.includes('{name}') ? unit.eqNo : null,
      level: facts.level,
      source: facts.source,
      description: facts.description.replace('{name}', unit.eqName),
      foundBy: personName(seed),
      foundTime: dateTimeText(at),
      measure: started || facts.level === 'MAJOR' ? facts.measure : null,
      deadline: dateText(deadline),
      responsible: started ? personName(seed) : null,
      rectifiedAt: rectified ? dateText(addDays(at, seed.random.int(1, facts.level === 'MAJOR' ? 6 : 12))) : null,
      verifiedBy: rectified ? personName(seed) : null,
      verifiedAt: rectified ? dateTimeText(deadline + 10 * HOUR_MS) : null,
      dangerState: state,
      photos: null,
    };
  });
}

function healthChecks(seed: OrgSeed): SeedRecord[] {
  return seed.people.map((person) => {
    const checked = addDays(seed.today, -seed.random.int(3, 30));
    const conclusion = seed.random.pick(['NORMAL', 'NORMAL', 'NORMAL', 'NORMAL', 'REVIEW']);
    return {
      checkId: seed.key(),
      empName: person.empName,
      departNo: person.departNo || null,
      post: seed.random.pick(['运维工程师', '值班员', '检修工', '值长']),
      hazards: seed.org.orgType === 'wind' ? 'NOISE,HEIGHT' : 'HEAT,EMF',
      checkType: 'ON',
      checkDate: dateText(checked),
      hospital: seed.org.orgType === 'wind' ? '张北县医院职业病科' : '格尔木市人民医院体检中心',
      items: '内科、血常规、心电图、纯音听阈测试、肺功能、高处作业禁忌证检查',
      conclusion,
      advice: conclusion === 'NORMAL' ? null : '血压偏高，3 个月后复查，暂停高处作业。',
      nextCheckDate: dateText(addDays(checked, 365)),
      report: null,
    };
  });
}

function trainings(seed: OrgSeed): { trainings: SeedRecord[]; participants: SeedRecord[] } {
  const code = createCoder('PX', 'month', 3);
  const participants: SeedRecord[] = [];
  const records = recentInstants(seed, TRAININGS.length, 30).map((at, index) => {
    const facts = TRAININGS[index] as Training;
    const trainingId = seed.key();
    const trainingCode = code(at);
    const hours = seed.random.pick([2, 3, 4, 8]);
    const attendees = seed.people.filter(() => seed.random.chance(0.7));
    for (const person of attendees) {
      const score = seed.random.int(52, 100);
      participants.push({
        participantId: seed.key(),
        parentId: trainingId,
        parentName: trainingCode,
        empName: person.empName,
        departName: person.teamNo ? '运行值班' : '场站管理',
        score: score.toFixed(1),
        passed: score >= 60,
        remark: score < 60 ? '补考' : null,
      });
    }
    return {
      trainingId,
      trainingCode,
      course: facts.course,
      trainingType: facts.trainingType,
      startTime: dateTimeText(at),
      endTime: dateTimeText(at + hours * HOUR_MS),
      hours: hours.toFixed(1),
      trainer: personName(seed),
      location: '场站会议室',
      organizer: personName(seed),
      participantCount: attendees.length,
      content: facts.content,
      materials: null,
    };
  });
  return { trainings: records, participants };
}

function targets(seed: OrgSeed): { targets: SeedRecord[]; indicators: SeedRecord[] } {
  const year = new Date(seed.today).getUTCFullYear();
  const indicators: SeedRecord[] = [];
  const records = [year - 1, year].map((targetYear) => {
    const targetId = seed.key();
    const title = `${targetYear}年度${seed.org.orgName}安全生产目标`;
    for (const item of INDICATORS) {
      const actual = seed.random.int(item.actual[0], item.actual[1]);
      indicators.push({
        indicatorId: seed.key(),
        parentId: targetId,
        parentName: title,
        indicator: item.indicator,
        unit: item.unit,
        direction: item.direction,
        targetValue: item.target.toFixed(2),
        actualValue: actual.toFixed(2),
        achieved: item.direction === 'MAX' ? actual <= item.target : actual >= item.target,
      });
    }
    return {
      targetId,
      year: targetYear,
      targetOrg: seed.org.orgNo,
      title,
      signedBy: personName(seed),
      signedDate: `${targetYear}-01-10`,
      indicatorCount: INDICATORS.length,
      letters: null,
      remark: null,
    };
  });
  return { targets: records, indicators };
}

/** A station's month of safety records: accidents, hidden dangers in every state, health checks, trainings with scores, yearly targets. */
export function safetyRecords(seed: OrgSeed, stationNo: string, units: readonly Unit[], dangerCount: number): SafetySeed {
  const kind = seed.org.orgType === 'wind' ? 'wind' : 'pv';
  return {
    accidents: accidents(seed, kind, stationNo, units),
    dangers: dangers(seed, kind, stationNo, units, dangerCount),
    healthChecks: healthChecks(seed),
    ...trainings(seed),
    ...targets(seed),
  };
}
