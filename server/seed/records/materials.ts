import { addDays, compactDate, dateText, dateTimeText } from './dates.ts';
import type { OrgSeed, SeedRecord } from './seed-types.ts';

/** Which stations stock an item: wind farms, PV stations or both. */
type Site = 'wind' | 'pv' | 'both';
type Item = { code: string; name: string; spec: string; unit: string; category: string; safety: number; maker: string; site: Site; price: number; lot: [number, number]; oil?: boolean };

/** The spare parts and consumables a wind farm and a PV station keep, with a typical purchase price (CNY, excl. tax) and lot. */
const CATALOGUE: readonly Item[] = [
  { code: 'LUB0001', name: '齿轮箱润滑油', spec: 'Mobilgear SHC XMP 320 208L', unit: 'BARREL', category: 'LUBE', safety: 4, maker: '埃克森美孚', site: 'wind', price: 16800, lot: [4, 10], oil: true },
  { code: 'LUB0002', name: '液压油', spec: 'Shell Tellus S2 VX 46 208L', unit: 'BARREL', category: 'LUBE', safety: 3, maker: '壳牌', site: 'wind', price: 6200, lot: [3, 8], oil: true },
  { code: 'LUB0003', name: '主轴轴承润滑脂', spec: 'Mobil SHC 460 WT 16kg', unit: 'BARREL', category: 'LUBE', safety: 6, maker: '埃克森美孚', site: 'wind', price: 3850, lot: [6, 12], oil: true },
  { code: 'LUB0004', name: '变桨轴承润滑脂', spec: 'Klüberplex BEM 41-132 18kg', unit: 'BARREL', category: 'LUBE', safety: 4, maker: '克鲁勃', site: 'wind', price: 5400, lot: [4, 10], oil: true },
  { code: 'LUB0005', name: '偏航齿轮润滑脂', spec: 'Klüberplex AG 11-462 5kg', unit: 'BARREL', category: 'LUBE', safety: 6, maker: '克鲁勃', site: 'wind', price: 1280, lot: [6, 16], oil: true },
  { code: 'ELE0101', name: '碳刷', spec: '发电机滑环碳刷 RC87 32×40×64mm', unit: 'PCS', category: 'ELEC', safety: 24, maker: '摩根碳', site: 'wind', price: 185, lot: [24, 72] },
  { code: 'ELE0102', name: '变桨驱动器', spec: 'AC2 9.0kW 400V', unit: 'SET', category: 'ELEC', safety: 1, maker: '科比传动', site: 'wind', price: 28600, lot: [1, 3] },
  { code: 'ELE0103', name: '超级电容模组', spec: 'BMOD0063 P125 125V 63F', unit: 'PCS', category: 'ELEC', safety: 3, maker: '麦克斯韦', site: 'wind', price: 9800, lot: [2, 6] },
  { code: 'ELE0104', name: 'PT100温度传感器', spec: 'WZPK-246 φ6×100mm 三线制', unit: 'PCS', category: 'ELEC', safety: 10, maker: '上海自动化仪表', site: 'wind', price: 96, lot: [10, 30] },
  { code: 'ELE0105', name: '超声波风速风向仪', spec: 'FT742-SM 4-20mA', unit: 'SET', category: 'ELEC', safety: 2, maker: 'FT Technologies', site: 'wind', price: 12500, lot: [1, 4] },
  { code: 'ELE0106', name: '接近开关', spec: 'IFM IG5594 M18 10-36V DC', unit: 'PCS', category: 'ELEC', safety: 8, maker: '易福门', site: 'wind', price: 420, lot: [8, 20] },
  { code: 'MEC0201', name: '变桨轴承密封圈', spec: 'φ2200 丁腈橡胶 唇形', unit: 'PCS', category: 'MECH', safety: 4, maker: '洛阳LYC', site: 'wind', price: 1650, lot: [4, 12] },
  { code: 'MEC0202', name: '偏航刹车片', spec: '摩擦片 SBH-25 含背板', unit: 'SET', category: 'MECH', safety: 8, maker: '斯文德', site: 'wind', price: 860, lot: [8, 24] },
  { code: 'MEC0203', name: '液压站滤芯', spec: 'HYDAC 0160D010BN4HC', unit: 'PCS', category: 'MECH', safety: 6, maker: '贺德克', site: 'wind', price: 380, lot: [6, 20] },
  { code: 'MEC0204', name: '齿轮箱高速轴油封', spec: 'TC 110×140×13 氟橡胶', unit: 'PCS', category: 'MECH', safety: 6, maker: 'NOK', site: 'wind', price: 215, lot: [6, 18] },
  { code: 'MEC0205', name: '齿轮箱空气滤清器', spec: 'ELF 3/M 3μm', unit: 'PCS', category: 'MECH', safety: 6, maker: '贺德克', site: 'wind', price: 165, lot: [6, 20] },
  { code: 'PV0301', name: '光伏组件', spec: '550Wp 单晶PERC LR5-72HPH-550M', unit: 'BLOCK', category: 'PV', safety: 20, maker: '隆基绿能', site: 'pv', price: 935, lot: [20, 60] },
  { code: 'PV0302', name: 'MC4连接器', spec: '1500V 4-6mm² 公母一对', unit: 'PAIR', category: 'PV', safety: 100, maker: '史陶比尔', site: 'pv', price: 12.5, lot: [100, 300] },
  { code: 'PV0303', name: '熔断器', spec: '15A 1500V gPV 10×85mm', unit: 'PCS', category: 'ELEC', safety: 50, maker: '巴斯曼', site: 'pv', price: 38, lot: [50, 150] },
  { code: 'PV0304', name: '光伏直流电缆', spec: 'PV1-F 1×4mm² 红黑', unit: 'METER', category: 'PV', safety: 500, maker: '远东电缆', site: 'pv', price: 3.6, lot: [500, 1500] },
  { code: 'PV0305', name: '组串式逆变器散热风扇', spec: 'SUN2000-196KTL 外置风扇', unit: 'PCS', category: 'ELEC', safety: 6, maker: '华为', site: 'pv', price: 680, lot: [6, 18] },
  { code: 'PV0306', name: '汇流箱防雷模块', spec: 'SPD DC1500V 40kA', unit: 'PCS', category: 'ELEC', safety: 10, maker: '菲尼克斯', site: 'pv', price: 455, lot: [10, 30] },
  { code: 'PV0307', name: '直流断路器', spec: 'DC1500V 250A 4P', unit: 'PCS', category: 'ELEC', safety: 2, maker: '正泰', site: 'pv', price: 1980, lot: [2, 6] },
  { code: 'PV0308', name: '逆变器IGBT模块', spec: 'FF450R12ME4 1200V 450A', unit: 'PCS', category: 'ELEC', safety: 2, maker: '英飞凌', site: 'pv', price: 2350, lot: [2, 6] },
  { code: 'PV0309', name: '组件清洗刷', spec: '伸缩杆 7.5m 软毛', unit: 'SET', category: 'TOOL', safety: 4, maker: '国产', site: 'pv', price: 268, lot: [4, 10] },
  { code: 'PV0310', name: '箱变高压熔断器', spec: 'XRNT-40.5kV 40A', unit: 'PCS', category: 'ELEC', safety: 6, maker: '西安熔断器厂', site: 'pv', price: 320, lot: [6, 18] },
  { code: 'PPE0401', name: '绝缘手套', spec: '12kV 2级 乳胶', unit: 'PAIR', category: 'PPE', safety: 10, maker: '双安', site: 'both', price: 128, lot: [10, 30] },
  { code: 'PPE0402', name: '安全帽', spec: 'ABS V型 带下颏带', unit: 'PCS', category: 'PPE', safety: 20, maker: '梅思安', site: 'both', price: 56, lot: [20, 40] },
  { code: 'PPE0403', name: '全身式安全带', spec: '双大钩 缓冲包 GB 6095', unit: 'SET', category: 'PPE', safety: 6, maker: '代尔塔', site: 'both', price: 465, lot: [6, 12] },
  { code: 'PPE0404', name: '防电弧面罩', spec: '12cal/cm²', unit: 'PCS', category: 'PPE', safety: 4, maker: '霍尼韦尔', site: 'both', price: 890, lot: [2, 6] },
  { code: 'CON0501', name: '尼龙扎带', spec: '4.8×300mm 耐候黑 100根/包', unit: 'BOX', category: 'CONSUM', safety: 20, maker: '国产', site: 'both', price: 18, lot: [20, 60] },
  { code: 'CON0502', name: '绝缘胶带', spec: '3M 1600 0.15mm×18mm×10m', unit: 'ROLL', category: 'CONSUM', safety: 30, maker: '3M', site: 'both', price: 6.8, lot: [30, 100] },
  { code: 'CON0503', name: '除锈润滑剂', spec: 'WD-40 350ml', unit: 'PCS', category: 'CONSUM', safety: 12, maker: 'WD-40', site: 'both', price: 32, lot: [12, 36] },
  { code: 'CON0504', name: '无尘擦拭布', spec: '9×9英寸 150片/盒', unit: 'BOX', category: 'CONSUM', safety: 10, maker: '国产', site: 'both', price: 45, lot: [10, 30] },
  { code: 'ELE0107', name: '交流接触器', spec: 'ABB AF40-30-00-13 100-250V', unit: 'PCS', category: 'ELEC', safety: 4, maker: 'ABB', site: 'both', price: 760, lot: [4, 10] },
  { code: 'ELE0108', name: '微型断路器', spec: 'ABB S203-C16 3P', unit: 'PCS', category: 'ELEC', safety: 10, maker: 'ABB', site: 'both', price: 118, lot: [10, 30] },
  { code: 'ELE0109', name: 'UPS蓄电池', spec: '12V 100Ah 阀控铅酸', unit: 'PCS', category: 'ELEC', safety: 4, maker: '理士', site: 'both', price: 980, lot: [4, 12] },
  { code: 'TOL0601', name: '数字万用表', spec: 'Fluke 17B+', unit: 'PCS', category: 'TOOL', safety: 2, maker: '福禄克', site: 'both', price: 690, lot: [1, 3] },
  { code: 'TOL0602', name: '红外测温枪', spec: 'Fluke 62 MAX+', unit: 'PCS', category: 'TOOL', safety: 2, maker: '福禄克', site: 'both', price: 1150, lot: [1, 3] },
  { code: 'TOL0603', name: '液压力矩扳手', spec: 'HYTORC Stealth-8 1100-11000N·m', unit: 'SET', category: 'TOOL', safety: 1, maker: 'HYTORC', site: 'wind', price: 46800, lot: [1, 2] },
];

