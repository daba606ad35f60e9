import { sql } from 'kysely';
import { AppError } from '../../runtime/errors.ts';
import type { DictionaryBundle, DictionaryItem } from '../../runtime/index.ts';
import { bumpModulesRevision, revisionNumber } from '../designer/module-revision.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/**
 * sys_config key of the dictionaries' own counter: bumped with the modules revision on every
 * dictionary change (the registry holds the dictionaries, so servers reload both together);
 * the cache screen shows it per server.
 */
export const DICTIONARIES_REVISION_KEY = 'dictionaries.revision';

/** The dictionaries as the registry serves them; removed and switched-off items stay, marked disabled. */
export async function readStoredDictionaries(db: PlatformDb): Promise<DictionaryBundle> {
  const types = await db.selectFrom('sys_dict_type').select(['dict_code', 'label_zh', 'label_en']).orderBy('seq').orderBy('dict_code').execute();
  const items = await db
    .selectFrom('sys_dict_item')
    .select(['dict_code', 'item_value', 'label_zh', 'label_en', 'color', 'enabled', 'removed'])
    .orderBy('dict_code')
    .orderBy('seq')
    .orderBy('item_value')
    .execute();
  const bundle: DictionaryBundle = {};
  for (const type of types) bundle[type.dict_code as string] = { label: { 'zh-CN': type.label_zh as string, 'en-US': type.label_en as string }, items: [] };
  for (const row of items) {
    const item: DictionaryItem = { value: row.item_value as string, label: { 'zh-CN': row.label_zh as string, 'en-US': row.label_en as string } };
    if (row.color) item.color = row.color as string;
    if (!row.enabled || row.removed) item.disabled = true;
    bundle[row.dict_code as string]?.items.push(item);
  }
  return bundle;
}

/**
 * Copies the dictionaries of modules/dictionaries.json the database lacks (a new bundle file may
 * name a new dictionary); a dictionary the database has is the administrators' and stays as is.
 */
export async function seedDictionaries(db: PlatformDb, file: DictionaryBundle): Promise<void> {
  const known = new Set((await db.selectFrom('sys_dict_type').select('dict_code').execute()).map((row) => row.dict_code as string));
  const missing = Object.entries(file).filter(([code]) => !known.has(code));
  if (missing.length === 0) return;
  // Two statements whatever the number: a first start copies every dictionary.
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sys_dict_type')
      .values(missing.map(([code, def], index) => ({ dict_code: code, label_zh: def.label['zh-CN'], label_en: def.label['en-US'], seq: known.size + index })))
      .onConflict((c) => c.column('dict_code').doNothing())
      .execute();
    const items = missing.flatMap(([code, def]) => def.items.map((item, seq) => ({ dict_code: code, item_value: item.value, label_zh: item.label['zh-CN'], label_en: item.label['en-US'], seq, color: item.color ?? null })));
    if (items.length > 0) await trx.insertInto('sys_dict_item').values(items).onConflict((c) => c.columns(['dict_code', 'item_value']).doNothing()).execute();
  });
}

/**
 * After a dictionary write, inside its transaction: the dictionaries' counter and the modules
 * revision move, so every server reloads its registry (with the dictionaries) at its next request.
 */
export async function bumpDictionariesRevision(trx: PlatformDb): Promise<void> {
  await trx
    .insertInto('sys_config')
    .values({ config_key: DICTIONARIES_REVISION_KEY, config_value: '1' })
    .onConflict((c) => c.column('config_key').doUpdateSet({ config_value: sql`(cast(sys_config.config_value as integer) + 1)::text` }))
    .execute();
  await bumpModulesRevision(trx);
}

export async function readDictionariesRevision(db: PlatformDb): Promise<number> {
  const row = await db.selectFrom('sys_config').select('config_value').where('config_key', '=', DICTIONARIES_REVISION_KEY).executeTakeFirst();
  return revisionNumber(row?.config_value);
}

/**
 * Adds a new dictionary with its items (the module designer's inline dictionary); one the
 * database has already is the administrators' and is never overwritten from here.
 * @throws AppError E_VALIDATION designer.dict.exists when the code is taken.
 */
export async function insertDictionary(trx: PlatformDb, code: string, def: DictionaryBundle[string]): Promise<void> {
  const taken = await trx.selectFrom('sys_dict_type').select('dict_code').where('dict_code', '=', code).executeTakeFirst();
  if (taken) throw new AppError('E_VALIDATION', { code }, 'designer.dict.exists');
  const seq = Number((await trx.selectFrom('sys_dict_type').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst())?.n ?? 0);
  await trx.insertInto('sys_dict_type').values({ dict_code: code, label_zh: def.label['zh-CN'], label_en: def.label['en-US'], seq }).execute();
  const items = def.items.map((item, index) => ({ dict_code: code, item_value: item.value, label_zh: item.label['zh-CN'], label_en: item.label['en-US'], seq: index, color: item.color ?? null }));
  if (items.length > 0) await trx.insertInto('sys_dict_item').values(items).execute();
}
