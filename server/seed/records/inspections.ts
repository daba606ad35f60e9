import { addDays, compactDate, dateTimeText } from './dates.ts';
import type { EquipmentTree } from './equipment.ts';
import type { OrgSeed, SeedRecord } from './seed-types.ts';

/** A check item of a card; measured items carry their normal and abnormal ranges and what an abnormality looks like. */
interface ItemPlan {
  name: string;
  standard: string;
  method: 'VISUAL' | 'LISTEN' | 'TOUCH' | 'SMELL' | 'MEASURE';
  unit?: string;
  normal?: [number, number];
  abnormal?: [number, number];
  issue: string;
}

interface CardPlan {
  name: string;
  type: 'ROUTINE' | 'SPECIAL' | 'POINT' | 'NIGHT';
  equipmentType: string;
  route: string;
  periodDays: number;
  retired?: boolean;
  items: ItemPlan[];
}

const BOX_INFRARED: CardPlan = {
  name: '箱变红外测温',
  type: 'SPECIAL',
  equipmentType: 'BOX',
  route: '集电线路各箱变，按回路顺序',
  periodDays: 30,
  items: [
    { name: '高压侧电缆接头温度', standard: '≤70℃，相间温差≤10K', method: 'MEASURE', unit: '℃', normal: [28, 55], abnormal: [78, 96], issue: 'B相电缆接头过热，疑似接触不良' },
    { name: '低压侧母排连接处温度', standard: '≤80℃', method: 'MEASURE', unit: '℃', normal: [35, 62], abnormal: [85, 104], issue: '低压母排搭接处发热，螺栓需紧固' },
    { name: '变压器上层油温', standard: '≤85℃', method: 'MEASURE', unit: '℃', normal: [40, 68], abnormal: [88, 95], issue: '上层油温偏高，散热片积尘' },
    { name: '箱体密封', standard: '无渗漏油，门锁完好', method: 'VISUAL', issue: '箱体底部有渗油痕迹' },
  ],
};

const WIND_CARDS: CardPlan[] = [
  {
    name: '风机塔筒及基础巡检',
    type: 'ROUTINE',
    equipmentType: 'WTG',
    route: 'A01→A17号风机，沿场内道路顺序',
    periodDays: 7,
    items: [
      { name: '塔筒法兰螺栓', standard: '无松动、无锈蚀，力矩标记线无错位', method: 'VISUAL', issue: '第二节法兰 2 颗螺栓标记线错位' },
      { name: '基础环与混凝土结合面', standard: '无裂纹、无渗水', method: 'VISUAL', issue: '结合面有 0.3mm 环向裂纹并渗水' },
      { name: '塔筒焊缝及防腐层', standard: '无裂纹，防腐层无大面积脱落', method: 'VISUAL', issue: '门框焊缝附近防腐层脱落约 20cm²' },
      { name: '爬梯及防坠导轨', standard: '固定牢靠，防坠器动作灵活', method: 'TOUCH', issue: '防坠导轨第 12 节固定卡子松动' },
      { name: '基础沉降观测', standard: '累计沉降≤5mm', method: 'MEASURE', unit: 'mm', normal: [0.5, 3.2], abnormal: [5.5, 7.8], issue: '基础累计沉降超限' },
    ],
  },
  {
    name: '风机机舱设备点检',
    type: 'POINT',
    equipmentType: 'WTG',
    route: 'A01→A17号风机机舱，停机登塔',
    periodDays: 30,
    items: [
      { name: '齿轮箱油位', standard: '油位在视窗 1/2～2/3', method: 'VISUAL', issue: '油位低于视窗 1/3，齿轮箱底部渗油' },
      { name: '齿轮箱油温', standard: '≤75℃', method: 'MEASURE', unit: '℃', normal: [48, 68], abnormal: [78, 86], issue: '齿轮箱油温偏高，油冷却器散热不良' },
      { name: '发电机轴承温度', standard: '≤90℃', method: 'MEASURE', unit: '℃', normal: [55, 78], abnormal: [92, 101], issue: '驱动端轴承温度偏高，润滑脂不足' },
      { name: '偏航齿圈润滑', standard: '润滑脂均匀，无干涸', method: 'VISUAL', issue: '偏航齿圈局部润滑脂干涸' },
      { name: '机舱异响', standard: '无异常声响', method: 'LISTEN', issue: '主轴承处有周期性摩擦声' },
    ],
  },
  BOX_INFRARED,
  {
    name: '升压站夜间熄灯巡检',
    type: 'NIGHT',
    equipmentType: 'MAINTX',
    route: '220kV升压站：主变→GIS→35kV配电室',
    periodDays: 7,
    items: [
      { name: '主变套管', standard: '无放电、无电晕', method: 'VISUAL', issue: '主变高压侧 C 相套管有轻微电晕' },
      { name: '35kV开关柜', standard: '无放电声、无焦糊味', method: 'LISTEN', issue: '35kV 3号开关柜内有放电声' },
      { name: '避雷器泄漏电流', standard: '≤0.8mA', method: 'MEASURE', unit: 'mA', normal: [0.2, 0.6], abnormal: [0.9, 1.2], issue: '避雷器泄漏电流超标' },
    ],
  },
  {
    name: '风机塔筒巡检（2023版）',
    type: 'ROUTINE',
    equipmentType: 'WTG',
    route: 'A01→A17号风机',
    periodDays: 7,
    retired: true,
    items: [
      { name: '塔筒螺栓', standard: '无松动', method: 'VISUAL', issue: '螺栓松动' },
      { name: '基础', standard: '无裂纹', method: 'VISUAL', issue: '基础裂纹' },
    ],
  },
];

