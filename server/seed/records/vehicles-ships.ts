import { addDays, compactDate, dateText, dateTimeText } from './dates.ts';
import type { EquipmentTree } from './equipment.ts';
import type { OrgSeed, SeedEmployee, SeedRecord } from './seed-types.ts';

const HOUR_MS = 3_600_000;

/** Where each kind of organisation drives to, by purpose of the trip. */
const DESTINATIONS: Record<string, Record<string, readonly string[]>> = {
  wind: {
    INSPECT: ['张北风电场 1号集电线路', '张北风电场 3号集电线路', '张北风电场 220kV升压站', '张北风电场 5号集电线路'],
    REPAIR: ['张北风电场 18号风机', '张北风电场 7号风机', '张北风电场 33号箱变', '张北风电场 26号风机'],
    MATERIAL: ['张家口市 经开区物资仓库', '张北县 金风科技备件库', '张家口市 宣化区五金市场'],
    BUSINESS: ['张北县供电公司', '张家口市 应急管理局', '张家口市 冀北电力调度中心'],
    OTHER: ['张北县人民医院', '张北县城 加油站'],
  },
  pv: {
    INSPECT: ['格尔木光伏电站 1号方阵', '格尔木光伏电站 6号方阵', '格尔木光伏电站 110kV升压站'],
    REPAIR: ['格尔木光伏电站 3号逆变器室', '格尔木光伏电站 9号箱变', '格尔木光伏电站 12号方阵汇流箱'],
    MATERIAL: ['格尔木市 昆仑经济技术开发区仓库', '西宁市 阳光电源备件中心'],
    BUSINESS: ['格尔木供电公司', '海西州 能源局'],
    OTHER: ['格尔木市人民医院', '格尔木市区 加油站'],
  },
  other: {
    INSPECT: ['张北风电场', '格尔木光伏电站'],
    REPAIR: ['张北风电场 检修现场'],
    MATERIAL: ['北京市 丰台区物资总库'],
    BUSINESS: ['国家能源局华北监管局', '北京市 发改委'],
    OTHER: ['首都机场 T3航站楼', '北京南站'],
  },
};
const REASONS: Record<string, readonly string[]> = {
  INSPECT: ['集电线路月度巡视', '风机定期巡检', '升压站设备夜间熄灯巡视'],
  REPAIR: ['变桨系统故障抢修', '箱变高压熔断器更换', '逆变器 IGBT 模块更换'],
  MATERIAL: ['领取齿轮箱滤芯及润滑脂', '运送更换下的故障备件返厂', '领取安全工器具送检'],
  BUSINESS: ['参加调度运行月度例会', '报送应急预案备案材料'],
  OTHER: ['送伤病员就医', '接送外来检修人员'],
};
const PURPOSES = ['INSPECT', 'INSPECT', 'REPAIR', 'REPAIR', 'MATERIAL', 'BUSINESS', 'OTHER'];
/** Use requests by state: a few drafts and pending ones for the coming days, the rest of the month behind. */
const REQUEST_STATES = ['10', '10', '20', '20', '20', '30', '30', '40', '40', '50', '50', '50', '50', '50', '50', '50'];
const REJECTIONS = ['当日车辆已全部派出，请改期申请', '同行人数超出车辆座位数，请分两车申请', '请与巡检班合并用车'];
const PLACE_KEY: Record<string, string> = { wind: 'wind', pv: 'pv' };

/** Fuel a vehicle type burns; in the cold months diesel is the -10 or -35 grade. */
const FUEL_BY_TYPE: Record<string, readonly string[]> = {
  SUV: ['GAS92', 'GAS95'],
  VAN: ['GAS92'],
  PICKUP: ['DIESEL_10', 'DIESEL0'],
  TRUCK: ['DIESEL_10', 'DIESEL0'],
  CRANE: ['DIESEL_35', 'DIESEL_10'],
};
/** Pump prices in fen per litre (late 2026, range by station). */
const PRICE_FEN: Record<string, [number, number]> = {
  GAS92: [742, 781],
  GAS95: [792, 836],
  DIESEL0: [708, 739],
  DIESEL_10: [748, 772],
  DIESEL_35: [795, 818],
};
const GAS_STATIONS: Record<string, readonly string[]> = {
  wind: ['中国石化张北县城加油站', '中国石油张北油篓沟加油站', '中国石化张家口宣化西加油站'],
  pv: ['中国石油格尔木昆仑路加油站', '中国石化格尔木察尔汗加油站'],
  other: ['中国石化北京丰台科技园加油站', '中国石油北京西四环加油站'],
};

