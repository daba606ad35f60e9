import { addDays, dateText } from './dates.ts';
import type { OrgSeed, SeedRecord } from './seed-types.ts';
import { vin } from './vin.ts';

type VehicleKind = { type: string; weight: number; seats: readonly number[]; price: [number, number]; models: readonly [string, string][] };

/** Vehicle types of a wind/PV operator: brand and model with the maker's VIN prefix. */
const KINDS: readonly VehicleKind[] = [
  { type: 'SUV', weight: 35, seats: [5, 7], price: [180000, 520000], models: [['丰田 普拉多', 'LVG'], ['长城 哈弗H9', 'LGW'], ['坦克 300', 'LGW'], ['Jeep 牧马人', 'LBK']] },
  { type: 'PICKUP', weight: 30, seats: [5], price: [110000, 220000], models: [['长城 炮', 'LGW'], ['江铃 域虎', 'LEF'], ['福田 拓陆者', 'LVB'], ['上汽大通 T70', 'LSK']] },
  { type: 'VAN', weight: 15, seats: [7, 9, 11, 15], price: [60000, 260000], models: [['五菱 宏光', 'LZW'], ['江铃 特顺', 'LEF'], ['依维柯 得意', 'LNY']] },
  { type: 'TRUCK', weight: 15, seats: [2, 3], price: [150000, 380000], models: [['东风 多利卡', 'LGD'], ['江铃 顺达', 'LEF'], ['福田 奥铃', 'LVB']] },
  { type: 'CRANE', weight: 5, seats: [2], price: [900000, 1800000], models: [['徐工 QY25K5', 'LXG'], ['三一 STC250', 'LZZ']] },
];

/** Plate prefixes by organisation type: Zhangjiakou (冀G), Haixi (青H), the company in Beijing (京A). */
const PLATE_PREFIX: Record<string, string> = { wind: '冀G', pv: '青H' };
const DEFAULT_PLATE_PREFIX = '京A';
/** Plate letters never include I and O (they read as 1 and 0). */
const PLATE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const STATES = ['10', '10', '10', '10', '10', '10', '20', '30', '40'];
const REMARKS = ['配备防滑链与应急救援包', '冬季需加装防冻液', '场内巡检专用', '已加装行车记录仪', '长途运输前需检查轮胎'];

function pickKind(seed: OrgSeed): VehicleKind {
  const total = KINDS.reduce((sum, kind) => sum + kind.weight, 0);
  let roll = seed.random.int(1, total);
  for (const kind of KINDS) {
    roll -= kind.weight;
    if (roll <= 0) return kind;
  }
  return KINDS[0] as VehicleKind;
}

/** A plate no other vehicle of the organisation has: 5 characters, or a new-energy D plate. */
function plate(seed: OrgSeed, used: Set<string>): string {
  const prefix = PLATE_PREFIX[seed.org.orgType] ?? DEFAULT_PLATE_PREFIX;
  for (;;) {
    const digits = String(seed.random.int(0, 9999)).padStart(4, '0');
    const text = seed.random.chance(0.15)
      ? `${prefix}D${seed.random.pick([...PLATE_LETTERS])}${digits}`
      : `${prefix}${seed.random.chance(0.3) ? seed.random.pick([...PLATE_LETTERS]) : seed.random.int(0, 9)}${digits}`;
    if (!used.has(text)) {
      used.add(text);
      return text;
    }
  }
}

function mobile(seed: OrgSeed): string {
  return `${seed.random.pick(['135', '137', '138', '139', '150', '158', '186', '188'])}${String(seed.random.int(0, 99999999)).padStart(8, '0')}`;
}

/** Vehicles of one organisation, bought over the last ten years. */
export function vehicleRecords(seed: OrgSeed, count: number): SeedRecord[] {
  const used = new Set<string>();
  const records: SeedRecord[] = [];
  for (let index = 0; index < count; index += 1) {
    const kind = pickKind(seed);
    const [brandModel, wmi] = seed.random.pick(kind.models);
    const purchased = addDays(seed.today, -seed.random.int(30, 3650));
    const year = new Date(purchased).getUTCFullYear();
    const ageYears = (seed.today - purchased) / (365 * 86_400_000);
    const driver = seed.people.length > 0 ? seed.random.pick(seed.people) : undefined;
    records.push({
      vehicleNo: seed.key(),
      plateNo: plate(seed, used),
      frameNo: vin(seed.random, wmi, year),
      vehicleType: kind.type,
      brandModel,
      seats: seed.random.pick(kind.seats),
      purchaseDate: dateText(purchased),
      purchasePrice: `${seed.random.int(kind.price[0] / 100, kind.price[1] / 100) * 100}.00`,
      mileageKm: Math.round(ageYears * seed.random.int(12000, 45000)),
      insuranceExpiry: dateText(addDays(seed.today, seed.random.int(-20, 365))),
      inspectionDate: dateText(addDays(seed.today, seed.random.int(-300, 60))),
      driverName: driver?.empName ?? null,
      driverPhone: driver ? mobile(seed) : null,
      vehicleState: seed.random.pick(STATES),
      departNo: driver?.departNo ?? null,
      photos: null,
      remark: seed.random.chance(0.2) ? seed.random.pick(REMARKS) : null,
    });
  }
  return records;
}
