import { AppError, type CompiledField, type CompiledModule } from '../../runtime/index.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import { isImportable } from './import-fields.ts';
import type { CellPrimitive } from './cell-value.ts';
import { notTemplate } from './xlsx-inspect.ts';
import { MARK_SHEET, readMark, type TemplateMark } from './template-mark.ts';
import { workbookSheets } from './workbook-sheets.ts';

/** A genuine mark has four rows; a larger sheet of that name is not one. */
const MARK_ROWS = 4;

/**
 * The verified mark of a workbook that passed inspectXlsx.
 * @throws AppError files.notTemplate when the mark sheet is missing, visible, or its HMAC fails.
 */
export async function readTemplateMark(path: string, secret: Buffer): Promise<TemplateMark> {
  let rows: CellPrimitive[][] | undefined;
  for await (const sheet of workbookSheets(path)) {
    if (sheet.name !== MARK_SHEET || sheet.state !== 'veryHidden' || rows) continue;
    rows = [];
    for await (const row of sheet.rows()) if (rows.length <= MARK_ROWS) rows.push(row.cells);
  }
  const mark = rows && rows.length === MARK_ROWS ? readMark(secret, rows) : undefined;
  if (!mark) throw notTemplate();
  return mark;
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
