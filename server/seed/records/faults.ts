import { addDays, compactDate, dateTimeText } from './dates.ts';
import type { EquipmentTree } from './equipment.ts';
import type { OrgSeed, SeedRecord } from './seed-types.ts';

type Unit = EquipmentTree['units'][number];
type FaultKind = { code: string; text: string; type: string; hours: [number, number]; cause: string; handling: string };

/** Fault codes as the turbine's (Goldwind) and inverter's (Sungrow) controllers report them. */
const FAULTS: Record<string, readonly FaultKind[]> = {
  WTG: [
    { code: 'F0123', text: '变桨变频器故障', type: 'ELECTRICAL', hours: [4, 30], cause: '2号叶片变桨变频器 IGBT 模块击穿', handling: '更换变桨变频器功率模块，变桨测试正常后并网' },
    { code: 'F0215', text: '齿轮箱油温高', type: 'MECHANICAL', hours: [2, 12], cause: '齿轮箱油冷却器散热片积尘堵塞', handling: '清洗油冷却器散热片，更换齿轮箱滤芯' },
    { code: 'F0308', text: '发电机转速超限', type: 'CONTROL', hours: [1, 6], cause: '转速编码器信号干扰，屏蔽层接地不良', handling: '重新处理编码器电缆屏蔽层接地，复位后运行正常' },
    { code: 'F0412', text: '偏航电机过载', type: 'MECHANICAL', hours: [3, 20], cause: '偏航刹车片磨损，偏航阻力增大', handling: '更换偏航刹车片，调整偏航余压' },
    { code: 'F0520', text: '电网电压跌落', type: 'GRID', hours: [0.5, 3], cause: '220kV 送出线路区外故障引起电压跌落，机组低穿脱网', handling: '电网恢复后远程复位并网' },
    { code: 'F0707', text: '主控与变流器通讯中断', type: 'CONTROL', hours: [2, 10], cause: '机舱滑环通讯通道接触不良', handling: '清洁滑环并更换通讯碳刷' },
    { code: 'F0810', text: '叶片结冰停机', type: 'ENVIRONMENT', hours: [6, 40], cause: '冻雨天气叶片覆冰，结冰检测系统触发停机', handling: '气温回升冰层脱落后经现场确认启机' },
  ],
  INV: [
    { code: 'E001', text: '直流侧过压', type: 'ELECTRICAL', hours: [0.5, 3], cause: '低温早晨组串开路电压偏高', handling: '检查组串配置，电压回落后自动恢复' },
    { code: 'E013', text: '绝缘阻抗低', type: 'ELECTRICAL', hours: [3, 24], cause: '12号汇流箱第 5 支路组串电缆破损接地', handling: '更换破损光伏电缆，绝缘测试合格后并网' },
    { code: 'E021', text: 'IGBT 模块过温', type: 'ELECTRICAL', hours: [1, 8], cause: '逆变器室进风滤网沙尘堵塞', handling: '清理进风滤网及散热风道' },
    { code: 'E036', text: '电网频率异常', type: 'GRID', hours: [0.5, 2], cause: '电网频率波动超出保护定值', handling: '电网恢复后自动并网' },
    { code: 'E042', text: '散热风扇故障', type: 'MECHANICAL', hours: [2, 12], cause: '2号散热风扇轴承卡死', handling: '更换散热风扇' },
  ],
};
/** Faults by state: a few still open, some recovered and waiting for analysis, most closed. */
const STATES = ['10', '10', '10', '20', '20', '20', '20', '20', '30', '30', '30', '30', '30', '30', '30', '30', '30', '30', '30', '30'];
/** Average output lost while down, as a share of rated power (wind and sun of the hours lost). */
const LOAD_SHARE: [number, number] = [15, 55];
const HOUR_MS = 3_600_000;

/**
 * Faults of a station's turbines or inverters over the last month, numbered by the day they
 * began; recovered ones carry their downtime and lost energy, closed ones also their analysis.
 */
export function faultRecords(seed: OrgSeed, stationNo: string, units: readonly Unit[]): SeedRecord[] {
  const generators = units.filter((unit) => unit.eqType === 'WTG' || unit.eqType === 'INV');
  if (generators.length === 0) return [];
  const starts = STATES.map((state) => ({ state, at: state === '10' ? seed.today - seed.random.int(1, 40) * HOUR_MS : addDays(seed.today, -seed.random.int(2, 30)) + seed.random.int(0, 86_399) * 1000 })).sort(
    (a, b) => a.at - b.at,
  );
  const perDay = new Map<string, number>();
  return starts.map(({ state, at }) => {
    const unit = seed.random.pick(generators);
    const kind = seed.random.pick(FAULTS[unit.eqType] ?? []);
    const rated = unit.eqType === 'WTG' ? 4500 : 3125;
    const day = compactDate(at);
    const sequence = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, sequence);
    const open = state === '10';
    const hours = seed.random.int(kind.hours[0] * 10, kind.hours[1] * 10) / 10;
    const lost = (hours * rated * seed.random.int(LOAD_SHARE[0], LOAD_SHARE[1])) / 100;
    return {
      faultNo: seed.key(),
      faultCode: `GZ${day}${String(sequence).padStart(3, '0')}`,
      czxxNo: stationNo,
      eqNo: unit.eqNo,
      deviceFaultCode: kind.code,
      faultText: kind.text,
      faultType: kind.type,
      startTime: dateTimeText(at),
      endTime: open ? null : dateTimeText(at + hours * HOUR_MS),
      durationHours: open ? null : hours.toFixed(2),
      lostEnergyKwh: open ? null : lost.toFixed(2),
      reporter: seed.random.pick(seed.people).empName,
      cause: state === '30' ? kind.cause : null,
      handling: state === '30' ? kind.handling : null,
      faultState: state,
    };
  });
}