type Maintenance = { type: string; content: string; cost: [number, number]; nextDays: number | null; nextKm: number | null };
const MAINTENANCE: readonly Maintenance[] = [
  { type: 'SERVICE', content: '更换机油、机油滤芯、空气滤芯，检查制动系统及底盘', cost: [600, 1500], nextDays: 180, nextKm: 7500 },
  { type: 'SERVICE', content: '常规保养：更换机油机滤，四轮定位，加注防冻液', cost: [700, 1600], nextDays: 180, nextKm: 7500 },
  { type: 'REPAIR', content: '更换前轮刹车片及刹车盘，检查制动液', cost: [900, 2600], nextDays: null, nextKm: null },
  { type: 'REPAIR', content: '发电机皮带异响，更换发电机皮带及张紧轮', cost: [500, 1200], nextDays: null, nextKm: null },
  { type: 'TIRE', content: '更换四条雪地胎，做动平衡', cost: [3200, 5600], nextDays: null, nextKm: null },
  { type: 'INSPECT', content: '机动车年度安全技术检验，合格', cost: [300, 600], nextDays: 365, nextKm: null },
  { type: 'ACCIDENT', content: '场内道路会车剐蹭，修复右后叶子板并喷漆', cost: [1800, 4200], nextDays: null, nextKm: null },
];
const GARAGES: Record<string, readonly string[]> = {
  wind: ['张北县宏达汽车修理厂', '张家口众益丰田4S店', '张家口长城汽车特约服务站'],
  pv: ['格尔木市顺达汽车修理厂', '格尔木长城汽车特约服务站', '海西州机动车检测站'],
  other: ['北京丰台鑫源汽车维修中心', '北京运通丰田4S店'],
};

export interface VehicleUseSeed {
  requests: SeedRecord[];
  trips: SeedRecord[];
  refuels: SeedRecord[];
  maintenance: SeedRecord[];
}

const placeOf = (seed: OrgSeed) => PLACE_KEY[seed.org.orgType] ?? 'other';
const fen = (value: number) => (value / 100).toFixed(2);

/** A code of a numbering rule: prefix, the date, the day's sequence. */
function dailyCodes(prefix: string, digits: number) {
  const perDay = new Map<string, number>();
  return (at: number) => {
    const day = compactDate(at);
    const sequence = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, sequence);
    return `${prefix}${day}${String(sequence).padStart(digits, '0')}`;
  };
}

/** A time on the day `days` from today, between the hours given. */
function timeOn(seed: OrgSeed, days: number, fromHour: number, toHour: number): number {
  return addDays(seed.today, days) + seed.random.int(fromHour * 60, toHour * 60) * 60_000;
}

function driverOf(seed: OrgSeed, vehicle: SeedRecord): string {
  return (vehicle.driverName as string | null) ?? seed.random.pick(seed.people).empName;
}

