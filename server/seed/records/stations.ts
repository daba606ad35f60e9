import type { OrgSeed, SeedRecord } from './seed-types.ts';

type StationKind = 'wind' | 'pv';

/** Fixed facts of the demo stations: a wind farm on the Bashang plateau and a PV station near Golmud. */
const STATION_FACTS: Record<StationKind, Omit<SeedRecord, 'czxxNo' | 'czxxNam'> & { code: string }> = {
  wind: {
    code: 'ZBWF',
    stationType: 'WIND',
    capacityMw: '180.00',
    commissionDate: '2020-12-28',
    location: '[114.695,41.151]',
    // The wind farm's boundary: an irregular ridge-line block around the booster station.
    outline: '[[114.681,41.158],[114.703,41.162],[114.712,41.149],[114.698,41.139],[114.684,41.143]]',
    address: '河北省张家口市张北县油篓沟乡',
    contactPhone: '0313-5212345',
    remark: '一期 40 台 4.5MW 风电机组，经 220kV 升压站送出。',
  },
  pv: {
    code: 'GEMPV',
    stationType: 'PV',
    capacityMw: '37.50',
    commissionDate: '2019-06-30',
    location: '[94.903,36.402]',
    // The PV array's fenced rectangle east of the booster station.
    outline: '[[94.899,36.405],[94.909,36.405],[94.909,36.398],[94.899,36.398]]',
    address: '青海省海西州格尔木市东出口光伏产业园',
    contactPhone: '0979-8412345',
    remark: '固定支架单晶组件，组串式汇流，经 110kV 升压站送出。',
  },
};

export function isStationKind(orgType: string): orgType is StationKind {
  return orgType === 'wind' || orgType === 'pv';
}

/** The station record of a wind or PV organisation. */
export function stationRecord(seed: OrgSeed, kind: StationKind): SeedRecord {
  const { code, ...facts } = STATION_FACTS[kind];
  return { czxxNo: seed.key(), stationCode: `${code}${String(seed.index + 1).padStart(2, '0')}`, czxxNam: seed.org.orgName, ...facts };
}
