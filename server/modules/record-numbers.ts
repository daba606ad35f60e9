import { formatNumber, numberingRule, type CompiledField, type CompiledModule } from '../../runtime/index.ts';
import { numberingScope, takeSequence } from './numbering-counter.ts';
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

/**
 * New records with their numbered fields filled (docs/bundle-format.md, Numbering): the values
 * of each field's counter for `now`'s period, in the records' order, taken in one statement
 * per field. Existing records are never numbered: only adds and imported new rows come here.
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
    const first = await takeSequence(db, module, field, rule, numberingScope(module, orgNo), now, waiting.length);
    waiting.forEach((record, index) => {
      record[field.name] = formatNumber(rule, now, first + index);
    });
  }
  return numbered;
}
