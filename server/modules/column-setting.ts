import { sql } from 'kysely';
import { AppError, type CompiledModule } from '../../runtime/index.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** A user's table configuration for one module (spec 01 §3 table column setting and configuration). */
export interface ColumnSetting {
  columns: { prop: string; label?: string; width?: string | number; sortable?: boolean; fixed?: 'left' | 'right' | false | null; hide?: boolean }[];
  size?: 'large' | 'default' | 'small';
  border?: boolean;
  stripe?: boolean;
}

const SIZES = ['large', 'default', 'small'];
const FIXED = ['left', 'right', false, null];
const COLUMN_KEYS = new Set(['prop', 'label', 'width', 'sortable', 'fixed', 'hide']);
const SETTING_KEYS = new Set(['columns', 'size', 'border', 'stripe']);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optional(value: unknown, check: (value: unknown) => boolean): boolean {
  return value === undefined || check(value);
}

const isBoolean = (value: unknown) => typeof value === 'boolean';
const isShortText = (value: unknown) => typeof value === 'string' && value.length <= 200;
const isWidth = (value: unknown) => (typeof value === 'string' && value.length <= 16) || (typeof value === 'number' && Number.isFinite(value));

/**
 * Parses and checks the setting JSON a client saves: only known keys, and every column prop a
 * field of the module (E_UNKNOWN_FIELD otherwise), so a stored setting never names a column the
 * list cannot show.
 */
export function parseColumnSetting(module: CompiledModule, text: unknown): ColumnSetting {
  const bad = () => new AppError('E_BAD_REQUEST', { reason: 'setting' });
  let data: unknown;
  try {
    data = JSON.parse(String(text ?? ''));
  } catch {
    throw bad();
  }
  if (!isObject(data) || !Object.keys(data).every((key) => SETTING_KEYS.has(key))) throw bad();
  const { columns, size, border, stripe } = data;
  if (!Array.isArray(columns) || columns.length > module.fields.size) throw bad();
  if (!optional(size, (value) => SIZES.includes(value as string)) || !optional(border, isBoolean) || !optional(stripe, isBoolean)) throw bad();
  for (const column of columns) {
    if (!isObject(column) || !Object.keys(column).every((key) => COLUMN_KEYS.has(key))) throw bad();
    if (typeof column.prop !== 'string') throw bad();
    if (!module.fields.has(column.prop)) throw new AppError('E_UNKNOWN_FIELD', { field: column.prop });
    const fits =
      optional(column.label, isShortText) &&
      optional(column.width, isWidth) &&
      optional(column.sortable, isBoolean) &&
      optional(column.hide, isBoolean) &&
      optional(column.fixed, (value) => FIXED.includes(value as string | boolean | null));
    if (!fits) throw bad();
  }
  return data as unknown as ColumnSetting;
}

export async function loadColumnSetting(db: PlatformDb, userId: string, moduleId: string): Promise<ColumnSetting | null> {
  const row = await db.selectFrom('sys_column_setting').select('setting').where('user_id', '=', userId).where('module_id', '=', moduleId).executeTakeFirst();
  return row ? (JSON.parse(row.setting as string) as ColumnSetting) : null;
}

export async function saveColumnSetting(db: PlatformDb, userId: string, moduleId: string, setting: ColumnSetting): Promise<void> {
  await db
    .insertInto('sys_column_setting')
    .values({ user_id: userId, module_id: moduleId, setting: JSON.stringify(setting), updated_at: sql`localtimestamp(0)` })
    .onConflict((conflict) => conflict.columns(['user_id', 'module_id']).doUpdateSet({ setting: sql.ref('excluded.setting'), updated_at: sql`localtimestamp(0)` }))
    .execute();
}

export async function resetColumnSetting(db: PlatformDb, userId: string, moduleId: string): Promise<void> {
  await db.deleteFrom('sys_column_setting').where('user_id', '=', userId).where('module_id', '=', moduleId).execute();
}