/** Two stores per station: spares and, at a wind farm, oils; at a PV station, tools. */
const WAREHOUSES: Record<string, readonly { code: string; name: string; location: string; oil: boolean }[]> = {
  wind: [
    { code: 'ZBBJ01', name: '张北风电场备品备件库', location: '升压站综合楼东侧一层', oil: false },
    { code: 'ZBYP01', name: '张北风电场油品库', location: '升压站西北角危险品库房', oil: true },
  ],
  pv: [
    { code: 'GEMBJ01', name: '格尔木光伏电站备件库', location: '综合楼北侧库房', oil: false },
    { code: 'GEMGJ02', name: '格尔木光伏电站组件库', location: '35kV开关站南侧集装箱库', oil: false },
  ],
};

const SUPPLIERS: Record<string, readonly string[]> = {
  wind: ['北京天润新能投资有限公司备件中心', '张家口宏达机电设备有限公司', '中国石化润滑油有限公司华北分公司', '南京高精传动设备制造集团有限公司', '上海电气风电集团备件中心'],
  pv: ['青海黄河上游水电开发有限责任公司物资公司', '西宁昆仑电气设备有限公司', '隆基绿能科技股份有限公司', '华为数字能源技术有限公司', '格尔木瑞丰电力物资有限公司'],
};

