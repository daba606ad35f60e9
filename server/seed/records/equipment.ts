import { addDays, dateText } from './dates.ts';
import type { OrgSeed, SeedRecord } from './seed-types.ts';

const ROOT = '-1';

interface Model {
  eqType: string;
  model: string | null;
  manufacturer: string | null;
  ratedPowerKw: string | null;
}

const MODELS = {
  station: { eqType: 'SYSTEM', model: null, manufacturer: null, ratedPowerKw: null },
  system: { eqType: 'SYSTEM', model: null, manufacturer: null, ratedPowerKw: null },
  mainTx: { eqType: 'MAINTX', model: 'SZ11-240000/220', manufacturer: '保定天威保变电气股份有限公司', ratedPowerKw: '240000.00' },
  switchgear: { eqType: 'SWG', model: 'KYN61-40.5', manufacturer: '平高电气股份有限公司', ratedPowerKw: null },
  turbine: { eqType: 'WTG', model: 'GW155-4.5MW', manufacturer: '新疆金风科技股份有限公司', ratedPowerKw: '4500.00' },
  boxTx: { eqType: 'BOX', model: 'ZGS11-Z.F-5000/35', manufacturer: '特变电工股份有限公司', ratedPowerKw: '5000.00' },
  inverter: { eqType: 'INV', model: 'SG3125HV-MV', manufacturer: '阳光电源股份有限公司', ratedPowerKw: '3125.00' },
  combiner: { eqType: 'CMB', model: 'PVS-16M-DC1500', manufacturer: '阳光电源股份有限公司', ratedPowerKw: null },
  string: { eqType: 'STR', model: 'LR5-72HPH-540M×26', manufacturer: '隆基绿能科技股份有限公司', ratedPowerKw: '14.04' },
} satisfies Record<string, Model>;

/** The equipment tree of one station and the units defects are raised against. */
export interface EquipmentTree {
  records: SeedRecord[];
  /** Turbines, box transformers and inverter-side units: where defects happen. */
  units: { eqNo: string; eqName: string; eqType: string }[];
}

/** Adds nodes under a parent, keeping codes unique and dates plausible (factory before commissioning). */
function createBuilder(seed: OrgSeed, czxxNo: string, commission: number) {
  const records: SeedRecord[] = [];
  return {
    records,
    add(parent: string, code: string, name: string, model: Model): string {
      const eqNo = seed.key();
      const factory = addDays(commission, -seed.random.int(90, 300));
      records.push({
        eqNo,
        parentEqNo: parent,
        eqCode: code,
        eqName: name,
        eqType: model.eqType,
        czxxNo,
        model: model.model,
        manufacturer: model.manufacturer,
        factoryDate: model.model ? dateText(factory) : null,
        commissionDate: dateText(commission),
        retireDate: null,
        ratedPowerKw: model.ratedPowerKw,
        remark: null,
      });
      return eqNo;
    },
  };
}

function boosterStation(builder: ReturnType<typeof createBuilder>, stationNo: string, prefix: string, switchgears: number): void {
  const booster = builder.add(stationNo, `${prefix}SYS00`, '升压站系统', MODELS.system);
  builder.add(booster, `${prefix}MT01`, '1号主变', MODELS.mainTx);
  for (let n = 1; n <= switchgears; n += 1) builder.add(booster, `${prefix}SG${String(n).padStart(2, '0')}`, `35kV ${n}号开关柜`, MODELS.switchgear);
}

/** Wind farm: booster station, 5 collector lines of 8 turbines, each with its box transformer (94 nodes). */
export function windEquipment(seed: OrgSeed, station: SeedRecord): EquipmentTree {
  const commission = Date.parse(`${station.commissionDate as string}T00:00:00Z`);
  const builder = createBuilder(seed, station.czxxNo as string, commission);
  const units: EquipmentTree['units'] = [];
  const stationNo = builder.add(ROOT, `${station.stationCode as string}`, station.czxxNam as string, MODELS.station);
  boosterStation(builder, stationNo, 'ZB', 6);
  let turbine = 0;
  for (let line = 1; line <= 5; line += 1) {
    const lineNo = builder.add(stationNo, `ZBL${line}`, `${line}号集电线路`, MODELS.system);
    for (let n = 1; n <= 8; n += 1) {
      turbine += 1;
      const code = String(turbine).padStart(2, '0');
      const wtg = builder.add(lineNo, `ZBWTG${code}`, `${turbine}号风机`, MODELS.turbine);
      const box = builder.add(wtg, `ZBBOX${code}`, `${turbine}号箱变`, MODELS.boxTx);
      units.push({ eqNo: wtg, eqName: `${turbine}号风机`, eqType: 'WTG' }, { eqNo: box, eqName: `${turbine}号箱变`, eqType: 'BOX' });
    }
  }
  return { records: builder.records, units };
}

/** PV station: booster station, 4 arrays of 3 inverters, 2 combiner boxes each, 3 strings per box (119 nodes). */
export function pvEquipment(seed: OrgSeed, station: SeedRecord): EquipmentTree {
  const commission = Date.parse(`${station.commissionDate as string}T00:00:00Z`);
  const builder = createBuilder(seed, station.czxxNo as string, commission);
  const units: EquipmentTree['units'] = [];
  const stationNo = builder.add(ROOT, `${station.stationCode as string}`, station.czxxNam as string, MODELS.station);
  boosterStation(builder, stationNo, 'GM', 4);
  for (let array = 1; array <= 4; array += 1) {
    const arrayNo = builder.add(stationNo, `GMA${array}`, `${array}号光伏方阵`, MODELS.system);
    for (let inv = 1; inv <= 3; inv += 1) {
      const invName = `${array}-${inv}号逆变器`;
      const inverter = builder.add(arrayNo, `GMINV${array}${inv}`, invName, MODELS.inverter);
      units.push({ eqNo: inverter, eqName: invName, eqType: 'INV' });
      for (let box = 1; box <= 2; box += 1) {
        const boxName = `${array}-${inv}-${box}号汇流箱`;
        const combiner = builder.add(inverter, `GMCB${array}${inv}${box}`, boxName, MODELS.combiner);
        units.push({ eqNo: combiner, eqName: boxName, eqType: 'CMB' });
        for (let n = 1; n <= 3; n += 1) builder.add(combiner, `GMS${array}${inv}${box}${n}`, `${array}-${inv}-${box}-${n}号组串`, MODELS.string);
      }
    }
  }
  return { records: builder.records, units };
}
