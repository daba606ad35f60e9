import { formatNumber, numberingCounterKey, numberingRule, type CompiledField, type CompiledModule } from '../../runtime/index.ts';
import { takeSequence } from './numbering-counter.ts';
import type { PlatformDb } from '../db/tables/index.ts';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Whether a new record's numbered field takes a number from its counter: when its value is
 * empty, and always when the field is read-only (the client's value is ignored: nobody may
 * choose the number). An editable numbered field keeps a number typed in.
 */
function takesNumber(field: CompiledField, value: unknown): boolean {
  return isEmpty(value) || field.def.readOnly === true;
}

/** The records in groups of one key each, in order of first appearance; each group keeps the records' order. */
function byCounter<T>(records: readonly T[], key: (record: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const record of records) {
    const name = key(record);
    groups.set(name, [...(groups.get(name) ?? []), record]);
  }
  return [...groups.values()];
}

/**
 * New records with their numbered fields filled (docs/bundle-format.md, Numbering): the values
 * of each field's counter for `now`'s period, in the records' order, taken in one statement
 * per field and counter (a rule with {field:name} tokens counts per text they write: first-kind
 * tickets apart from second-kind ones). Existing records are never numbered: only adds and
 * imported new rows come here.
 */
export async function numberRecords(
  db: PlatformDb,
  module: CompiledModule,
  records: readonly Record<string, unknown>[],
  orgNo: string,
  now: Date,
): Promise<Record<string, unknown>[]> {
  const numbered = records.map((record) => ({ ...record }));
  for (const field of module.fields.values()) {
    if (!field.def.numbering) continue;
    const waiting = numbered.filter((record) => takesNumber(field, record[field.name]));
    if (waiting.length === 0) continue;
    const rule = numberingRule(field.def.numbering);
    for (const records of byCounter(waiting, (record) => numberingCounterKey(rule, record))) {
      const first = await takeSequence(db, module, field, rule, { orgNo, values: records[0] ?? {} }, now, records.length);
      records.forEach((record, index) => {
        record[field.name] = formatNumber(rule, now, first + index, record);
      });
    }
  }
  return numbered;
}