/** Use requests of the last month and the coming days, each approved one driven by a trip. */
function useRequests(seed: OrgSeed, vehicles: readonly SeedRecord[], approvers: readonly SeedEmployee[]) {
  const requestCode = dailyCodes('YC', 3);
  const requests: SeedRecord[] = [];
  const driven: { request: SeedRecord; vehicle: SeedRecord }[] = [];
  for (const state of REQUEST_STATES) {
    const upcoming = state === '10' || state === '20';
    const plannedOut = upcoming ? timeOn(seed, seed.random.int(1, 6), 7, 10) : timeOn(seed, -seed.random.int(1, 30), 7, 10);
    const plannedBack = plannedOut + seed.random.int(3, 10) * HOUR_MS;
    const purpose = seed.random.pick(PURPOSES);
    const applicant = seed.random.pick(seed.people);
    const vehicle = state === '30' || state === '50' ? seed.random.pick(vehicles) : null;
    const decided = state === '30' || state === '40' || state === '50';
    const request: SeedRecord = {
      requestNo: seed.key(),
      // Filed the day before, and never later than this morning.
      requestCode: requestCode(Math.min(addDays(plannedOut, -1), seed.today + 8 * HOUR_MS)),
      applicant: applicant.empName,
      departNo: applicant.departNo || null,
      purpose,
      useReason: seed.random.pick(REASONS[purpose] ?? []),
      destination: seed.random.pick(DESTINATIONS[placeOf(seed)]?.[purpose] ?? []),
      plannedOut: dateTimeText(plannedOut),
      plannedBack: dateTimeText(plannedBack),
      plannedHours: ((plannedBack - plannedOut) / HOUR_MS).toFixed(1),
      passengerCount: seed.random.int(1, 4),
      passengers: null,
      vehicleNo: vehicle ? (vehicle.vehicleNo as string) : null,
      driverName: vehicle ? driverOf(seed, vehicle) : null,
      approver: decided ? seed.random.pick(approvers).empName : null,
      approvedAt: decided ? dateTimeText(plannedOut - seed.random.int(14, 20) * HOUR_MS) : null,
      approvalOpinion: state === '40' ? seed.random.pick(REJECTIONS) : decided ? '同意' : null,
      returnedAt: state === '50' ? dateTimeText(plannedBack + seed.random.int(-60, 90) * 60_000) : null,
      useState: state,
    };
    request.passengers = seed.people.slice(0, request.passengerCount as number).map((person) => person.empName).join('、');
    requests.push(request);
    if (vehicle && state === '50') driven.push({ request, vehicle });
  }
  return { requests, driven };
}

function trip(seed: OrgSeed, code: string, vehicle: SeedRecord, values: { requestNo: string | null; driver: string; destination: string; departAt: number; returnAt: number | null }): SeedRecord {
  const startMileage = Math.max(0, (vehicle.mileageKm as number) - seed.random.int(300, 3000));
  const distance = values.returnAt === null ? null : seed.random.int(18, 260);
  return {
    tripNo: seed.key(),
    tripCode: code,
    vehicleNo: vehicle.vehicleNo as string,
    requestNo: values.requestNo,
    driverName: values.driver,
    destination: values.destination,
    departAt: dateTimeText(values.departAt),
    returnAt: values.returnAt === null ? null : dateTimeText(values.returnAt),
    startMileage,
    endMileage: distance === null ? null : startMileage + distance,
    distanceKm: distance,
    remark: null,
  };
}

/** Trips of the requests returned, daily inspection runs besides, and one still on the road today. */
function trips(seed: OrgSeed, vehicles: readonly SeedRecord[], driven: readonly { request: SeedRecord; vehicle: SeedRecord }[]): SeedRecord[] {
  const starts = [
    ...driven.map(({ request, vehicle }) => ({ vehicle, request, departAt: Date.parse(`${String(request.plannedOut).replace(' ', 'T')}Z`) + seed.random.int(0, 30) * 60_000 })),
    ...Array.from({ length: 8 }, () => ({ vehicle: seed.random.pick(vehicles), request: null, departAt: timeOn(seed, -seed.random.int(1, 30), 7, 15) })),
  ].sort((a, b) => a.departAt - b.departAt);
  const code = dailyCodes('CC', 3);
  const records = starts.map(({ vehicle, request, departAt }) =>
    trip(seed, code(departAt), vehicle, {
      requestNo: request ? (request.requestNo as string) : null,
      driver: request ? (request.driverName as string) : driverOf(seed, vehicle),
      destination: request ? (request.destination as string) : seed.random.pick(DESTINATIONS[placeOf(seed)]?.INSPECT ?? []),
      departAt,
      returnAt: departAt + seed.random.int(2, 9) * HOUR_MS,
    }),
  );
  const today = timeOn(seed, 0, 7, 9);
  const vehicle = seed.random.pick(vehicles);
  records.push(trip(seed, code(today), vehicle, { requestNo: null, driver: driverOf(seed, vehicle), destination: seed.random.pick(DESTINATIONS[placeOf(seed)]?.REPAIR ?? []), departAt: today, returnAt: null }));
  return records;
}

