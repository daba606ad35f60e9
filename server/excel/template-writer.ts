import { PassThrough, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import type { CompiledField, CompiledModule, Locale, Translate } from '../../runtime/index.ts';
import { booleanLabel } from './boolean-labels.ts';
import type { CellPrimitive } from './cell-value.ts';
import { columnWidth, numberFormat } from './column-format.ts';
import { LISTS_SHEET, MARK_SHEET, markRows } from './template-mark.ts';
import { sheetDrained } from './sheet-backpressure.ts';

export interface TemplateSpec {
  module: CompiledModule;
  /** The template's columns, in order. */
  fields: readonly CompiledField[];
  locale: Locale;
  secret: Buffer;
  t: Translate;
}

/** A template being written: the import template itself, or an error workbook (rows with notes). */
export interface TemplateWriter {
  /** One data row in column order; notes by 0-based column mark the cells that were refused. */
  addRow(values: readonly CellPrimitive[], notes?: ReadonlyMap<number, string>): void;
  /** Resolves once the rows added so far have been taken by the compressor (see sheet-backpressure.ts). */
  drained(): Promise<void>;
  finish(): Promise<void>;
}

/**
 * Rows the drop-down lists cover. Excel keeps a range as one rule, but other readers (exceljs
 * among them) expand it cell by cell; rows beyond are still checked by the import itself.
 */
const LIST_ROWS = 10_000;
const RED = 'FFFF0000';
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };
const ERROR_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFE0E0' } };

/** A1-style column letters of a 1-based column number. */
export function columnLetter(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/** Drop-down choices of a column: dictionary labels, or the two boolean words. */
function choices(module: CompiledModule, field: CompiledField, locale: Locale): string[] | undefined {
  if (field.type === 'boolean') return [booleanLabel(true, locale), booleanLabel(false, locale)];
  // A checkbox cell holds several labels, which a one-value list would refuse.
  if (field.type === 'checkbox' || !field.def.dict) return undefined;
  return module.dictionaries[field.def.dict]?.items.map((item) => item.label[locale]);
}

/** Range validations exist at run time on streamed sheets; exceljs's typings only know per-cell ones. */
function rangeValidations(sheet: ExcelJS.Worksheet): { add(range: string, validation: ExcelJS.DataValidation): void } {
  return (sheet as unknown as { dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void } }).dataValidations;
}

function headerCell(field: CompiledField, locale: Locale): ExcelJS.CellRichTextValue {
  const label = { text: field.def.label[locale], font: { bold: true } };
  return { richText: field.def.required ? [{ text: '*', font: { bold: true, color: { argb: RED } } }, label] : [label] };
}

/**
 * Streams a template workbook: the data sheet (labels in the user's language, required columns
 * marked with a red '*', widths, formats, drop-down lists), then the veryHidden lists and mark
 * sheets. Rows go to disk as they are added, so an error workbook of any length costs little memory.
 */
export function createTemplateWriter(stream: Writable, spec: TemplateSpec): TemplateWriter {
  const { module, fields, locale, secret, t } = spec;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = t('files.creator');
  const sheet = workbook.addWorksheet(t('files.templateSheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = fields.map((field) => {
    const listWidth = module.columns.find((column) => column.field === field.name)?.width;
    const numFmt = numberFormat(field);
    return { key: field.name, width: columnWidth(field.def.label[locale], listWidth), style: numFmt ? { numFmt } : {} };
  });
  const header = sheet.getRow(1);
  fields.forEach((field, index) => {
    const cell = header.getCell(index + 1);
    cell.value = headerCell(field, locale);
    cell.fill = HEADER_FILL;
    cell.numFmt = '@';
  });
  header.commit();

  const lists: string[][] = [];
  fields.forEach((field, index) => {
    const items = choices(module, field, locale);
    if (!items || items.length === 0) return;
    lists.push(items);
    const source = `'${LISTS_SHEET}'!$${columnLetter(lists.length)}$1:$${columnLetter(lists.length)}$${items.length}`;
    const column = columnLetter(index + 1);
    rangeValidations(sheet).add(`${column}2:${column}${LIST_ROWS + 1}`, {
      type: 'list',
      allowBlank: true,
      formulae: [source],
      showErrorMessage: true,
      errorStyle: 'stop',
      error: t('files.chooseFromList'),
    });
  });

  return {
    addRow(values, notes) {
      const row = sheet.addRow([...values]);
      for (const [index, note] of notes ?? []) {
        const cell = row.getCell(index + 1);
        cell.note = note;
        cell.fill = ERROR_FILL;
      }
      row.commit();
    },
    drained: () => sheetDrained(sheet),
    async finish() {
      sheet.commit();
      const listSheet = workbook.addWorksheet(LISTS_SHEET, { state: 'veryHidden' });
      const depth = Math.max(0, ...lists.map((items) => items.length));
      for (let index = 0; index < depth; index += 1) listSheet.addRow(lists.map((items) => items[index] ?? null)).commit();
      listSheet.commit();
      const markSheet = workbook.addWorksheet(MARK_SHEET, { state: 'veryHidden' });
      for (const row of markRows(secret, { moduleId: module.moduleId, fields: fields.map((field) => field.name) })) markSheet.addRow(row).commit();
      markSheet.commit();
      await workbook.commit();
    },
  };
}

/** A whole template in memory: templates are a header and a few hidden rows. */
export async function templateBytes(spec: TemplateSpec): Promise<Buffer> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = finished(sink);
  await createTemplateWriter(sink, spec).finish();
  await done;
  return Buffer.concat(chunks);
}