const PURPOSES: Record<string, readonly string[]> = {
  wind: ['{n}号风机齿轮箱换油', '{n}号风机变桨轴承补脂', '{n}号风机发电机碳刷更换', '{n}号风机偏航刹车片更换', '{n}号风机液压站滤芯更换', '集电线路定检消耗', '{n}号风机半年定检'],
  pv: ['{n}号方阵破损组件更换', '{n}号汇流箱熔断器更换', '{n}号逆变器风扇更换', '{n}号方阵MC4接头整改', '{n}号箱变高压熔断器更换', '组件清洗作业', '防雷模块年度更换'],
};

const RETURN_REASONS = ['检修完成，剩余物资退库', '更换部件数量少于预计', '工单取消，物资退回', '型号不符，退库调换'];

/** Typical safety tools with their test period in days (DL/T 1476 intervals). */
const TOOLS: readonly { type: string; name: string; spec: string; periodDays: number }[] = [
  { type: 'GLOVE', name: '绝缘手套', spec: '12kV', periodDays: 182 },
  { type: 'BOOT', name: '绝缘靴', spec: '20kV', periodDays: 182 },
  { type: 'TESTER', name: '高压验电器', spec: '35kV 声光型', periodDays: 365 },
  { type: 'EARTH', name: '携带型接地线', spec: '35kV 3×25mm²', periodDays: 365 * 5 },
  { type: 'ROD', name: '绝缘操作杆', spec: '35kV 3节', periodDays: 365 },
  { type: 'HARNESS', name: '全身式安全带', spec: '双大钩', periodDays: 365 },
  { type: 'ARRESTER', name: '速差防坠器', spec: '10m 钢丝绳', periodDays: 365 },
  { type: 'HELMET', name: '安全帽', spec: 'ABS V型', periodDays: 365 },
];

