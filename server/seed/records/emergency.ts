import { addDays, dateText } from './dates.ts';
import type { OrgSeed, SeedRecord } from './seed-types.ts';

type StationKind = 'wind' | 'pv';
type Resource = { type: string; name: string; spec: string | null; unit: string; quantity: [number, number]; shelfDays: number | null };

/** What a station keeps for emergencies (the station's emergency resource list). */
const RESOURCES: Record<StationKind, readonly Resource[]> = {
  wind: [
    { type: 'RESCUE', name: '塔筒高空救援缓降器', spec: 'ROLLGLISS R550 120m', unit: '套', quantity: [2, 4], shelfDays: null },
    { type: 'RESCUE', name: '全身式安全带', spec: 'GB 6095-2021', unit: '条', quantity: [10, 20], shelfDays: 1460 },
    { type: 'MEDICAL', name: '急救药箱', spec: '含止血带、烧伤敷料', unit: '个', quantity: [3, 6], shelfDays: 365 },
    { type: 'MEDICAL', name: '自动体外除颤器', spec: 'AED Plus', unit: '台', quantity: [1, 2], shelfDays: 1095 },
    { type: 'FIRE', name: '干粉灭火器', spec: 'MFZ/ABC4', unit: '具', quantity: [40, 80], shelfDays: 1825 },
    { type: 'FIRE', name: '机舱自动灭火装置', spec: '超细干粉 S-8', unit: '套', quantity: [40, 40], shelfDays: 1825 },
    { type: 'COMMS', name: '防爆对讲机', spec: 'Motorola GP328D+', unit: '台', quantity: [8, 12], shelfDays: null },
    { type: 'COMMS', name: '强光手电', spec: 'JW7622', unit: '个', quantity: [10, 20], shelfDays: null },
    { type: 'POWER', name: '柴油发电机', spec: '30kW 静音型', unit: '台', quantity: [1, 1], shelfDays: null },
    { type: 'PROTECT', name: '防寒服', spec: '-40℃ 加厚型', unit: '套', quantity: [15, 25], shelfDays: null },
    { type: 'FLOOD', name: '防汛沙袋', spec: '50kg 编织袋', unit: '条', quantity: [200, 400], shelfDays: null },
  ],
  pv: [
    { type: 'MEDICAL', name: '急救药箱', spec: '含防暑降温药品', unit: '个', quantity: [2, 4], shelfDays: 365 },
    { type: 'MEDICAL', name: '防中暑药品', spec: '藿香正气水、人丹', unit: '盒', quantity: [20, 40], shelfDays: 730 },
    { type: 'FIRE', name: '干粉灭火器', spec: 'MFZ/ABC8', unit: '具', quantity: [60, 100], shelfDays: 1825 },
    { type: 'FIRE', name: '推车式干粉灭火器', spec: 'MFTZ/ABC35', unit: '台', quantity: [4, 8], shelfDays: 1825 },
    { type: 'FIRE', name: '消防沙箱', spec: '1m³', unit: '个', quantity: [6, 12], shelfDays: null },
    { type: 'COMMS', name: '对讲机', spec: 'Hytera BD500', unit: '台', quantity: [6, 10], shelfDays: null },
    { type: 'POWER', name: '应急照明灯', spec: 'BAD808 防爆', unit: '台', quantity: [10, 20], shelfDays: null },
    { type: 'PROTECT', name: '防沙尘护目镜', spec: '3M 1621AF', unit: '副', quantity: [20, 40], shelfDays: null },
    { type: 'PROTECT', name: '绝缘手套', spec: '12kV', unit: '副', quantity: [6, 10], shelfDays: 180 },
  ],
};
const LOCATIONS: Record<StationKind, readonly string[]> = {
  wind: ['升压站应急物资库', '中控室', '检修车间', '生活楼一层消防器材间'],
  pv: ['综合楼应急物资库', '中控室', '1号逆变器室', '备品备件库'],
};

type Plan = { level: string; type: string; name: string };
const PLANS: Record<StationKind, readonly Plan[]> = {
  wind: [
    { level: 'COMPREHENSIVE', type: 'ACCIDENT', name: '张北风电场生产安全事故综合应急预案' },
    { level: 'SPECIAL', type: 'ACCIDENT', name: '人身伤亡事故专项应急预案' },
    { level: 'SPECIAL', type: 'ACCIDENT', name: '火灾事故专项应急预案' },
    { level: 'SPECIAL', type: 'ACCIDENT', name: '风机倒塔及飞车事故专项应急预案' },
    { level: 'SPECIAL', type: 'NATURAL', name: '低温雨雪冰冻灾害专项应急预案' },
    { level: 'SPECIAL', type: 'ACCIDENT', name: '全场停电事故专项应急预案' },
    { level: 'ONSITE', type: 'ACCIDENT', name: '风机机舱火灾现场处置方案' },
    { level: 'ONSITE', type: 'ACCIDENT', name: '塔筒内人员高处坠落现场处置方案' },
    { level: 'ONSITE', type: 'ACCIDENT', name: '触电伤害现场处置方案' },
  ],
  pv: [
    { level: 'COMPREHENSIVE', type: 'ACCIDENT', name: '格尔木光伏电站生产安全事故综合应急预案' },
    { level: 'SPECIAL', type: 'ACCIDENT', name: '火灾事故专项应急预案' },
    { level: 'SPECIAL', type: 'NATURAL', name: '沙尘暴及大风灾害专项应急预案' },
    { level: 'SPECIAL', type: 'HEALTH', name: '高温中暑专项应急预案' },
    { level: 'ONSITE', type: 'ACCIDENT', name: '箱变着火现场处置方案' },
    { level: 'ONSITE', type: 'ACCIDENT', name: '逆变器室触电现场处置方案' },
  ],
};
const SUMMARY: Record<string, string> = {
  COMPREHENSIVE: '适用于本场站各类生产安全事故的应急处置，明确应急组织机构及职责、预警分级、信息报告与应急响应程序。',
  SPECIAL: '明确该类事故的风险分析、应急指挥、处置程序与措施，以及与地方政府应急部门的联动方式。',
  ONSITE: '明确现场人员的应急处置程序、处置措施及注意事项，张贴于作业现场。',
};

