/**
 * The rows of a form's inline child lists (bundle form.children[i].inline) between the find
 * answer, the grid and the save call: pure functions, so the editor hook stays small and the
 * rules are tested without a browser.
 */
import { childFieldPath, linkFieldNames, parseChildFieldPath, validateChildRows, type ChildListDef, type CompiledModule, type Locale } from '../../../../../runtime/index.ts';
import type { Translate } from '../../../../../runtime/errors.ts';
import { fieldValues, type FormValues } from '../../../../renderers/module-validator.ts';

/** One grid row: a client id that survives reordering (the stored key, or a new one), its values and reference labels. */
export interface InlineRow {
  rowId: string;
  /** The stored row's key; absent for a row not saved yet. */
  key?: string;
  values: FormValues;
  labels: Readonly<Record<string, string>>;
}

/** Rows by child moduleId, in list order: the form's `children` (what its computed fields over child rows read). */
export type InlineRows = Readonly<Record<string, readonly InlineRow[]>>;

/** Messages by place: `moduleId[index].field` for a cell, `moduleId` for the list (runtime/rules/child-rows.ts). */
export type InlineErrors = Readonly<Record<string, string>>;

let newRows = 0;

/** A row the user adds: the child's defaults, no key. */
export function newRow(values: FormValues = {}): InlineRow {
  newRows += 1;
  return { rowId: `new-${newRows}`, values, labels: {} };
}

/** The inline lists of a module. */
export function inlineLinks(module: CompiledModule): ChildListDef[] {
  return (module.bundle.form.children ?? []).filter((link) => link.inline === true);
}

/** find.ajax's `_children` to grid rows; lists it does not name start empty. */
export function rowsFromRecorder(module: CompiledModule, children: unknown): InlineRows {
  const answer = children && typeof children === 'object' ? (children as Record<string, unknown>) : {};
  const rows: Record<string, InlineRow[]> = {};
  for (const link of inlineLinks(module)) {
    const stored = Array.isArray(answer[link.module]) ? (answer[link.module] as FormValues[]) : [];
    rows[link.module] = stored.map((record, index) => {
      const { _labels, pkValue, ...values } = record;
      const key = typeof pkValue === 'string' && pkValue !== '' ? pkValue : undefined;
      return { rowId: key ?? `stored-${index}`, ...(key ? { key } : {}), values, labels: (_labels as Record<string, string> | undefined) ?? {} };
    });
  }
  return rows;
}

/** What a row carries to the server: the child's fields without the key and link fields (the server's), a stored row's key as pkValue. */
function rowPayload(link: ChildListDef, child: CompiledModule, row: InlineRow): FormValues {
  const values = fieldValues(child, row.values);
  for (const name of linkFieldNames(link, child)) delete values[name];
  delete values[child.primaryKey.name];
  return row.key ? { pkValue: row.key, ...values } : values;
}

/**
 * The save call's `_children` (JSON), for the lists whose child module is loaded; undefined
 * when the module has no inline lists, so a plain save sends nothing new.
 */
export function childrenPayload(module: CompiledModule, children: ReadonlyMap<string, CompiledModule>, rows: InlineRows): string | undefined {
  const payload: Record<string, FormValues[]> = {};
  for (const link of inlineLinks(module)) {
    const child = children.get(link.module);
    if (child) payload[link.module] = (rows[link.module] ?? []).map((row) => rowPayload(link, child, row));
  }
  return Object.keys(payload).length ? JSON.stringify(payload) : undefined;
}

/** The rows' field errors and count errors, by place, in the user's language: the same rules the server runs. */
export function checkInlineRows(module: CompiledModule, children: ReadonlyMap<string, CompiledModule>, rows: InlineRows, t: Translate, locale: Locale): InlineErrors {
  const errors: Record<string, string> = {};
  for (const link of inlineLinks(module)) {
    const child = children.get(link.module);
    if (!child) continue;
    const values = (rows[link.module] ?? []).map((row) => fieldValues(child, row.values));
    for (const error of validateChildRows(link, child, values, locale)) errors[error.field] ??= t(error.messageId, error.params);
  }
  return errors;
}

/** Splits a refused save's field messages into the parent's and the rows' (by their place). */
export function splitServerErrors<E extends { field: string; message: string }>(module: CompiledModule, errors: readonly E[]): { parent: E[]; rows: InlineErrors } {
  const lists = new Set(inlineLinks(module).map((link) => link.module));
  const parent: E[] = [];
  const rows: Record<string, string> = {};
  for (const error of errors) {
    const place = parseChildFieldPath(error.field);
    if (place ? lists.has(place.moduleId) : lists.has(error.field)) rows[error.field] ??= error.message;
    else parent.push(error);
  }
  return { parent, rows };
}

/** True when a list differs from its snapshot: other rows, another order or another value. */
export function rowsDiffer(children: ReadonlyMap<string, CompiledModule>, a: InlineRows, b: InlineRows): boolean {
  const lists = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const moduleId of lists) {
    const left = a[moduleId] ?? [];
    const right = b[moduleId] ?? [];
    if (left.length !== right.length) return true;
    const child = children.get(moduleId);
    const same = (x: InlineRow, y: InlineRow) => x.rowId === y.rowId && (x.values === y.values || (child !== undefined && JSON.stringify(fieldValues(child, x.values)) === JSON.stringify(fieldValues(child, y.values))));
    if (left.some((row, index) => !same(row, right[index] as InlineRow))) return true;
  }
  return false;
}

/** Moves a row by `offset` places (−1 up, +1 down); the list unchanged at either end. */
export function moveRow(rows: readonly InlineRow[], index: number, offset: number): readonly InlineRow[] {
  const target = index + offset;
  if (target < 0 || target >= rows.length) return rows;
  const next = [...rows];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as InlineRow);
  return next;
}

/** The error place of a cell: `moduleId[index].field`. */
export const cellPlace = childFieldPath;
