// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { TooLargeError } from './too-large-error.ts';
import { cellPosition, columnName, readWorkbook } from './xlsx-reader.ts';

async function workbookBytes(build: (workbook: ExcelJS.Workbook) => void): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer).slice().buffer;
}

describe('readWorkbook', () => {
  it('reads shared strings, numbers, dates, booleans and merges of the visible sheets', async () => {
    const bytes = await workbookBytes((workbook) => {
      const sheet = workbook.addWorksheet('风机台账');
      sheet.addRow(['设备编号', '容量', '投运日期', '在用']);
      sheet.addRow(['WT-01', 2.5, new Date(Date.UTC(2024, 0, 15)), true]);
      sheet.getCell('C2').numFmt = 'yyyy-mm-dd';
      sheet.getCell('A4').value = '合计';
      sheet.mergeCells('A4:B4');
      sheet.getCell('C4').value = 0.125;
      sheet.getCell('C4').numFmt = '0.0%';
      workbook.addWorksheet('mark', { state: 'veryHidden' }).addRow(['secret']);
    });
    const sheets = await readWorkbook(bytes);
    expect(sheets.map((sheet) => sheet.name)).toEqual(['风机台账']);
    const [sheet] = sheets;
    expect(sheet?.rows[0]?.map((cell) => cell?.text)).toEqual(['设备编号', '容量', '投运日期', '在用']);
    expect(sheet?.rows[1]?.map((cell) => cell?.text)).toEqual(['WT-01', '2.5', '2024-01-15', 'TRUE']);
    expect(sheet?.rows[1]?.[1]?.numeric).toBe(true);
    expect(sheet?.rows[3]?.[0]).toMatchObject({ text: '合计', colSpan: 2, rowSpan: 1 });
    expect(sheet?.rows[3]?.[1]).toBeNull();
    expect(sheet?.rows[3]?.[2]?.text).toBe('12.5%');
    expect(sheet?.truncated).toBe(false);
  });

  it('keeps to the row and column limits and says so', async () => {
    const bytes = await workbookBytes((workbook) => {
      const sheet = workbook.addWorksheet('data');
      for (let row = 1; row <= 30; row += 1) sheet.addRow(Array.from({ length: 12 }, (_, column) => row * 100 + column));
    });
    const [sheet] = await readWorkbook(bytes, { rows: 10, columns: 5, sheets: 1, partBytes: 1 << 20 });
    expect(sheet?.rows).toHaveLength(10);
    expect(sheet?.columnCount).toBe(5);
    expect(sheet?.truncated).toBe(true);
  });

  it('refuses a part beyond the byte limit as too large to preview', async () => {
    const bytes = await workbookBytes((workbook) => {
      workbook.addWorksheet('data').addRow(['x'.repeat(5000)]);
    });
    await expect(readWorkbook(bytes, { rows: 10, columns: 10, sheets: 1, partBytes: 1000 })).rejects.toBeInstanceOf(TooLargeError);
  });

  it('refuses bytes that are not a zip file', async () => {
    await expect(readWorkbook(new TextEncoder().encode('plain text, not a workbook').buffer)).rejects.toThrow('not a zip file');
  });
});

describe('cell references', () => {
  it('converts between A1 references and 0-based positions', () => {
    expect(cellPosition('B3')).toEqual({ row: 2, column: 1 });
    expect(cellPosition('AB12')).toEqual({ row: 11, column: 27 });
    expect(columnName(0)).toBe('A');
    expect(columnName(27)).toBe('AB');
    expect(columnName(701)).toBe('ZZ');
  });
});
