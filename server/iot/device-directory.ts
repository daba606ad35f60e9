import type { PointLimits } from '../../runtime/index.ts';
import { SYSTEM_COLUMN } from '../modules/system-columns.ts';
import { columnOf, type IotModules } from './iot-modules.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import { moduleTables } from '../db/module-tables.ts';

export interface DirectoryPoint {
  /** The key of the point's record. */
  key: string;
  code: string;
  name: string;
  unit: string;
  limits: PointLimits;
  /** The level value of the events it raises; undefined: the event module's ordinary level. */
  level?: string;
}

export interface DirectoryDevice {
  key: string;
  code: string;
  station?: string;
  points: ReadonlyMap<string, DirectoryPoint>;
}

export interface DeviceDirectory {
  /** The organisation's devices by code, read again when older than REFRESH_MS or asked after an unknown code. */
  devices(orgNo: string, refreshIfMissing?: string): Promise<ReadonlyMap<string, DirectoryDevice>>;
}

/** Limits an operator edits reach the intake within this long. */
const REFRESH_MS = 15_000;
/** An unknown device code reads the organisation again at most this often (a misconfigured device publishing fast). */
const MISS_REFRESH_MS = 2_000;
/**
 * Organisations kept, the least recently asked dropped beyond: topics name any organisation a
 * device makes up, and each one asked would otherwise stay for the server's life.
 */
export const MAX_CACHED_ORGS = 1_000;

const NO_DEVICES: ReadonlyMap<string, DirectoryDevice> = new Map();

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

function limit(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

async function readDevices(db: PlatformDb, modules: IotModules, orgNo: string): Promise<Map<string, DirectoryDevice>> {
  const devices = new Map<string, DirectoryDevice>();
  const { device, point } = modules;
  if (!device) return devices;
  const rows = await moduleTables(db)
    .selectFrom(device.module.table)
    .select([`${device.module.primaryKey.column} as key`, `${columnOf(device.module, device.binding.code)} as code`, ...(device.binding.station ? [`${columnOf(device.module, device.binding.station)} as station`] : [])])
    .where(SYSTEM_COLUMN.orgNo, '=', orgNo)
    .execute();
  const byKey = new Map<string, DirectoryDevice & { points: Map<string, DirectoryPoint> }>();
  for (const row of rows) {
    if (!row.code) continue;
    const entry = { key: text(row.key), code: text(row.code), station: row.station ? text(row.station) : undefined, points: new Map<string, DirectoryPoint>() };
    devices.set(entry.code, entry);
    byKey.set(entry.key, entry);
  }
  if (!point || byKey.size === 0) return devices;
  const b = point.binding;
  const column = (field: string | undefined, alias: string) => (field ? [`${columnOf(point.module, field)} as ${alias}`] : []);
  let query = moduleTables(db)
    .selectFrom(point.module.table)
    .select([`${point.module.primaryKey.column} as key`, `${columnOf(point.module, b.device)} as device`, `${columnOf(point.module, b.code)} as code`, ...column(b.name, 'name'), ...column(b.unit, 'unit'), ...column(b.lower, 'lower'), ...column(b.upper, 'upper'), ...column(b.level, 'level')])
    .where(columnOf(point.module, b.device), 'in', [...byKey.keys()]);
  if (point.module.bundle.entity.orgScoped) query = query.where(SYSTEM_COLUMN.orgNo, '=', orgNo);
  for (const row of await query.execute()) {
    const owner = byKey.get(text(row.device));
    if (!owner || !row.code) continue;
    owner.points.set(text(row.code), {
      key: text(row.key),
      code: text(row.code),
      name: text(row.name) || text(row.code),
      unit: text(row.unit),
      limits: { lower: limit(row.lower), upper: limit(row.upper), deadband: b.deadband ?? 0 },
      level: row.level ? text(row.level) : undefined,
    });
  }
  return devices;
}

/**
 * Devices and points as the intake needs them, per organisation, read from the modules the
 * bundles bind and kept a short while: every server reads the same tables, so an edit on one
 * reaches the intake of all within REFRESH_MS. `modules` answers the bindings of the newest
 * published set: a server that only takes device data serves no request that would refresh it.
 */
export function createDeviceDirectory(db: PlatformDb, modules: () => Promise<IotModules>, clock: () => number = Date.now): DeviceDirectory {
  const cache = new Map<string, { at: number; devices: Promise<Map<string, DirectoryDevice>> }>();
  // The organisations that exist, read again after REFRESH_MS: topics naming made-up ones, however
  // many, cost the database nothing more.
  let organisations: { at: number; numbers: Promise<Set<string>> } | undefined;
  const existing = () => {
    if (!organisations || clock() - organisations.at > REFRESH_MS) {
      const entry = { at: clock(), numbers: db.selectFrom('sys_org').select('org_no').execute().then((rows) => new Set(rows.map((row) => String(row.org_no)))) };
      organisations = entry;
      entry.numbers.catch(() => organisations === entry && (organisations = undefined));
    }
    return organisations.numbers;
  };
  const load = (orgNo: string) => {
    const entry = { at: clock(), devices: modules().then((bound) => readDevices(db, bound, orgNo)) };
    cache.delete(orgNo);
    cache.set(orgNo, entry);
    if (cache.size > MAX_CACHED_ORGS) cache.delete(cache.keys().next().value!);
    // A failed read is not kept: the next message reads again.
    entry.devices.catch(() => cache.get(orgNo) === entry && cache.delete(orgNo));
    return entry.devices;
  };
  return {
    async devices(orgNo, refreshIfMissing) {
      if (!(await existing()).has(orgNo)) return NO_DEVICES;
      const entry = cache.get(orgNo);
      if (!entry || clock() - entry.at > REFRESH_MS) return load(orgNo);
      // Asked again: the newest in the map's order, the last to be dropped.
      cache.delete(orgNo);
      cache.set(orgNo, entry);
      const devices = await entry.devices;
      if (refreshIfMissing !== undefined && !devices.has(refreshIfMissing) && clock() - entry.at > MISS_REFRESH_MS) return load(orgNo);
      return devices;
    },
  };
}
