import { sql } from 'kysely';
import type { IotPointBinding } from '../../runtime/index.ts';
import { SYSTEM_COLUMN } from '../modules/system-columns.ts';
import { formatDateTime } from '../workflow/format-time.ts';
import { columnOf, type Bound } from './iot-modules.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** A point's newest reading of a batch, by the key of its point record. */
export interface PointLatest {
  pointKey: string;
  ts: number;
  value: number;
}

/**
 * Keeps the point records' `latestValue`/`latestAt` fields (bundle `iot`) at their newest
 * reading, in one statement per batch: only a reading as new replaces what a record holds,
 * whatever order the servers sharing the messages write in. The time field keeps whole seconds,
 * so a later batch's reading of the same second replaces an earlier one's.
 */
export async function keepLatestOnPoints(db: PlatformDb, point: Bound<IotPointBinding>, orgNo: string, latest: readonly PointLatest[]): Promise<void> {
  const { latestValue, latestAt } = point.binding;
  if (!latestValue || !latestAt || latest.length === 0) return;
  const { module } = point;
  const valueColumn = sql.ref(columnOf(module, latestValue));
  const atColumn = columnOf(module, latestAt);
  // Compared as text: a point key of any column type meets the reading's string key.
  const key = sql.ref(`p.${module.primaryKey.column}`);
  // Three array parameters whatever the batch's size: a VALUES list would bind three a row.
  const keys = latest.map((row) => row.pointKey);
  const values = latest.map((row) => row.value);
  const times = latest.map((row) => formatDateTime(new Date(row.ts)));
  const sameOrg = module.bundle.entity.orgScoped ? sql`and ${sql.ref(`p.${SYSTEM_COLUMN.orgNo}`)} = ${orgNo}` : sql``;
  await sql`
    update ${sql.table(module.table)} as p set ${valueColumn} = v.value, ${sql.ref(atColumn)} = v.at
    from unnest(${keys}::text[], ${values}::double precision[], ${times}::timestamp[]) as v(key, value, at)
    where ${key}::text = v.key ${sameOrg} and (${sql.ref(`p.${atColumn}`)} is null or ${sql.ref(`p.${atColumn}`)} <= v.at)`.execute(db);
}