const DRILL_TYPES: Record<string, string> = { TABLETOP: '桌面推演', FUNCTIONAL: '功能演练', FULL: '实战演练' };
const SCENARIOS: Record<StationKind, readonly { scenario: string; location: string }[]> = {
  wind: [
    { scenario: '12号风机机舱内变流器柜冒烟起火，机舱内 2 名检修人员需紧急撤离，中控室启动应急响应。', location: '12号风机' },
    { scenario: '检修人员在 7号风机塔筒第三节平台突发疾病失去意识，需采用缓降器实施塔筒内救援。', location: '7号风机' },
    { scenario: '220kV 送出线路跳闸全场失电，启动柴油发电机保障升压站站用电及通信。', location: '220kV升压站' },
    { scenario: '冻雨天气风机叶片覆冰，组织人员设置警戒区并疏散场内作业人员。', location: '3号集电线路' },
  ],
  pv: [
    { scenario: '9号箱变低压侧起火，运维人员断电后使用推车式灭火器灭火并报告调度。', location: '9号箱变' },
    { scenario: '沙尘暴预警，组织人员加固组件支架、关闭逆变器室门窗并清点人员。', location: '光伏区' },
    { scenario: '午间巡检人员在 6号方阵中暑晕倒，现场急救并送医。', location: '6号方阵' },
  ],
};
const EVALUATIONS: Record<string, { text: string; improvements: string | null }> = {
  GOOD: { text: '各小组职责清晰，信息报告及时，处置程序规范，达到演练目的。', improvements: null },
  PASS: { text: '总体按预案完成处置，个别环节衔接稍慢，救援物资取用用时偏长。', improvements: null },
  IMPROVE: { text: '报警后 8 分钟才完成人员清点，对讲机频道不统一导致指令传达不畅。', improvements: '统一应急对讲频道；每月组织一次人员清点演练；应急物资库增加取用指示牌。' },
};
const DRILL_ROLES = ['COMMAND', 'RESCUE', 'RESCUE', 'MEDICAL', 'SUPPORT', 'OBSERVE'];
/** Drills by state: two planned for the coming weeks, two held and waiting for the evaluation, the rest evaluated. */
const DRILL_STATES = ['10', '10', '20', '20', '30', '30', '30', '30'];

export interface EmergencySeed {
  resources: SeedRecord[];
  checks: SeedRecord[];
  plans: SeedRecord[];
  drills: SeedRecord[];
  participants: SeedRecord[];
}

function resources(seed: OrgSeed, kind: StationKind): { resources: SeedRecord[]; checks: SeedRecord[] } {
  const year = new Date(seed.today).getUTCFullYear();
  const records: SeedRecord[] = [];
  const checks: SeedRecord[] = [];
  RESOURCES[kind].forEach((resource, index) => {
    const resourceNo = seed.key();
    const quantity = seed.random.int(resource.quantity[0], resource.quantity[1]);
    const custodian = seed.random.pick(seed.people).empName;
    const checkDates = [-seed.random.int(55, 62), -seed.random.int(25, 32)].map((days) => addDays(seed.today, days));
    const rows = checkDates.map((day, n) => {
      const short = n === 1 && seed.random.chance(0.15);
      return {
        checkNo: seed.key(),
        parentId: resourceNo,
        checkDate: dateText(day),
        checker: custodian,
        quantityFound: short ? quantity - 1 : quantity,
        result: short ? 'SHORT' : 'OK',
        remark: short ? '演练中使用 1 件未补齐，已提交采购申请' : null,
      };
    });
    checks.push(...rows);
    records.push({
      resourceNo,
      resourceCode: `YJWZ${year}${String(index + 1).padStart(4, '0')}`,
      resourceType: resource.type,
      resourceName: resource.name,
      spec: resource.spec,
      unit: resource.unit,
      quantity,
      location: seed.random.pick(LOCATIONS[kind]),
      custodian,
      // A few expire within the month: the list a safety officer filters by expiry.
      expiryDate: resource.shelfDays === null ? null : dateText(addDays(seed.today, seed.random.int(-10, resource.shelfDays))),
      lastCheckDate: rows.at(-1)?.checkDate ?? null,
      remark: null,
    });
  });
  return { resources: records, checks };
}

