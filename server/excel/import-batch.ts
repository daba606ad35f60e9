import type { Kysely } from 'kysely';
import { coerceRecord, validateRecord, type CompiledField, type CompiledModule, type Translate } from '../../runtime/index.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import type { RecordContext } from '../modules/record-context.ts';
import { defaultValues } from '../modules/record-write.ts';
import type { CellPrimitive } from './cell-value.ts';
import type { RefusedRow } from './error-workbook.ts';
import { createCellReader } from './import-values.ts';
import type { ImportWriter } from './import-writer.ts';
import { isReferenceField } from '../modules/reference-source.ts';
import { resolveReferences } from './reference-resolver.ts';
import { filterValueOf, referenceFilterScope } from '../modules/reference-filter.ts';
import { numberRecords } from '../modules/record-numbers.ts';
import { createImportUniqueGuard } from './import-unique.ts';
import type { StoredRecord } from './stored-records.ts';
import { guardMessage } from '../modules/record-guards.ts';

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
 * (coerceRecord and validateRecord), after turning labels into values and names of referenced
 * records into their keys. A flag value seen earlier in the file, or already stored when
 * overwrite is off, refuses the row. Empty cells of new rows take the field defaults; with
 * overwrite on, a stored record gets every column of its row.
 */
export function createBatchImporter(db: Kysely<any>, writer: ImportWriter, rules: ImportRules): (rows: readonly SheetRecord[]) => Promise<BatchOutcome> {
  const { registry, module, fields, flag, overwrite, fixed, ctx, t } = rules;
  const readCell = createCellReader(module);
  // The defaults record-write applies to a new record, minus those that coerce to empty.
  const defaults = withoutEmpty(defaultValues(module));
  const seen = new Map<string, number>();
  const columnOf = new Map(fields.map((field, index) => [field.name, index]));
  const label = (field: CompiledField) => field.def.label[ctx.locale];

  async function resolveGroup(field: CompiledField, candidates: Candidate[], filterValue: string): Promise<void> {
    const texts = [...new Set(candidates.map((candidate) => candidate.raw[field.name]).filter((text): text is string => typeof text === 'string' && text !== ''))];
    const resolved = await resolveReferences(db, registry, field, texts, ctx, referenceFilterScope(registry, field, filterValue));
    for (const candidate of candidates) {
      const text = candidate.raw[field.name];
      const resolution = typeof text === 'string' ? resolved.get(text) : undefined;
      if (!resolution) continue;
      if ('key' in resolution) candidate.raw[field.name] = resolution.key;
      else {
        complain(candidate, field.name, t(resolution.messageId, { label: label(field), value: text as string }));
        delete candidate.raw[field.name];
      }
    }
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

    const planned = candidates.map((candidate) => {
      const flagValue = candidate.values[flag.name];
      const found = present(flagValue) ? stored.get(String(flagValue)) : undefined;
      if (found && !overwrite) complain(candidate, flag.name, t('files.rowExists', { label: label(flag), value: String(flagValue) }));
      const record = found ? { ...found.values, ...candidate.values } : { ...defaults, ...withoutEmpty(candidate.values) };
      for (const error of validateRecord(module, record, ctx.locale)) {
        if (!candidate.problems.has(error.field)) complain(candidate, error.field, t(error.messageId, error.params));
      }
      return { candidate, found, record };
    });
    // A stored record a guard keeps from edits is not overwritten (docs/bundle-format.md 'Record guards').
    for (const { candidate, found } of planned) {
      const guarded = found && (await guardMessage(db, registry, module, { operation: 'edit', key: found.key, stored: found.values }, ctx));
      if (guarded) complain(candidate, flag.name, t(guarded));
    }
    await checkKeys(planned.filter(({ candidate }) => candidate.problems.size === 0));

    const inserts: Record<string, unknown>[] = [];
    const updates: [string, Record<string, unknown>][] = [];
    const refused: RefusedRow[] = [];
    for (const { candidate, found, record } of planned) {
      if (candidate.problems.size > 0) refused.push(refusal(candidate));
      else if (found) updates.push([found.key, candidate.values]);
      else inserts.push(record);
    }
    await writer.insert(inserts);
    for (const [key, values] of updates) await writer.update(key, values);
    return { written: inserts.length + updates.length, refused };
  };
}
