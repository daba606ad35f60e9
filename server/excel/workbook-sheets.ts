import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { isAppError } from '../../runtime/index.ts';
import { damaged } from '../files/zip-inspect.ts';
import { cellPrimitive, type CellPrimitive } from './cell-value.ts';

/** One worksheet of a workbook being streamed. */
export interface StreamedSheet {
  name: string;
  /** 'visible', 'hidden' or 'veryHidden'. */
  state: string;
  /** The sheet's rows as plain values (0-based columns) with their 1-based row numbers; read at most once, before the next sheet. */
  rows(): AsyncIterable<{ number: number; cells: CellPrimitive[] }>;
}

/** What exceljs's WorksheetReader carries at run time beyond its typings. */
type SheetInternals = { name?: string; state?: string; iterator?: { destroy?: () => void; on?: (event: 'error', listener: () => void) => void } };

/**
 * A sheet buffered in a temporary file holds a stream, open if the sheet was not read: close it. exceljs removes
 * the file right after, possibly before the stream opened it; that error concerns nobody.
 */
function closeSheet(iterator: SheetInternals['iterator']): void {
  if (typeof iterator?.destroy !== 'function') return;
  iterator.on?.('error', () => undefined);
  iterator.destroy();
}

async function* plainRows(sheet: AsyncIterable<ExcelJS.Row>): AsyncGenerator<{ number: number; cells: CellPrimitive[] }> {
  const rows = sheet[Symbol.asyncIterator]();
  try {
    for (;;) {
      let next: IteratorResult<ExcelJS.Row>;
      try {
        next = await rows.next();
      } catch {
        // The sheet's XML is broken: the file is, not the server.
        throw damaged();
      }
      if (next.done) return;
      const values = next.value.values as unknown[];
      const cells: CellPrimitive[] = [];
      for (let index = 1; index < values.length; index += 1) cells.push(cellPrimitive(values[index]));
      yield { number: next.value.number, cells };
    }
  } finally {
    // A caller that stops early releases the sheet's parser and its stream.
    await rows.return?.();
  }
}

/**
 * Streams the worksheets of a workbook already checked by inspectXlsx (styles are read so
 * that date cells come back as dates). A sheet's rows are read, or not, before asking for the
 * next sheet; a sheet not read is closed unread.
 * @throws AppError files.damaged when the XML cannot be read.
 */
export async function* workbookSheets(path: string): AsyncGenerator<StreamedSheet> {
  const input = fs.createReadStream(path);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore' });
  const sheets = reader[Symbol.asyncIterator]();
  let current: SheetInternals | undefined;
  let done = false;
  try {
    for (let next = await sheets.next(); !next.done; next = await sheets.next()) {
      const sheet = next.value;
      current = sheet as unknown as SheetInternals;
      yield { name: current.name ?? '', state: current.state ?? 'visible', rows: () => plainRows(sheet) };
      // Read or not, the caller is done with it.
      closeSheet(current.iterator);
    }
    done = true;
  } catch (error) {
    throw isAppError(error) ? error : damaged();
  } finally {
    if (!done) await abandon(sheets, current);
    input.destroy();
  }
}

/**
 * After a caller stopped early (a refusal). exceljs buffers sheets in temporary files when the
 * zip holds them before its shared strings, reads the whole zip first, and removes each file
 * only when moving past its sheet: walk past the rest so none is left behind. Sheets streamed
 * straight from the zip leave no file, and walking on would only read the rest for nothing.
 */
async function abandon(sheets: AsyncIterator<unknown>, current: SheetInternals | undefined): Promise<void> {
  const buffered = typeof current?.iterator?.destroy === 'function';
  closeSheet(current?.iterator);
  try {
    if (!buffered) await sheets.return?.();
    else for (let next = await sheets.next(); !next.done; next = await sheets.next()) closeSheet((next.value as SheetInternals).iterator);
  } catch {
    // The workbook was already refused or failed; what is left only needs closing.
  }
}
