import { AppError } from '../../runtime/index.ts';
import { damaged, inspectZip } from '../files/zip-inspect.ts';
import { MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS, WORKBOOK_ZIP_LIMITS } from './import-limits.ts';

const CONTENT_TYPES = '[Content_Types].xml';
const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;
/** The dimension element sits near the top of a sheet, before any row. */
const SHEET_HEAD_BYTES = 4096;
const CONTENT_TYPES_BYTES = 1024 * 1024;

/** The content type of an ordinary workbook part; xlsm, xltx and xlsb parts have others. */
const WORKBOOK_TYPE = /ContentType=["']application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet\.main\+xml["']/;
/** VBA projects, Excel 4 macro sheets and ActiveX controls: code that would run in Excel. */
const ACTIVE_PART = /vbaproject|macrosheet|activex|macroenabled/i;

export const notTemplate = () => new AppError('E_BAD_REQUEST', {}, 'files.notTemplate');
export const tooBig = () => new AppError('E_BAD_REQUEST', { rows: MAX_IMPORT_ROWS, columns: MAX_IMPORT_COLUMNS }, 'files.tooBig');

/** Column number of A1-style letters. */
function columnNumber(letters: string): number {
  return [...letters].reduce((sum, ch) => sum * 26 + (ch.charCodeAt(0) - 64), 0);
}

/** Rows and columns a sheet declares in `<dimension ref="A1:T2001"/>`, when it declares them. */
export function declaredSize(sheetHead: string): { rows: number; columns: number } | undefined {
  const match = /<(?:\w+:)?dimension\s+ref="[A-Z]*\d*:?([A-Z]+)(\d+)"/.exec(sheetHead);
  return match ? { columns: columnNumber(match[1] as string), rows: Number(match[2]) } : undefined;
}

/**
 * Checks an uploaded xlsx before exceljs reads it: a sound zip within the limits
 * (files/zip-inspect.ts), an ordinary workbook (not macro-enabled, no code parts) and no sheet
 * declaring more than MAX_IMPORT_ROWS data rows or MAX_IMPORT_COLUMNS columns.
 * @throws AppError files.damaged, files.zipBomb, files.macro, files.notExcel, files.tooBig
 */
export async function inspectXlsx(path: string): Promise<void> {
  const { entries, heads } = await inspectZip(path, WORKBOOK_ZIP_LIMITS, (name) =>
    name === CONTENT_TYPES ? CONTENT_TYPES_BYTES : WORKSHEET.test(name) ? SHEET_HEAD_BYTES : 0,
  );
  const contentTypes = heads.get(CONTENT_TYPES)?.toString('utf8');
  if (contentTypes === undefined) throw damaged();
  if (ACTIVE_PART.test(contentTypes) || entries.some((entry) => ACTIVE_PART.test(entry.name))) {
    throw new AppError('E_BAD_REQUEST', {}, 'files.macro');
  }
  if (!WORKBOOK_TYPE.test(contentTypes)) throw new AppError('E_BAD_REQUEST', {}, 'files.notExcel');
  for (const [name, head] of heads) {
    if (!WORKSHEET.test(name)) continue;
    const size = declaredSize(head.toString('utf8'));
    if (size && (size.rows > MAX_IMPORT_ROWS + 1 || size.columns > MAX_IMPORT_COLUMNS)) throw tooBig();
  }
}