function plans(seed: OrgSeed, kind: StationKind): SeedRecord[] {
  const records: SeedRecord[] = [];
  const leaders = seed.people.filter((person) => person.teamNo === null);
  const publisher = (leaders[0] ?? seed.people[0])?.empName ?? null;
  PLANS[kind].forEach((plan, index) => {
    const effective = addDays(seed.today, -seed.random.int(60, 900));
    const year = new Date(effective).getUTCFullYear();
    const planCode = `YA${year}${String(index + 1).padStart(3, '0')}`;
    const base = {
      planName: plan.name,
      planLevel: plan.level,
      planType: plan.type,
      compiler: seed.random.pick(seed.people).empName,
      departNo: seed.people[0]?.departNo || null,
      summary: SUMMARY[plan.level] ?? null,
      document: null,
    };
    records.push({
      planNo: seed.key(),
      planCode,
      ...base,
      version: 'V2.0',
      effectiveDate: dateText(effective),
      expiryDate: dateText(addDays(effective, 3 * 365)),
      approver: publisher,
      publishedOn: dateText(addDays(effective, -seed.random.int(3, 15))),
      planState: '20',
    });
    // The comprehensive plan's previous edition was abolished when V2.0 took effect; its next is being drafted.
    if (plan.level !== 'COMPREHENSIVE') return;
    records.push({
      planNo: seed.key(),
      planCode,
      ...base,
      version: 'V1.0',
      effectiveDate: dateText(addDays(effective, -3 * 365)),
      expiryDate: dateText(effective),
      approver: publisher,
      publishedOn: dateText(addDays(effective, -3 * 365 - 10)),
      planState: '30',
    });
    records.push({
      planNo: seed.key(),
      planCode,
      ...base,
      version: 'V3.0',
      effectiveDate: dateText(addDays(seed.today, 30)),
      expiryDate: dateText(addDays(seed.today, 30 + 3 * 365)),
      approver: null,
      publishedOn: null,
      planState: '10',
    });
  });
  return records;
}

function drills(seed: OrgSeed, kind: StationKind, inForce: readonly SeedRecord[]): { drills: SeedRecord[]; participants: SeedRecord[] } {
  const records: SeedRecord[] = [];
  const participants: SeedRecord[] = [];
  const perMonth = new Map<string, number>();
  const dates = DRILL_STATES.map((state) => ({ state, day: addDays(seed.today, state === '10' ? seed.random.int(5, 30) : state === '20' ? -seed.random.int(1, 6) : -seed.random.int(10, 120)) })).sort(
    (a, b) => a.day - b.day,
  );
  for (const { state, day } of dates) {
    const drillNo = seed.key();
    const plan = seed.random.pick(inForce);
    const { scenario, location } = seed.random.pick(SCENARIOS[kind]);
    const month = dateText(day).slice(0, 7).replace('-', '');
    const sequence = (perMonth.get(month) ?? 0) + 1;
    perMonth.set(month, sequence);
    const drillType = seed.random.pick(Object.keys(DRILL_TYPES));
    const result = state === '30' ? seed.random.pick(['GOOD', 'PASS', 'PASS', 'IMPROVE']) : null;
    const people = seed.people.filter(() => seed.random.chance(0.8));
    const crew = people.length > 0 ? people : seed.people;
    crew.forEach((person, index) => {
      participants.push({
        participantNo: seed.key(),
        parentId: drillNo,
        personName: person.empName,
        post: person.teamNo === null ? '场站负责人' : '运维值班员',
        drillRole: index === 0 ? 'COMMAND' : seed.random.pick(DRILL_ROLES.slice(1)),
        attended: state === '10' || seed.random.chance(0.9),
      });
    });
    records.push({
      drillNo,
      drillCode: `YL${month}${String(sequence).padStart(3, '0')}`,
      drillName: `${(plan.planName as string).replace(/(专项应急预案|现场处置方案|综合应急预案)$/, '')}${DRILL_TYPES[drillType]}`,
      planNo: plan.planNo as string,
      drillType,
      drillDate: dateText(day),
      location,
      organizer: crew[0]?.empName ?? '',
      scenario,
      participantCount: crew.length,
      evaluationResult: result,
      evaluation: result ? (EVALUATIONS[result]?.text ?? null) : null,
      improvements: result ? (EVALUATIONS[result]?.improvements ?? null) : null,
      drillState: state,
    });
  }
  return { drills: records, participants };
}

/** A station's emergency resources with their monthly checks, its plans (one in each state) and its drills. */
export function emergencyRecords(seed: OrgSeed, kind: StationKind): EmergencySeed {
  const stock = resources(seed, kind);
  const planRows = plans(seed, kind);
  const practice = drills(
    seed,
    kind,
    planRows.filter((plan) => plan.planState === '20'),
  );
  return { resources: stock.resources, checks: stock.checks, plans: planRows, ...practice };
}