function refuels(seed: OrgSeed, vehicles: readonly SeedRecord[], count: number): SeedRecord[] {
  const records: SeedRecord[] = [];
  const used = new Set<string>();
  for (let index = 0; index < count; index += 1) {
    const vehicle = seed.random.pick(vehicles);
    const day = addDays(seed.today, -seed.random.int(0, 30));
    const fuelType = seed.random.pick(FUEL_BY_TYPE[vehicle.vehicleType as string] ?? ['GAS92']);
    const [low, high] = PRICE_FEN[fuelType] ?? [750, 800];
    const litresCenti = seed.random.int(2500, 7800);
    const priceFen = seed.random.int(low, high);
    let cardTxnNo = '';
    do cardTxnNo = `${compactDate(day)}${String(seed.random.int(0, 99_999_999)).padStart(8, '0')}`;
    while (used.has(cardTxnNo));
    used.add(cardTxnNo);
    records.push({
      refuelNo: seed.key(),
      vehicleNo: vehicle.vehicleNo as string,
      refuelDate: dateText(day),
      fuelType,
      litres: fen(litresCenti),
      unitPrice: fen(priceFen),
      amount: fen(Math.round((litresCenti * priceFen) / 100)),
      mileageKm: Math.max(0, (vehicle.mileageKm as number) - seed.random.int(0, 2500)),
      gasStation: seed.random.pick(GAS_STATIONS[placeOf(seed)] ?? []),
      cardTxnNo,
      operator: driverOf(seed, vehicle),
      remark: null,
    });
  }
  return records;
}

function maintenance(seed: OrgSeed, vehicles: readonly SeedRecord[], count: number): SeedRecord[] {
  return Array.from({ length: count }, () => {
    const vehicle = seed.random.pick(vehicles);
    const kind = seed.random.pick(MAINTENANCE);
    const day = addDays(seed.today, -seed.random.int(1, 30));
    const mileageKm = Math.max(0, (vehicle.mileageKm as number) - seed.random.int(500, 3000));
    return {
      maintNo: seed.key(),
      vehicleNo: vehicle.vehicleNo as string,
      maintType: kind.type,
      maintDate: dateText(day),
      mileageKm,
      garage: seed.random.pick(GARAGES[placeOf(seed)] ?? []),
      content: kind.content,
      cost: `${seed.random.int(kind.cost[0] / 10, kind.cost[1] / 10) * 10}.00`,
      handler: driverOf(seed, vehicle),
      nextDate: kind.nextDays === null ? null : dateText(addDays(day, kind.nextDays)),
      nextMileageKm: kind.nextKm === null ? null : mileageKm + kind.nextKm,
      attachments: null,
    };
  });
}

/**
 * A month of the fleet's work in one organisation, with its own vehicles (those in service):
 * use requests in every state, their trips, refuelling from fuel-card statements and garage visits.
 */
export function vehicleUseRecords(seed: OrgSeed, vehicles: readonly SeedRecord[]): VehicleUseSeed {
  const inService = vehicles.filter((vehicle) => vehicle.vehicleState === '10');
  if (inService.length === 0) return { requests: [], trips: [], refuels: [], maintenance: [] };
  const leaders = seed.people.filter((person) => person.teamNo === null);
  const { requests, driven } = useRequests(seed, inService, leaders.length > 0 ? leaders : seed.people);
  return { requests, trips: trips(seed, inService, driven), refuels: refuels(seed, inService, 20), maintenance: maintenance(seed, inService, 10) };
}

type Turbine = EquipmentTree['units'][number];

