import { sql } from 'kysely';
import { numberingCounterKey, numberingFields, numberingPeriod, numberingSeqRegex, type CompiledField, type CompiledModule, type NumberingRule, type NumberingValues } from '../../runtime/index.ts';
import { SYSTEM_COLUMN } from './system-columns.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/**
 * Whose counter: the organisation's on org-scoped modules, one for all otherwise; followed by
 * `|` and the texts of the rule's field tokens when it has them (numberingCounterKey).
 */
export function numberingScope(module: CompiledModule, rule: NumberingRule, counter: CounterScope): string {
  const owner = module.bundle.entity.orgScoped ? counter.orgNo : '';
  const texts = numberingCounterKey(rule, counter.values);
  return numberingFields(rule).length === 0 ? owner : `${owner}|${texts}`;
}

/** The counter a number is taken from: the organisation saving, and the record values its field tokens read. */
export interface CounterScope {
  orgNo: string;
  values: NumberingValues;
}

/**
 * The highest sequence already stored in this period's numbers (seeded rows, numbers typed into
 * an editable field, rows of a release before the rule): a new counter starts after it, so it
 * never hands out a number the table holds. Read once per counter, when its row is made.
 */
async function storedHighest(db: PlatformDb, module: CompiledModule, field: CompiledField, rule: NumberingRule, counter: CounterScope, now: Date): Promise<number> {
  // At most 15 digits: bigint holds them, and a longer run is not one of this rule's numbers.
  const regex = numberingSeqRegex(rule, now, counter.values).replace('([0-9]+)', '([0-9]{1,15})');
  const column = sql.ref(`t.${field.column}`);
  const scope = module.bundle.entity.orgScoped ? sql` and ${sql.ref(`t.${SYSTEM_COLUMN.orgNo}`)} = ${counter.orgNo}` : sql``;
  const { rows } = await sql<{ highest: string | number | null }>`
    select max(substring(${column} from ${regex})::bigint) as highest
    from ${sql.table(module.table)} as t where ${column} ~ ${regex}${scope}`.execute(db);
  return Number(rows[0]?.highest ?? 0);
}

/**
 * Takes `count` consecutive sequence values of the field's counter for the period `now` falls
 * in and answers the first. Each statement is atomic on its own: the update holds the counter's
 * row only until it commits (immediately, outside a transaction), and servers that create a
 * counter at the same moment meet on its primary key, where `on conflict` adds instead. Values
 * taken by a save that then fails are not given back: gaps, never duplicates.
 */
export async function takeSequence(
  db: PlatformDb,
  module: CompiledModule,
  field: CompiledField,
  rule: NumberingRule,
  counter: CounterScope,
  now: Date,
  count = 1,
): Promise<number> {
  const key = { module_id: module.moduleId, field: field.name, scope_key: numberingScope(module, rule, counter), period: numberingPeriod(rule, now) };
  const updated = await db
    .updateTable('sys_numbering')
    .set({ last_value: sql`last_value + ${count}` })
    .where('module_id', '=', key.module_id)
    .where('field', '=', key.field)
    .where('scope_key', '=', key.scope_key)
    .where('period', '=', key.period)
    .returning('last_value')
    .executeTakeFirst();
  if (updated) return Number(updated.last_value) - count + 1;
  const start = (await storedHighest(db, module, field, rule, counter, now)) + count;
  const inserted = await db
    .insertInto('sys_numbering')
    .values({ ...key, last_value: start })
    .onConflict((conflict) => conflict.columns(['module_id', 'field', 'scope_key', 'period']).doUpdateSet({ last_value: sql`sys_numbering.last_value + ${count}` }))
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return Number(inserted.last_value) - count + 1;
}
