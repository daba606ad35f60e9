import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The hidden proof that a workbook is a template this system generated: a veryHidden sheet
 * (users cannot unhide it from Excel's menu) holding the module, the field of each column and
 * an HMAC over both keyed by the server secret. A hand-made or edited mark fails the HMAC.
 */
export const MARK_SHEET = '_template';
/** veryHidden sheet with the drop-down lists of dictionary columns. */
export const LISTS_SHEET = '_lists';

const KIND = 'energy-ops-import-template';
const VERSION = 1;

export interface TemplateMark {
  moduleId: string;
  /** Field names, one per template column, in column order. */
  fields: string[];
}

function signature(secret: Buffer, mark: TemplateMark): string {
  return createHmac('sha256', secret).update(`${KIND}\n${VERSION}\n${mark.moduleId}\n${mark.fields.join(',')}`).digest('hex');
}

/** The rows of the mark sheet. */
export function markRows(secret: Buffer, mark: TemplateMark): string[][] {
  return [[KIND, String(VERSION)], ['module', mark.moduleId], ['fields', ...mark.fields], ['signature', signature(secret, mark)]];
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The mark read back from the sheet's rows, or undefined when it is absent, malformed or forged. */
export function readMark(secret: Buffer, rows: readonly (readonly unknown[])[]): TemplateMark | undefined {
  const [kind, module, fields, signed] = rows;
  if (text(kind?.[0]) !== KIND || text(kind?.[1]) !== String(VERSION)) return undefined;
  if (text(module?.[0]) !== 'module' || text(fields?.[0]) !== 'fields' || text(signed?.[0]) !== 'signature') return undefined;
  const mark: TemplateMark = { moduleId: text(module?.[1]), fields: (fields ?? []).slice(1).map(text) };
  if (!mark.moduleId || mark.fields.length === 0 || mark.fields.some((field) => !field)) return undefined;
  const expected = Buffer.from(signature(secret, mark), 'hex');
  const given = Buffer.from(text(signed?.[1]), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? mark : undefined;
}
