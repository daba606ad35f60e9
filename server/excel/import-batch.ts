import { coerceRecord, validateRecord, type CompiledField, type CompiledModule, type FieldError, type Translate, type UserFieldAccess } from '../../runtime/index.ts';
import { lifecycleSaveErrors } from '../../runtime/lifecycle/state-locks.ts';
import { enforceFieldPolicy, lockedFields } from '../modules/field-policy.ts';
import { RecordValidationError } from '../modules/record-validation-error.ts';
import { isMultiReference, linkedKeys } from '../modules/reference-links.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import type { RecordContext } from '../modules/record-context.ts';
import { defaultValues } from '../modules/record-write.ts';
import type { CellPrimitive } from './cell-value.ts';
import type { RefusedRow } from './error-workbook.ts';
import { createCellReader, LIST_SEPARATORS } from './import-values.ts';
import type { ImportWriter } from './import-writer.ts';
import { isReferenceField } from '../modules/reference-source.ts';
import { resolveReferences } from './reference-resolver.ts';
import { filterValueOf, referenceFilterScope } from '../modules/reference-filter.ts';
import { numberRecords } from '../modules/record-numbers.ts';
import { builtFieldStates, computedValues, recordForSave, storedContext, type BuiltContext } from '../modules/record-expressions.ts';
import { createImportUniqueGuard } from './import-unique.ts';
import type { StoredRecord } from './stored-records.ts';
import { guardMessage } from '../modules/record-guards.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** A data row as read: its sheet row number and its cells in template column order. */
export interface SheetRecord {
  number: number;
  original: CellPrimitive[];
}

export interface ImportRules {
  registry: ModuleRegistry;
  module: CompiledModule;
  /** The template's columns. */
  fields: readonly CompiledField[];
  flag: CompiledField;
  overwrite: boolean;
  /** Values every row gets (the parent link). */
  fixed: Record<string, unknown>;
  /** The importing user's field permissions. */
  fieldAccess: UserFieldAccess;
  ctx: RecordContext;
  t: Translate;
}

/** Outcome of one batch; the good rows are already written. */
export interface BatchOutcome {
  written: number;
  refused: RefusedRow[];
}

interface Candidate {
  row: SheetRecord;
  raw: Record<string, unknown>;
  values: Record<string, unknown>;
  /** Messages by field name. */
  problems: Map<string, string[]>;
}

function complain(candidate: Candidate, field: string, message: string): void {
  candidate.problems.set(field, [...(candidate.problems.get(field) ?? []), message]);
}

const present = (value: unknown) => value !== null && value !== undefined;

function withoutEmpty(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => present(value)));
}

/**
 * Checks and writes batches of rows by the module's own rules, the ones a form save runs
 * (coerceRecord, the expressions' defaults and computed values, validateRecord), after turning
 * labels into values and names of referenced records into their keys. A flag value seen earlier in the file, or already stored when
 * overwrite is off, refuses the row. Empty cells of new rows take the field defaults; with
 * overwrite on, a stored record gets every column of its row.
 */
