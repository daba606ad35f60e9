/**
 * Payloads of device messages, read without trusting them: a message that is not what the
 * README documents is refused with a reason the intake counts, never half-read.
 */
export type PayloadRefusal = 'badJson' | 'badShape' | 'badTime' | 'staleTime' | 'badValue' | 'badLevel';

export interface Telemetry {
  ts: number;
  /** Point code → finite reading. */
  points: ReadonlyMap<string, number>;
}

export type EventLevel = 'ordinary' | 'urgent';

export interface DeviceEvent {
  ts: number;
  level: EventLevel;
  code: string;
  desc: string;
}

export type Read<T> = { ok: true; value: T } | { ok: false; reason: PayloadRefusal };

/** Readings stamped further than this from the server's clock are refused (a device with a wrong clock). */
export const MAX_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;
/** A payload with more points than this is refused rather than written in part. */
export const MAX_POINTS_PER_MESSAGE = 2000;
const MAX_CODE = 64;
const MAX_DESC = 500;

const refuse = (reason: PayloadRefusal): { ok: false; reason: PayloadRefusal } => ({ ok: false, reason });

function parseObject(text: string): Record<string, unknown> | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
}

/** `ts` as epoch milliseconds or an ISO 8601 text with its offset; undefined when neither. */
function readTime(ts: unknown): number | undefined {
  if (typeof ts === 'number') return Number.isSafeInteger(ts) && ts > 0 ? ts : undefined;
  if (typeof ts !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(ts)) return undefined;
  const time = Date.parse(ts);
  return Number.isFinite(time) ? time : undefined;
}

function readStamp(ts: unknown, now: number): Read<number> {
  const time = readTime(ts);
  if (time === undefined) return refuse('badTime');
  return Math.abs(time - now) > MAX_CLOCK_SKEW_MS ? refuse('staleTime') : { ok: true, value: time };
}

/** `{"ts": ..., "points": {"<pointCode>": <number>, ...}}`. */
export function readTelemetry(text: string, now: number): Read<Telemetry> {
  const body = parseObject(text);
  if (!body || typeof body.points !== 'object' || body.points === null || Array.isArray(body.points)) return refuse(body ? 'badShape' : 'badJson');
  const stamp = readStamp(body.ts, now);
  if (!stamp.ok) return stamp;
  const entries = Object.entries(body.points as Record<string, unknown>);
  if (entries.length === 0 || entries.length > MAX_POINTS_PER_MESSAGE) return refuse('badShape');
  const points = new Map<string, number>();
  for (const [code, value] of entries) {
    if (code.length === 0 || code.length > MAX_CODE) return refuse('badShape');
    if (typeof value !== 'number' || !Number.isFinite(value)) return refuse('badValue');
    points.set(code, value);
  }
  return { ok: true, value: { ts: stamp.value, points } };
}

/** `{"ts": ..., "level": "ordinary" | "urgent", "code": "...", "desc": "..."}`. */
export function readDeviceEvent(text: string, now: number): Read<DeviceEvent> {
  const body = parseObject(text);
  if (!body) return refuse('badJson');
  const { level, code, desc } = body;
  if (typeof code !== 'string' || code.length === 0 || code.length > MAX_CODE) return refuse('badShape');
  if (typeof desc !== 'string' || desc.length > MAX_DESC) return refuse('badShape');
  if (level !== 'ordinary' && level !== 'urgent') return refuse('badLevel');
  const stamp = readStamp(body.ts, now);
  if (!stamp.ok) return stamp;
  return { ok: true, value: { ts: stamp.value, level, code, desc } };
}