const SHIPS = [
  { shipName: '龙源运维01', shipType: 'CTV', capacity: 12, crewCount: 4, lengthM: '26.0', speedKn: '25.0', captain: '钱海涛', shipState: '10' },
  { shipName: '龙源运维02', shipType: 'CTV', capacity: 12, crewCount: 4, lengthM: '26.0', speedKn: '24.5', captain: '孔令军', shipState: '10' },
  { shipName: '龙源运维06', shipType: 'CTV', capacity: 24, crewCount: 5, lengthM: '30.5', speedKn: '22.0', captain: '石永福', shipState: '20' },
  { shipName: '海工拖01', shipType: 'TUG', capacity: 6, crewCount: 6, lengthM: '32.0', speedKn: '12.0', captain: '邹德明', shipState: '10' },
];
const TASKS = ['风机季度维护，更换变桨润滑脂', '机舱偏航减速器漏油处理', '风机定检及螺栓力矩抽检', '塔筒外平台防腐检查', '主控柜故障模块更换'];
/** Sea state by weather: significant wave height (decimetres) and wind speed (m/s) in a landing window. */
const SEA: Record<string, { wave: [number, number]; wind: [number, number] }> = {
  SUNNY: { wave: [3, 10], wind: [3, 8] },
  CLOUDY: { wave: [5, 12], wind: [4, 9] },
  OVERCAST: { wave: [6, 14], wind: [5, 10] },
  FOG: { wave: [3, 8], wind: [1, 4] },
};

/**
 * The crew transfer vessels serving a wind farm and their voyages of the last month: each
 * carries a maintenance crew out to one to four turbines and back, one is still at sea today.
 */
export function shipRecords(seed: OrgSeed, stationNo: string, turbines: readonly Turbine[]): { ships: SeedRecord[]; voyages: SeedRecord[] } {
  const ships = SHIPS.map((ship, index) => ({
    shipNo: seed.key(),
    ...ship,
    mmsi: `413${String(seed.random.int(10_000, 99_999))}${index}`,
    homePort: '江苏如东洋口港',
    owner: '龙源振华海洋工程有限公司',
    certExpiry: dateText(addDays(seed.today, seed.random.int(60, 700))),
    remark: null,
  }));
  const active = ships.filter((ship) => ship.shipState === '10' && ship.shipType === 'CTV');
  const code = dailyCodes('HC', 2);
  const departures = Array.from({ length: 14 }, (_, index) => (index === 0 ? timeOn(seed, 0, 6, 7) : timeOn(seed, -seed.random.int(1, 30), 6, 8))).sort((a, b) => a - b);
  const voyages = departures.map((departAt) => {
    const ship = seed.random.pick(active);
    const weather = seed.random.pick(Object.keys(SEA));
    const sea = SEA[weather] ?? { wave: [3, 10], wind: [3, 8] };
    const atSea = departAt >= seed.today;
    const arriveAt = atSea ? null : departAt + seed.random.int(12, 22) * 30 * 60_000;
    const visited = [...new Set(Array.from({ length: seed.random.int(1, 4) }, () => seed.random.pick(turbines).eqNo))];
    return {
      voyageNo: seed.key(),
      voyageCode: code(departAt),
      shipNo: ship.shipNo,
      czxxNo: stationNo,
      departPort: ship.homePort,
      departAt: dateTimeText(departAt),
      arriveAt: arriveAt === null ? null : dateTimeText(arriveAt),
      voyageHours: arriveAt === null ? null : ((arriveAt - departAt) / HOUR_MS).toFixed(1),
      peopleOnBoard: seed.random.int(4, ship.capacity),
      turbinesVisited: visited.join(','),
      task: seed.random.pick(TASKS),
      weather,
      windSpeed: (seed.random.int(sea.wind[0] * 10, sea.wind[1] * 10) / 10).toFixed(1),
      waveHeight: (seed.random.int(sea.wave[0], sea.wave[1]) / 10).toFixed(1),
      captain: ship.captain,
      remark: null,
    };
  });
  return { ships, voyages };
}