const PV_CARDS: CardPlan[] = [
  {
    name: '光伏方阵组件巡检',
    type: 'ROUTINE',
    equipmentType: 'STR',
    route: '1～6号方阵，按方阵编号顺序',
    periodDays: 7,
    items: [
      { name: '组件表面', standard: '无破损、隐裂、热斑，积灰不影响发电', method: 'VISUAL', issue: '3 块组件玻璃破损并有热斑' },
      { name: '组件边框接地', standard: '接地线连接牢固，无锈蚀', method: 'TOUCH', issue: '组件边框接地线脱落' },
      { name: '支架及紧固件', standard: '无变形、松动、锈蚀', method: 'VISUAL', issue: '支架斜撑螺栓松动' },
      { name: 'MC4 接头', standard: '无烧蚀、松脱', method: 'VISUAL', issue: 'MC4 接头烧蚀发黑' },
    ],
  },
  {
    name: '汇流箱及组串电流点检',
    type: 'POINT',
    equipmentType: 'CMB',
    route: '各方阵汇流箱',
    periodDays: 14,
    items: [
      { name: '支路电流偏差', standard: '各支路电流偏差≤10%', method: 'MEASURE', unit: '%', normal: [1.5, 7.5], abnormal: [12, 100], issue: '第 5 支路电流明显偏低' },
      { name: '支路熔丝', standard: '无熔断', method: 'VISUAL', issue: '第 3 支路熔丝熔断' },
      { name: '防雷器', standard: '状态窗口为绿色', method: 'VISUAL', issue: '防雷器状态窗口变红' },
    ],
  },
  {
    name: '逆变器室巡检',
    type: 'ROUTINE',
    equipmentType: 'INV',
    route: '1～6号逆变器室',
    periodDays: 7,
    items: [
      { name: '逆变器运行状态', standard: '无告警，运行指示正常', method: 'VISUAL', issue: '逆变器报直流绝缘阻抗低告警' },
      { name: 'IGBT 模块温度', standard: '≤80℃', method: 'MEASURE', unit: '℃', normal: [45, 72], abnormal: [83, 92], issue: 'IGBT 模块温度偏高，散热风道积尘' },
      { name: '散热滤网', standard: '清洁无堵塞', method: 'VISUAL', issue: '进风口滤网堵塞' },
      { name: '运行声音', standard: '无异常声响', method: 'LISTEN', issue: '散热风机轴承异响' },
    ],
  },
  BOX_INFRARED,
  {
    name: '光伏区围栏及道路巡检',
    type: 'ROUTINE',
    equipmentType: 'SYSTEM',
    route: '光伏区外围围栏一周',
    periodDays: 30,
    retired: true,
    items: [
      { name: '围栏', standard: '无破损', method: 'VISUAL', issue: '围栏破损' },
      { name: '检修道路', standard: '无塌陷', method: 'VISUAL', issue: '道路塌陷' },
    ],
  },
];

const RECORDS_PER_STATION = 18;
const WEATHER = ['晴', '晴', '多云', '阴', '晴，风力4级', '多云，风力3级'];

export interface InspectionSeed {
  cards: SeedRecord[];
  cardItems: SeedRecord[];
  records: SeedRecord[];
  recordItems: SeedRecord[];
  /** Defects the abnormal items of submitted inspections raised, linked from their items, each with its confirmation step. */
  defects: SeedRecord[];
  defectTracks: SeedRecord[];
}

function measured(range: [number, number] | undefined, seed: OrgSeed): string | null {
  return range ? (range[0] + seed.random.next() * (range[1] - range[0])).toFixed(2) : null;
}

/** The state of the n-th record, newest first: the latest drafts, then submitted, then reviewed. */
function stateAt(position: number): string {
  if (position < 3) return '10';
  return position < 7 ? '20' : '30';
}

/**
 * Inspection cards of the station and a month of inspection records against them; an abnormal
 * item of a submitted record has raised a defect, as the record's submit transition does.
 */
