import { AppError, type CompiledField, type CompiledModule } from '../../runtime/index.ts';
import { CATALOGS } from '../../locales/catalogs.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import { cellPrimitive } from './cell-value.ts';
import { isImportable } from './import-fields.ts';
import { MAX_MARK_SHEET_BYTES } from './import-limits.ts';
import { notTemplate } from './xlsx-inspect.ts';
import { LISTS_SHEET, MARK_SHEET, readMark, type TemplateMark } from './template-mark.ts';
import { openWorkbook, type WorkbookSheet } from './workbook-sheets.ts';

/** A genuine mark has four rows; a larger sheet of that name is not one. */
const MARK_ROWS = 4;

/** The data sheet's name in every language a template is written in. */
const DATA_SHEET_NAMES: ReadonlySet<string> = new Set(Object.values(CATALOGS).map((catalog) => catalog['files.templateSheet'] as string));

/**
 * The sheet holding a template's rows: the one named as templates name it (whichever sheets a
 * user added before it), else the first visible sheet besides the template's own.
 */
export function templateDataSheet(sheets: readonly WorkbookSheet[]): WorkbookSheet | undefined {
  return (
    sheets.find((sheet) => DATA_SHEET_NAMES.has(sheet.name)) ??
    sheets.find((sheet) => sheet.state === 'visible' && sheet.name !== MARK_SHEET && sheet.name !== LISTS_SHEET)
  );
}

const sharedIndex = (value: unknown): number | undefined =>
  typeof value === 'object' && value !== null && 'sharedString' in value ? Number((value as { sharedString: unknown }).sharedString) : undefined;

/**
 * The verified mark of a workbook that passed inspectXlsx. Only the mark sheet is read, and of
 * the shared strings only as many as its cells refer to, so a file that is no template costs
 * little to refuse. The sheet must not be visible: Excel and openpyxl keep it veryHidden,
 * LibreOffice saves it as hidden; the HMAC is what proves it.
 * @throws AppError files.notTemplate when the mark sheet is missing, visible, or its HMAC fails.
 */
export async function readTemplateMark(path: string, secret: Buffer): Promise<TemplateMark> {
  const workbook = await openWorkbook(path);
  try {
    const sheet = workbook.sheets.find((candidate) => candidate.name === MARK_SHEET && candidate.state !== 'visible');
    if (!sheet) throw notTemplate();
    const rows: unknown[][] = [];
    for await (const row of workbook.rawRows(sheet, MAX_MARK_SHEET_BYTES)) {
      rows.push(row.values.slice(1));
      if (rows.length > MARK_ROWS) throw notTemplate();
    }
    const indices = rows.flat().map(sharedIndex).filter((index): index is number => index !== undefined);
    const strings = indices.length > 0 ? await workbook.readSharedStrings(Math.max(...indices) + 1) : [];
    const cells = rows.map((values) =>
      Array.from(values, (value) => {
        const index = sharedIndex(value);
        return cellPrimitive(index === undefined ? value : strings[index]);
      }),
    );
    const mark = cells.length === MARK_ROWS ? readMark(secret, cells) : undefined;
    if (!mark) throw notTemplate();
    return mark;
  } finally {
    await workbook.close();
  }
}

/**
 * The module and fields a mark names, as the bundle stands now.
 * @throws AppError files.notTemplate (module gone), files.outdatedTemplate (a column's field is no longer importable).
 */
export function markedModule(registry: ModuleRegistry, mark: TemplateMark): { module: CompiledModule; fields: CompiledField[] } {
  const module = registry.byModuleId(mark.moduleId);
  if (!module) throw notTemplate();
  const fields = mark.fields.map((name) => module.fields.get(name));
  if (fields.some((field) => !field || !isImportable(module, field))) throw new AppError('E_BAD_REQUEST', {}, 'files.outdatedTemplate');
  return { module, fields: fields as CompiledField[] };
}
