import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWorkbook } from './workbook-sheets.ts';

/** The streaming writer puts xl/workbook.xml last in the zip, as our templates have it. */
async function writeWorkbook(file: string): Promise<void> {
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: true });
  const data = writer.addWorksheet('导入数据');
  data.addRow(['车牌号', '购置日期']).commit();
  data.addRow(['冀G7A001', new Date(Date.UTC(2024, 0, 2))]).commit();
  writer.addWorksheet('_lists', { state: 'veryHidden' }).addRow(['在用']).commit();
  writer.addWorksheet('_template', { state: 'veryHidden' }).addRow(['mark', 1]).commit();
  await writer.commit();
}

async function readAll(file: string) {
  const workbook = await openWorkbook(file);
  try {
    const sheets: { name: string; state: string; rows: unknown[][] }[] = [];
    for (const sheet of workbook.sheets) {
      const rows: unknown[][] = [];
      for await (const row of workbook.rows(sheet)) rows.push(row.cells);
      sheets.push({ name: sheet.name, state: sheet.state, rows });
    }
    return sheets;
  } finally {
    await workbook.close();
  }
}

describe('openWorkbook', () => {
  let dir: string;
  let file: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sheets-'));
    file = path.join(dir, 'book.xlsx');
    await writeWorkbook(file);
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('names every sheet with its state and values on every read, whatever the zip order', async () => {
    const expected = [
      { name: '导入数据', state: 'visible', rows: [['车牌号', '购置日期'], ['冀G7A001', new Date(Date.UTC(2024, 0, 2))]] },
      { name: '_lists', state: 'veryHidden', rows: [['在用']] },
      { name: '_template', state: 'veryHidden', rows: [['mark', 1]] },
    ];
    // exceljs's sequential reader lost workbook.xml a few times in a thousand reads of such a file.
    for (let read = 0; read < 1000; read += 1) expect(await readAll(file)).toEqual(expected);
  });

  it('lets a caller read the sheets in any order and stop early', async () => {
    const workbook = await openWorkbook(file);
    try {
      const [data, , mark] = workbook.sheets;
      const markRows: unknown[][] = [];
      for await (const row of workbook.rows(mark!)) markRows.push(row.cells);
      expect(markRows).toEqual([['mark', 1]]);
      for await (const row of workbook.rows(data!)) {
        expect(row.cells).toEqual(['车牌号', '购置日期']);
        break;
      }
    } finally {
      await workbook.close();
    }
  });
});

describe('openWorkbook with text longer than one read', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sheets-text-'));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('keeps Chinese text whole where a character straddles two chunks of the unzipped part', async () => {
    // Three-byte characters over ~600 KB of shared strings and sheet XML: chunks of the inflated
    // parts end inside a character many times, which a per-chunk decode turns into U+FFFD.
    const names = Array.from({ length: 4000 }, (_, index) => `风机${index}号叶片裂纹检查记录`.repeat(3));
    const file = path.join(dir, 'text.xlsx');
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
    const data = writer.addWorksheet('导入数据');
    for (const name of names) data.addRow([name, `在用${name.length}`]).commit();
    await writer.commit();

    const [sheet] = await readAll(file);
    expect(sheet!.rows.map((row) => row[0])).toEqual(names);
    expect(sheet!.rows.every((row) => !String(row[1]).includes('\uFFFD'))).toBe(true);
  });
});
