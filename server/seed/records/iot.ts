import { addDays, dateText, dateTimeText } from './dates.ts';
import type { EquipmentTree } from './equipment.ts';
import { createCoder, personName, recentInstants, statesByAge } from './safety.ts';
import type { OrgSeed, SeedRecord } from './seed-types.ts';

type Unit = EquipmentTree['units'][number];
type Point = { code: string; name: string; unit: string; lower: number; upper: number; level: 'ORDINARY' | 'URGENT' };

const POINTS: Record<'wind' | 'pv', readonly Point[]> = {
  wind: [
    { code: 'GBX.OilTemp', name: '齿轮箱油温', unit: '℃', lower: 0, upper: 85, level: 'URGENT' },
    { code: 'GEN.WindingTemp', name: '发电机绕组温度', unit: '℃', lower: -20, upper: 145, level: 'URGENT' },
    { code: 'MB.BearingTemp', name: '主轴承温度', unit: '℃', lower: -20, upper: 80, level: 'ORDINARY' },
    { code: 'NAC.Vibration', name: '机舱振动', unit: 'mm/s', lower: 0, upper: 4.5, level: 'ORDINARY' },
  ],
  pv: [
    { code: 'INV.IgbtTemp', name: 'IGBT 温度', unit: '℃', lower: -25, upper: 90, level: 'URGENT' },
    { code: 'INV.DcVoltage', name: '直流母线电压', unit: 'V', lower: 500, upper: 1500, level: 'ORDINARY' },
    { code: 'INV.Insulation', name: '绝缘阻抗', unit: 'kΩ', lower: 50, upper: 100000, level: 'URGENT' },
    { code: 'ENV.ModuleTemp', name: '组件背板温度', unit: '℃', lower: -30, upper: 75, level: 'ORDINARY' },
  ],
};

export interface IotSeed {
  devices: SeedRecord[];
  points: SeedRecord[];
  events: SeedRecord[];
}

/** Online monitoring of a station's first turbines or inverters, with a month of limit events in every handling state. */
export function iotRecords(seed: OrgSeed, stationNo: string, units: readonly Unit[], deviceCount: number, eventCount: number): IotSeed {
  const kind = seed.org.orgType === 'wind' ? 'wind' : 'pv';
  const monitored = units.filter((unit) => unit.eqType === (kind === 'wind' ? 'WTG' : 'INV')).slice(0, deviceCount);
  const points: SeedRecord[] = [];
  const devices = monitored.map((unit, index) => {
    const deviceId = seed.key();
    const deviceName = `${unit.eqName}${kind === 'wind' ? '在线监测终端' : '数据采集器'}`;
    for (const point of POINTS[kind]) {
      points.push({ pointId: seed.key(), parentId: deviceId, parentName: deviceName, pointCode: point.code, pointName: point.name, unit: point.unit, lowerLimit: point.lower.toFixed(3), upperLimit: point.upper.toFixed(3), alarmLevel: point.level });
    }
    return {
      deviceId,
      deviceCode: `${kind === 'wind' ? 'ZBCMS' : 'GMDL'}${String(index + 1).padStart(3, '0')}`,
      deviceName,
      czxxNo: stationNo,
      eqNo: unit.eqNo,
      protocol: kind === 'wind' ? 'IEC104' : 'MODBUS_TCP',
      ipAddress: `10.${kind === 'wind' ? 21 : 32}.1.${index + 11}`,
      installDate: dateText(addDays(seed.today, -seed.random.int(400, 900))),
      enabled: true,
      pointCount: POINTS[kind].length,
      remark: null,
    };
  });
  const code = createCoder('SJ', 'day', 4);
  const states = statesByAge(['30', '20', '10'], eventCount);
  const events = recentInstants(seed, eventCount, 30).map((at, index) => {
    const device = seed.random.pick(devices);
    const point = seed.random.pick(POINTS[kind]);
    const value = point.upper + seed.random.int(1, 80) / 10;
    const state = states[index] ?? '10';
    const ackAt = at + seed.random.int(2, 30) * 60_000;
    const handledAt = ackAt + seed.random.int(1, 20) * 3_600_000;
    return {
      eventId: seed.key(),
      eventNo: code(at),
      level: point.level,
      czxxNo: stationNo,
      deviceNo: device.deviceId,
      pointName: point.name,
      measuredValue: value.toFixed(3),
      content: `${device.deviceName}${point.name}越上限：${value.toFixed(1)}${point.unit}（上限 ${point.upper}${point.unit}）`,
      eventTime: dateTimeText(at),
      ackBy: state === '10' ? null : personName(seed),
      ackTime: state === '10' ? null : dateTimeText(ackAt),
      handledBy: state === '30' ? personName(seed) : null,
      handledTime: state === '30' ? dateTimeText(handledAt) : null,
      handleResult: state === '30' ? `检查${point.name}传感器及冷却回路，处理后数值恢复正常。` : null,
      handleState: state,
    };
  });
  return { devices, points, events };
}