export function createBatchImporter(db: PlatformDb, writer: ImportWriter, rules: ImportRules): (rows: readonly SheetRecord[]) => Promise<BatchOutcome> {
  const { registry, module, fields, flag, overwrite, fixed, fieldAccess, ctx, t } = rules;
  const readCell = createCellReader(module);
  // The defaults record-write applies to a new record, minus those that coerce to empty.
  const defaults = withoutEmpty(defaultValues(module));
  // What a locked field of a new row may hold, as on a form's add: its default or the parent link.
  const baseline = { ...defaultValues(module), ...fixed };
  const seen = new Map<string, number>();
  const columnOf = new Map(fields.map((field, index) => [field.name, index]));
  const label = (field: CompiledField) => field.def.label[ctx.locale];

  /** A cell's names or keys: one, or for a multi-reference each item of its list. */
  const itemsOf = (field: CompiledField, text: unknown): string[] =>
    typeof text !== 'string' || text === '' ? [] : isMultiReference(field) ? linkedKeys(text.replace(LIST_SEPARATORS, ',')) : [text];

  async function resolveGroup(field: CompiledField, candidates: Candidate[], filterValue: string): Promise<void> {
    const texts = [...new Set(candidates.flatMap((candidate) => itemsOf(field, candidate.raw[field.name])))];
    const resolved = await resolveReferences(db, registry, field, texts, ctx, referenceFilterScope(registry, field, filterValue));
    for (const candidate of candidates) {
      const items = itemsOf(field, candidate.raw[field.name]);
      if (items.length === 0) continue;
      const keys: string[] = [];
      for (const item of items) {
        const resolution = resolved.get(item);
        if (resolution && 'key' in resolution) keys.push(resolution.key);
        else if (resolution) complain(candidate, field.name, t(resolution.messageId, { label: label(field), value: item }));
      }
      if (keys.length === items.length) candidate.raw[field.name] = [...new Set(keys)].join(',');
      else delete candidate.raw[field.name];
    }
  }

  /**
   * What a save would refuse of the row's own cells (docs/bundle-format.md, Import): a field
   * hidden or read-only for the user, or locked by the record's state, may hold only the value
   * stored (or, for a new record, its default); an empty cell of such a field is left out, so it
   * neither clears a stored value nor blocks the row; so may a field whose readOnlyWhen holds for
   * the stored record (`built`: its expression context). The state field is never a column.
   */
  function policyErrors(candidate: Candidate, stored: Readonly<Record<string, unknown>> | undefined, built: BuiltContext | undefined): FieldError[] {
    const fieldStates = builtFieldStates(module, built);
    const policy = { ...ctx, fieldAccess, ...(fieldStates ? { fieldStates } : {}) };
    for (const name of lockedFields(module, stored, policy).keys()) if (columnOf.has(name) && !present(candidate.values[name])) delete candidate.values[name];
    const cells = Object.fromEntries(fields.filter((field) => field.name in candidate.values).map((field) => [field.name, candidate.values[field.name]]));
    try {
      enforceFieldPolicy(module, cells, stored, baseline, {}, policy);
    } catch (error) {
      if (!(error instanceof RecordValidationError)) throw error;
      return error.errors;
    }
    return lifecycleSaveErrors(module, cells, stored, ctx.locale);
  }

  /** References by name or key; a filtered one after the others, per value of its (resolved) filter field. */
  async function resolve(candidates: Candidate[]): Promise<void> {
    const references = fields.filter(isReferenceField);
    for (const field of [...references.filter((f) => !f.def.reference?.filterBy), ...references.filter((f) => f.def.reference?.filterBy)]) {
      const filterBy = field.def.reference?.filterBy;
      if (!filterBy) {
        await resolveGroup(field, candidates, '');
        continue;
      }
      const groups = new Map<string, Candidate[]>();
      for (const candidate of candidates) {
        const value = filterValueOf(filterBy, candidate.raw);
        const group = groups.get(value);
        if (group) group.push(candidate);
        else groups.set(value, [candidate]);
      }
      for (const [filterValue, group] of groups) await resolveGroup(field, group, filterValue);
    }
  }

  function markDuplicates(candidates: Candidate[]): void {
    for (const candidate of candidates) {
      const value = candidate.values[flag.name];
      if (!present(value)) continue;
      const first = seen.get(String(value));
      if (first === undefined) seen.set(String(value), candidate.row.number);
      else complain(candidate, flag.name, t('files.duplicateInFile', { label: label(flag), value: String(value), row: first }));
    }
  }

  const uniqueGuard = createImportUniqueGuard(db, module, ctx, t);

  /**
   * New rows get their numbers (docs/bundle-format.md, Numbering), then every row is checked
   * against the unique keys, numbers included.
   */
  async function checkKeys(clean: { candidate: Candidate; found?: StoredRecord; record: Record<string, unknown> }[]): Promise<void> {
    const fresh = clean.filter((entry) => !entry.found);
    const numbered = await numberRecords(db, module, fresh.map((entry) => entry.record), ctx.orgNo, new Date());
    fresh.forEach((entry, index) => {
      entry.record = numbered[index] ?? entry.record;
    });
    const clashes = await uniqueGuard(clean.map(({ candidate, found, record }) => ({ record, storedKey: found?.key, row: candidate.row.number })));
    for (const clash of clashes) {
      const entry = clean[clash.index];
      if (entry) complain(entry.candidate, clash.field, clash.message);
    }
  }

  function refusal(candidate: Candidate): RefusedRow {
    const reasons = new Map<number, string>();
    for (const [field, messages] of candidate.problems) {
      // A rule on a field the template leaves out (a required one, the parent link) is noted on the first cell.
      const column = columnOf.get(field) ?? 0;
      reasons.set(column, [reasons.get(column), ...messages].filter(Boolean).join('\n'));
    }
    return { original: candidate.row.original, reasons };
  }

  return async (rows) => {
    const candidates: Candidate[] = rows.map((row) => ({
      row,
      raw: Object.fromEntries(fields.map((field, index) => [field.name, readCell(field, row.original[index] ?? null)])),
      values: {},
      problems: new Map(),
    }));
    await resolve(candidates);
    for (const candidate of candidates) {
      const { values, errors } = coerceRecord(module, candidate.raw, { locale: ctx.locale });
      candidate.values = { ...values, ...fixed };
      for (const error of errors) complain(candidate, error.field, t(error.messageId, error.params));
    }
    markDuplicates(candidates);
    const flagValues = [...new Set(candidates.map((candidate) => candidate.values[flag.name]).filter(present))];
    const stored = await writer.existing(flagValues);

    const planned = [];
    for (const candidate of candidates) {
      const flagValue = candidate.values[flag.name];
      const found = present(flagValue) ? stored.get(String(flagValue)) : undefined;
      if (found && !overwrite) complain(candidate, flag.name, t('files.rowExists', { label: label(flag), value: String(flagValue) }));
      const built = found && (await storedContext(db, registry, module, found.values, found.key, ctx));
      for (const error of policyErrors(candidate, found?.values, built)) complain(candidate, error.field, t(error.messageId, error.params));
      // As a form save: dynamic defaults on new rows, computed fields from the row's values, whatever the file says.
      const sent = found ? { ...found.values, ...candidate.values } : { ...defaults, ...withoutEmpty(candidate.values) };
      const { record, context, cleared } = await recordForSave(db, registry, module, sent, found?.key, ctx, undefined, built);
      planned.push({ candidate, found, record, built, cleared });
      for (const error of validateRecord(module, record, ctx.locale, context)) {
        if (!candidate.problems.has(error.field)) complain(candidate, error.field, t(error.messageId, error.params));
      }
    }
    // A stored record a guard keeps from edits is not overwritten (docs/bundle-format.md 'Record guards').
    for (const { candidate, found, built } of planned) {
      const guarded = found && (await guardMessage(db, registry, module, { operation: 'edit', key: found.key, stored: found.values }, ctx, built));
      if (guarded) complain(candidate, flag.name, t(guarded));
    }
    await checkKeys(planned.filter(({ candidate }) => candidate.problems.size === 0));

    const inserts: Record<string, unknown>[] = [];
    const updates: [string, Record<string, unknown>][] = [];
    const refused: RefusedRow[] = [];
    for (const { candidate, found, record, cleared } of planned) {
      if (candidate.problems.size > 0) refused.push(refusal(candidate));
      else if (found) updates.push([found.key, { ...candidate.values, ...computedValues(module, record, cleared) }]);
      else inserts.push(record);
    }
    await writer.insert(inserts);
    for (const [key, values] of updates) await writer.update(key, values);
    return { written: inserts.length + updates.length, refused };
  };
}
