import { addDays, compactDate, dateTimeText } from './dates.ts';
import type { EquipmentTree } from './equipment.ts';
import type { OrgSeed, SeedRecord } from './seed-types.ts';

type Unit = EquipmentTree['units'][number];
export type PointTemplate = { code: string; name: string; unit: string; lower?: number; upper?: number; level: '1' | '2'; typical: number };

/**
 * The points a SCADA or monitoring feed publishes per unit, with the limits operators set on
 * them (turbines GW155-4.5MW, inverters SG3125HV-MV of the demo equipment).
 */
const TURBINE_POINTS: readonly PointTemplate[] = [
  { code: 'gen_bearing_temp', name: '发电机轴承温度', unit: '℃', upper: 85, level: '2', typical: 62 },
  { code: 'gearbox_oil_temp', name: '齿轮箱油温', unit: '℃', upper: 80, level: '2', typical: 58 },
  { code: 'nacelle_vibration', name: '机舱振动速度', unit: 'mm/s', upper: 7.1, level: '1', typical: 2.3 },
  { code: 'wind_speed', name: '轮毂风速', unit: 'm/s', upper: 25, level: '1', typical: 8.6 },
  { code: 'active_power', name: '有功功率', unit: 'kW', lower: -50, upper: 4600, level: '1', typical: 2380 },
  { code: 'pitch_motor_temp', name: '变桨电机温度', unit: '℃', upper: 110, level: '1', typical: 48 },
];
const INVERTER_POINTS: readonly PointTemplate[] = [
  { code: 'igbt_temp', name: 'IGBT模块温度', unit: '℃', upper: 85, level: '2', typical: 61 },
  { code: 'dc_voltage', name: '直流侧电压', unit: 'V', lower: 450, upper: 1500, level: '1', typical: 1080 },
  { code: 'ac_power', name: '交流有功功率', unit: 'kW', upper: 3300, level: '1', typical: 2150 },
  { code: 'insulation_resistance', name: '直流绝缘阻抗', unit: 'kΩ', lower: 100, level: '2', typical: 1850 },
  { code: 'cabinet_temp', name: '柜内温度', unit: '℃', upper: 60, level: '1', typical: 38 },
];
const BOX_POINTS: readonly PointTemplate[] = [
  { code: 'oil_temp', name: '变压器油温', unit: '℃', upper: 85, level: '2', typical: 55 },
  { code: 'hv_current', name: '高压侧电流', unit: 'A', upper: 90, level: '1', typical: 42 },
];

/** At most this many units of each kind get a feed: enough for a station's screen, little to seed. */
const FEEDS_PER_KIND = 6;
const EVENT_STATES = ['10', '10', '10', '20', '20', '30', '30', '30', '40', '40'];
const DEVICE_FAULTS = [
  { code: 'F0123', desc: '变桨变频器故障' },
  { code: 'F0310', desc: '偏航电机过载' },
  { code: 'F1021', desc: '直流侧绝缘故障' },
  { code: 'F2005', desc: '电网电压跌落' },
];

export interface IotDeviceSeed {
  devices: SeedRecord[];
  points: SeedRecord[];
  events: SeedRecord[];
  /** Code and points of each device, for its events. */
  feeds: { deviceCode: string; points: readonly PointTemplate[] }[];
}

/** The code a unit's feed publishes under: `WT01-SCADA`, `BOX01-MON`, `INV01-MON`. */
export function deviceCodeOf(eqType: string, ordinal: number): string {
  const number = String(ordinal).padStart(2, '0');
  if (eqType === 'WTG') return `WT${number}-SCADA`;
  if (eqType === 'INV') return `INV${number}-MON`;
  return `BOX${number}-MON`;
}

/** Points by unit type; units of other types (combiner boxes, strings) have no feed. */
export const FEED_TEMPLATES: Readonly<Record<string, readonly PointTemplate[]>> = { WTG: TURBINE_POINTS, INV: INVERTER_POINTS, BOX: BOX_POINTS };