export function inspectionRecords(seed: OrgSeed, stationNo: string, units: EquipmentTree['units']): InspectionSeed {
  const plans = seed.org.orgType === 'wind' ? WIND_CARDS : PV_CARDS;
  const out: InspectionSeed = { cards: [], cardItems: [], records: [], recordItems: [], defects: [], defectTracks: [] };
  const month = compactDate(seed.today).slice(0, 6);
  const cards = plans.map((plan, i) => {
    const cardNo = seed.key();
    out.cards.push({
      cardNo,
      cardCode: `XJK${month}${String(i + 1).padStart(3, '0')}`,
      cardName: plan.name,
      czxxNo: stationNo,
      inspectType: plan.type,
      equipmentType: plan.equipmentType,
      route: plan.route,
      periodDays: plan.periodDays,
      itemCount: plan.items.length,
      cardState: plan.retired ? '20' : '10',
      preparedBy: seed.random.pick(seed.people).empName,
      remark: plan.retired ? '已由新版巡检卡替代' : null,
    });
    for (const item of plan.items) {
      out.cardItems.push({ itemId: seed.key(), parentId: cardNo, itemName: item.name, standard: item.standard, method: item.method, unit: item.unit ?? null });
    }
    return { cardNo, plan };
  });
  const active = cards.filter(({ plan }) => !plan.retired);
  const starts = Array.from({ length: RECORDS_PER_STATION }, () => addDays(seed.today, -seed.random.int(0, 29)) + seed.random.int(8 * 60, 10 * 60) * 60_000).sort((a, b) => b - a);
  const perDay = new Map<string, number>();
  const defectsPerDay = new Map<string, number>();
  starts.forEach((start, position) => {
    const { cardNo, plan } = seed.random.pick(active);
    const state = stateAt(position);
    const end = start + seed.random.int(60, 240) * 60_000;
    const inspector = seed.random.pick(seed.people).empName;
    const recordNo = seed.key();
    const day = compactDate(start);
    const sequence = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, sequence);
    let abnormalCount = 0;
    for (const item of plan.items) {
      const abnormal = seed.random.chance(0.12);
      abnormalCount += abnormal ? 1 : 0;
      const value = measured(abnormal ? item.abnormal : item.normal, seed);
      let defectNo: string | null = null;
      if (abnormal && state !== '10') {
        defectNo = seed.key();
        const defectSeq = (defectsPerDay.get(day) ?? 0) + 1;
        defectsPerDay.set(day, defectSeq);
        // The 9xx block of the day keeps clear of the defects the day's other reports took.
        const defectCode = `QX${day}${String(900 + defectSeq)}`;
        out.defectTracks.push({
          trackNo: seed.key(),
          parentId: defectNo,
          parentName: defectCode,
          action: 'CONFIRM',
          handler: seed.random.pick(seed.people).empName,
          handleTime: dateTimeText(end + seed.random.int(1, 6) * 3_600_000),
          hours: '0.5',
          content: '巡检发现异常，现场核实属实，已登记缺陷。',
        });
        out.defects.push({
          defectNo,
          defectCode,
          title: `巡检异常：${item.name}`,
          czxxNo: stationNo,
          eqNo: units.find((unit) => unit.eqType === plan.equipmentType)?.eqNo ?? null,
          category: 'GENERAL',
          foundBy: inspector,
          foundTime: dateTimeText(end),
          defectState: seed.random.pick(['10', '20', '30', '40']),
          description: `${item.name}：${item.issue}${value === null ? '' : `（测量值 ${value}${item.unit ?? ''}）`}。标准：${item.standard}`,
        });
      }
      out.recordItems.push({
        itemId: seed.key(),
        parentId: recordNo,
        itemName: item.name,
        standard: item.standard,
        result: abnormal ? 'ABNORMAL' : 'NORMAL',
        measuredValue: value,
        unit: item.unit ?? null,
        photos: null,
        remark: abnormal ? item.issue : null,
        abnormal: abnormal ? 1 : 0,
        defectNo,
      });
    }
    out.records.push({
      recordNo,
      recordCode: `XJ${day}${String(sequence).padStart(3, '0')}`,
      czxxNo: stationNo,
      cardNo,
      inspector,
      companions: seed.random.chance(0.6) ? seed.random.pick(seed.people).empName : null,
      startTime: dateTimeText(start),
      // One draft is still under way: no end time yet.
      endTime: position === 0 ? null : dateTimeText(end),
      weather: seed.random.pick(WEATHER),
      itemCount: plan.items.length,
      abnormalCount,
      recordState: state,
      reviewedBy: state === '30' ? seed.random.pick(seed.people).empName : null,
      summary: abnormalCount === 0 ? '设备运行正常，未发现异常。' : `发现异常 ${abnormalCount} 项，${state === '10' ? '提交后登记缺陷' : '已登记缺陷'}。`,
    });
  });
  return out;
}