export interface MaterialSeed {
  materials: SeedRecord[];
  warehouses: SeedRecord[];
  receipts: SeedRecord[];
  receiptLines: SeedRecord[];
  requisitions: SeedRecord[];
  requisitionLines: SeedRecord[];
  outbounds: SeedRecord[];
  outboundLines: SeedRecord[];
  returns: SeedRecord[];
  returnLines: SeedRecord[];
  tools: SeedRecord[];
}

/** Requisition states in order of their records, oldest first: the older ones are approved and issued. */
const REQUISITION_STATES = ['30', '30', '30', '30', '30', '30', '30', '30', '40', '30', '20', '40', '20', '10', '10'];
/** Return states, one return per issued requisition while they last. */
const RETURN_STATES = ['30', '30', '30', '20', '40', '10', '10'];

/** Money to the cent, half up, from exact cents·10⁻⁴ arithmetic (no binary float drift). */
function cents(scaled: bigint, scale: bigint): string {
  const value = (scaled + scale / 2n) / scale;
  return `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;
}

/** Amounts without and with tax of `quantity` (2 decimals) at `price` and `rate` (4 decimals), rounded as the line's compute does. */
export function lineAmounts(quantity: string, price: string, rate: string): { excl: string; incl: string } {
  const q = BigInt(quantity.replace('.', ''));
  const p = BigInt(price.replace('.', ''));
  const r = BigInt(rate.replace('.', ''));
  return { excl: cents(q * p, 10_000n), incl: cents(q * p * (10_000n + r), 100_000_000n) };
}

const decimal = (value: number, scale: number) => value.toFixed(scale);
const sumText = (values: string[]) => cents(values.reduce((total, value) => total + BigInt(value.replace('.', '')), 0n), 1n);

/** Sequential numbers per prefix and day, as the bundles' numbering rules give them. */
function numberer(): (prefix: string, ms: number) => string {
  const counters = new Map<string, number>();
  return (prefix, ms) => {
    const day = `${prefix}${compactDate(ms)}`;
    const next = (counters.get(day) ?? 0) + 1;
    counters.set(day, next);
    return `${day}${String(next).padStart(3, '0')}`;
  };
}

function person(seed: OrgSeed): string {
  return seed.random.pick(seed.people).empName;
}

function safetyTools(seed: OrgSeed, prefix: string, warehouses: SeedRecord[]): SeedRecord[] {
  const tools: SeedRecord[] = [];
  TOOLS.forEach((tool, t) => {
    for (let copy = 1; copy <= 2; copy += 1) {
      const tested = addDays(seed.today, -seed.random.int(20, tool.periodDays + 40));
      const next = addDays(tested, tool.periodDays);
      const effective = addDays(tested, -seed.random.int(200, 900));
      const expiry = addDays(effective, 365 * seed.random.int(3, 6));
      const scrapped = t === 0 && copy === 2;
      const expired = next < seed.today || expiry < seed.today;
      tools.push({
        toolId: seed.key(),
        toolCode: `${prefix}AQ${String(t + 1).padStart(2, '0')}${String(copy).padStart(2, '0')}`,
        toolName: tool.name,
        toolType: tool.type,
        specification: tool.spec,
        warehouseId: warehouses[0]!.warehouseId as string,
        testDate: dateText(tested),
        nextTestDate: dateText(next),
        effectiveDate: dateText(effective),
        expiryDate: dateText(expiry),
        toolState: scrapped ? '30' : expired ? '20' : '10',
        keeperName: person(seed),
        remark: scrapped ? '试验不合格，已报废' : expired ? '超过试验周期，停止使用，待送检' : null,
      });
    }
  });
  return tools;
}

/**
 * A month of stores at one station: the catalogue, two warehouses, receipts early in the
 * month, requisitions in every state, an outbound per approved requisition never issuing
 * more than is on hand, returns of part of what was issued, and safety tools some of which
 * are past their test date. The stock list derives from these lines alone.
 */
export function materialRecords(seed: OrgSeed, site: 'wind' | 'pv'): MaterialSeed {
  const prefix = site === 'wind' ? 'ZB' : 'GEM';
  const number = numberer();
  const items = CATALOGUE.filter((item) => item.site === site || item.site === 'both');
  const materials = items.map((item) => ({
    materialId: seed.key(),
    materialCode: item.code,
    materialName: item.name,
    specification: item.spec,
    unit: item.unit,
    category: item.category,
    safetyStock: decimal(item.safety, 2),
    manufacturer: item.maker,
    remark: null,
  }));
  const keeper = person(seed);
  const warehouses = (WAREHOUSES[site] ?? []).map((store) => ({
    warehouseId: seed.key(),
    warehouseCode: store.code,
    warehouseName: store.name,
    location: store.location,
    keeperName: keeper,
    keeperPhone: `139${String(seed.random.int(0, 99999999)).padStart(8, '0')}`,
    remark: null,
  }));
  const storeOf = (item: Item) => warehouses[item.oil || item.category === 'PV' ? 1 : 0]!;
  /** On hand per warehouse and material, in cents of a unit. */
  const stock = new Map<string, number>();
  const stockKey = (warehouseId: unknown, materialId: unknown) => `${String(warehouseId)}|${String(materialId)}`;

  const receipts: SeedRecord[] = [];
  const receiptLines: SeedRecord[] = [];
  const byStore = new Map<unknown, number[]>();
  items.forEach((item, index) => byStore.set(storeOf(item).warehouseId, [...(byStore.get(storeOf(item).warehouseId) ?? []), index]));
  for (const [warehouseId, indexes] of byStore) {
    for (let start = 0, r = 0; start < indexes.length; r += 1) {
      const count = Math.min(indexes.length - start, seed.random.int(3, 6));
      const day = addDays(seed.today, -28 + r * 3 + seed.random.int(0, 2));
      const receiptId = seed.key();
      const lines = indexes.slice(start, start + count).map((index) => {
        const item = items[index]!;
        const quantity = decimal(seed.random.int(item.lot[0], item.lot[1]), 2);
        const unitPrice = decimal(item.price * (0.95 + seed.random.int(0, 10) / 100), 4);
        const taxRate = '0.1300';
        const { excl, incl } = lineAmounts(quantity, unitPrice, taxRate);
        const materialId = materials[index]!.materialId;
        stock.set(stockKey(warehouseId, materialId), (stock.get(stockKey(warehouseId, materialId)) ?? 0) + Math.round(Number(quantity) * 100));
        return { lineId: seed.key(), parentId: receiptId, materialId, quantity, unitPrice, taxRate, amountExclTax: excl, amountInclTax: incl };
      });
      receiptLines.push(...lines);
      receipts.push({
        receiptId,
        receiptNo: number('RK', day),
        warehouseId: warehouseId as string,
        supplier: seed.random.pick(SUPPLIERS[site] ?? []),
        receiptDate: dateText(day),
        invoiceNo: String(seed.random.int(10_000_000, 99_999_999)),
        receiverName: keeper,
        totalExclTax: sumText(lines.map((line) => line.amountExclTax)),
        totalInclTax: sumText(lines.map((line) => line.amountInclTax)),
        remark: null,
      });
      start += count;
    }
  }

  const requisitions: SeedRecord[] = [];
  const requisitionLines: SeedRecord[] = [];
  const outbounds: SeedRecord[] = [];
  const outboundLines: SeedRecord[] = [];
  REQUISITION_STATES.forEach((state, r) => {
    const day = addDays(seed.today, -14 + r);
    const requester = seed.random.pick(seed.people);
    const warehouse = seed.random.pick(warehouses);
    const stocked = materials.filter((material) => (stock.get(stockKey(warehouse.warehouseId, material.materialId)) ?? 0) >= 200);
    const picked = [...new Set(Array.from({ length: seed.random.int(1, 3) }, () => seed.random.pick(stocked)))];
    const requisitionId = seed.key();
    const issued = state === '30';
    const lines = picked.map((material) => {
      const onHand = stock.get(stockKey(warehouse.warehouseId, material.materialId)) ?? 0;
      const requested = Math.max(1, Math.min(Math.floor(onHand / 100 / 2), seed.random.int(1, 6)));
      if (issued) stock.set(stockKey(warehouse.warehouseId, material.materialId), onHand - requested * 100);
      return { lineId: seed.key(), parentId: requisitionId, materialId: material.materialId, requestedQty: decimal(requested, 2), issuedQty: issued ? decimal(requested, 2) : null, remark: null };
    });
    requisitionLines.push(...lines);
    const decided = state === '30' || state === '40';
    requisitions.push({
      requisitionId,
      requisitionNo: number('LL', day),
      requesterName: requester.empName,
      teamNo: requester.teamNo,
      warehouseId: warehouse.warehouseId,
      requestDate: dateText(day),
      workOrderNo: `GD${compactDate(day)}${String(r + 1).padStart(3, '0')}`,
      purpose: seed.random.pick(PURPOSES[site] ?? []).replace('{n}', String(seed.random.int(1, 33))),
      reqState: state,
      approverName: decided ? (seed.people[0]?.empName ?? null) : null,
      approvedAt: decided ? dateTimeText(day + 10 * 3_600_000) : null,
    });
    if (!issued) return;
    const outboundId = seed.key();
    const outboundDay = addDays(day, 1);
    const rows = lines.map((line) => ({ lineId: seed.key(), parentId: outboundId, materialId: line.materialId, quantity: line.issuedQty as string, remark: null }));
    outboundLines.push(...rows);
    outbounds.push({
      outboundId,
      outboundNo: number('CK', outboundDay),
      requisitionId,
      warehouseId: warehouse.warehouseId,
      outboundDate: dateText(outboundDay),
      issuerName: keeper,
      receiverName: requester.empName,
      totalQty: sumText(rows.map((row) => row.quantity)),
      remark: null,
    });
  });

  const returns: SeedRecord[] = [];
  const returnLines: SeedRecord[] = [];
  RETURN_STATES.forEach((state, r) => {
    const outbound = outbounds[r];
    if (!outbound) return;
    const day = addDays(seed.today, -3 + Math.min(r, 3));
    const returnId = seed.key();
    const returnNo = number('TK', day);
    const outboundId = String(outbound.outboundId);
    // One draft has no lines yet: its approval cannot start until they are entered.
    const lines = state === '10' && r === RETURN_STATES.length - 1 ? [] : outboundLines.filter((line) => line.parentId === outboundId).slice(0, 2);
    for (const line of lines) {
      const issued = Number(line.quantity);
      const quantity = issued >= 2 ? seed.random.int(1, Math.floor(issued / 2)) : issued;
      returnLines.push({ lineId: seed.key(), parentId: returnId, parentName: returnNo, outboundId, materialId: String(line.materialId), returnQty: decimal(quantity, 2), remark: null });
    }
    const decided = state === '30' || state === '40';
    returns.push({
      returnId,
      returnNo,
      outboundId,
      warehouseId: String(outbound.warehouseId),
      returnDate: dateText(day),
      returnerName: String(outbound.receiverName),
      reason: seed.random.pick(RETURN_REASONS),
      returnState: state,
      approverName: decided ? (seed.people[0]?.empName ?? null) : null,
      approvedAt: decided ? dateTimeText(day + 15 * 3_600_000) : null,
    });
  });

  return { materials, warehouses, receipts, receiptLines, requisitions, requisitionLines, outbounds, outboundLines, returns, returnLines, tools: safetyTools(seed, prefix, warehouses) };
}