/** The demo feeds of a station kind: FEEDS_PER_KIND of each unit type it has (npm run iot:simulate publishes them). */
export function demoFeeds(orgType: 'wind' | 'pv'): { deviceCode: string; points: readonly PointTemplate[] }[] {
  const types = orgType === 'wind' ? ['WTG', 'BOX'] : ['INV'];
  return types.flatMap((eqType) => Array.from({ length: FEEDS_PER_KIND }, (_, index) => ({ deviceCode: deviceCodeOf(eqType, index + 1), points: FEED_TEMPLATES[eqType] ?? [] })));
}

/**
 * Demo devices of a station: the first FEEDS_PER_KIND turbines, box transformers or inverters,
 * each with its points and limits (the wind farm's `WT01-SCADA` has `gen_bearing_temp`, upper
 * limit 85 ℃), and a month of events in every state: limit excursions and device faults.
 */
export function iotDeviceRecords(seed: OrgSeed, czxxNo: string, units: readonly Unit[], eventCount: number): IotDeviceSeed {
  const result: IotDeviceSeed = { devices: [], points: [], events: [], feeds: [] };
  const ordinals = new Map<string, number>();
  for (const unit of units) {
    const templates = FEED_TEMPLATES[unit.eqType];
    const ordinal = (ordinals.get(unit.eqType) ?? 0) + 1;
    if (!templates || ordinal > FEEDS_PER_KIND) continue;
    ordinals.set(unit.eqType, ordinal);
    const deviceNo = seed.key();
    const deviceCode = deviceCodeOf(unit.eqType, ordinal);
    result.devices.push({ deviceNo, deviceCode, deviceName: `${unit.eqName}在线监测`, czxxNo, eqNo: unit.eqNo, protocol: 'MQTT', remark: null });
    for (const point of templates) {
      result.points.push({
        pointNo: seed.key(),
        parentId: deviceNo,
        pointCode: point.code,
        pointName: point.name,
        unit: point.unit,
        lowerLimit: point.lower ?? null,
        upperLimit: point.upper ?? null,
        alarmLevel: point.level,
      });
    }
    result.feeds.push({ deviceCode, points: templates });
  }
  const devices = result.devices;
  // From yesterday back: today's numbers are the intake's, counted from 1.
  const times = Array.from({ length: devices.length > 0 ? eventCount : 0 }, () => addDays(seed.today, -seed.random.int(1, 29)) + seed.random.int(0, 86_399) * 1000).sort((a, b) => a - b);
  const perDay = new Map<string, number>();
  for (const [index, at] of times.entries()) {
    const device = devices[index % devices.length]!;
    const feed = result.feeds[index % devices.length]!;
    const state = EVENT_STATES[index % EVENT_STATES.length]!;
    const day = compactDate(at);
    const sequence = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, sequence);
    const fault = index % 4 === 3 ? DEVICE_FAULTS[seed.random.int(0, DEVICE_FAULTS.length - 1)]! : undefined;
    const point = feed.points.find((candidate) => candidate.upper !== undefined && seed.random.chance(0.5)) ?? feed.points[0]!;
    const value = point.upper !== undefined ? Math.round((point.upper * 1.08 + seed.random.next()) * 10) / 10 : (point.lower ?? 0) * 0.8;
    const handler = seed.random.pick(seed.people).empName;
    result.events.push({
      eventNo: seed.key(),
      eventCode: `SJ${day}${String(sequence).padStart(4, '0')}`,
      eventLevel: fault ? (index % 8 === 3 ? '2' : '1') : point.level,
      czxxNo,
      deviceNo: device.deviceNo as string,
      pointCode: fault ? null : point.code,
      faultCode: fault?.code ?? null,
      eventValue: fault ? null : value,
      eventDesc: fault ? `${fault.code} ${fault.desc}` : `${point.name} ${value}${point.unit} 高于上限 ${point.upper}${point.unit}`,
      eventTime: dateTimeText(at),
      eventState: state,
      recoveredAt: state === '40' || state === '30' ? dateTimeText(at + seed.random.int(5, 90) * 60_000) : null,
      ackBy: state === '20' || state === '30' ? handler : null,
      ackTime: state === '20' || state === '30' ? dateTimeText(at + 10 * 60_000) : null,
      handleNote: state === '30' ? '现场检查确认，已复位并加强监视。' : null,
      handledBy: state === '30' ? handler : null,
      handledTime: state === '30' ? dateTimeText(at + 2 * 3_600_000) : null,
    });
  }
  return result;
}
