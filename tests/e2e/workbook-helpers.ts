/** Workbooks in e2e tests: the import template's sheet read and filled, files the browser downloads. */
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';

export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((part) => part.text).join('');
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

/** The header labels of a sheet's first row, without the red '*' of required columns. */
export function headerLabels(sheet: ExcelJS.Worksheet): string[] {
  const labels: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, column) => {
    labels[column - 1] = cellText(cell.value).replace(/^\*/, '').trim();
  });
  return labels;
}

/** The import template's data sheet: the one sheet that is visible. */
export function dataSheet(workbook: ExcelJS.Workbook): ExcelJS.Worksheet {
  const sheet = workbook.worksheets.find((item) => item.state !== 'veryHidden' && item.state !== 'hidden');
  if (!sheet) throw new Error('no visible sheet');
  return sheet;
}

export function setRow(sheet: ExcelJS.Worksheet, rowNumber: number, values: Record<string, string | number | null>): void {
  const labels = headerLabels(sheet);
  const row = sheet.getRow(rowNumber);
  for (const [label, value] of Object.entries(values)) {
    const index = labels.indexOf(label);
    if (index < 0) throw new Error(`no column ${label} in ${labels.join(' | ')}`);
    row.getCell(index + 1).value = value;
  }
  row.commit();
}

export async function readWorkbook(file: string): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  return workbook;
}

/** Clicks `trigger` and saves the file the browser downloads into `dir`. */
export async function downloadBy(page: Page, trigger: () => Promise<unknown>, dir: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger()]);
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  return file;
}
