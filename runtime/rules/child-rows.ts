/**
 * The rules of an inline child list's rows (bundle form.children[i] with `inline: true`), run
 * by the browser before it sends the parent and by the server before it writes anything: the
 * row count within minRows..maxRows, and each row by its child module's own field rules.
 * A row error names its place as `moduleId[index].field` (index: the row's position in the
 * list as sent, from 0), a count error names the list as `moduleId`.
 */
import type { CompiledModule, FieldError } from '../bundle/compiled-types.ts';
import { DEFAULT_LOCALE, type ChildListDef, type Locale } from '../bundle/types.ts';
import { validateRecord } from './validate-record.ts';

/** Message ids of the row count (locales/*\/inline-grid.json). */
export const MIN_ROWS_MESSAGE = 'rule.rows.min';
export const MAX_ROWS_MESSAGE = 'rule.rows.max';

/** Spec 01 §3: the child fields that link a row to its parent default to parentId and parentName. */
export function linkFieldNames(link: ChildListDef, child: CompiledModule): string[] {
  const names = [link.parentId ?? 'parentId', link.parentName ?? 'parentName'];
  return names.filter((name) => child.fields.has(name));
}

/** @example childFieldPath('e2eSafetyMeasure', 2, 'executor') // 'e2eSafetyMeasure[2].executor' */
export function childFieldPath(moduleId: string, index: number, field: string): string {
  return `${moduleId}[${index}].${field}`;
}

/** The parts of a childFieldPath; undefined for a plain field name. */
export function parseChildFieldPath(path: string): { moduleId: string; index: number; field: string } | undefined {
  const match = /^([A-Za-z][A-Za-z0-9_]*)\[(\d+)\]\.([A-Za-z][A-Za-z0-9_]*)$/.exec(path);
  return match ? { moduleId: match[1] as string, index: Number(match[2]), field: match[3] as string } : undefined;
}

/** The list's title in the user's language: its own, else the child module's. */
export function childListLabel(link: ChildListDef, child: CompiledModule, locale: Locale): string {
  return link.title?.[locale] ?? child.bundle.title[locale];
}

/** Fewer rows than minRows or more than maxRows: one error on the list. */
export function rowCountErrors(link: ChildListDef, child: CompiledModule, count: number, locale: Locale = DEFAULT_LOCALE): FieldError[] {
  const label = childListLabel(link, child, locale);
  if (link.minRows !== undefined && count < link.minRows) return [{ field: child.moduleId, messageId: MIN_ROWS_MESSAGE, params: { label, limit: link.minRows } }];
  if (link.maxRows !== undefined && count > link.maxRows) return [{ field: child.moduleId, messageId: MAX_ROWS_MESSAGE, params: { label, limit: link.maxRows } }];
  return [];
}

/**
 * Each row's field errors at its place. The link fields are left out: the parent's key and
 * name are filled by the server when it writes the rows (a new parent has no key yet).
 * @param rows whole rows (every field, empty ones null), in list order.
 */
export function childRowErrors(link: ChildListDef, child: CompiledModule, rows: readonly Record<string, unknown>[], locale: Locale = DEFAULT_LOCALE): FieldError[] {
  const linkFields = linkFieldNames(link, child);
  return rows.flatMap((row, index) =>
    validateRecord(child, row, locale)
      .filter((error) => !linkFields.includes(error.field))
      .map((error) => ({ ...error, field: childFieldPath(child.moduleId, index, error.field) })),
  );
}

/** Count and row errors of one inline list. */
export function validateChildRows(link: ChildListDef, child: CompiledModule, rows: readonly Record<string, unknown>[], locale: Locale = DEFAULT_LOCALE): FieldError[] {
  return [...rowCountErrors(link, child, rows.length, locale), ...childRowErrors(link, child, rows, locale)];
}
