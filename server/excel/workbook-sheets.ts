import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { isAppError } from '../../runtime/index.ts';
import { damaged, openZip, type ZipReader } from '../files/zip-inspect.ts';
import { cellPrimitive, type CellPrimitive } from './cell-value.ts';
import { WORKBOOK_ZIP_LIMITS } from './import-limits.ts';

/** One worksheet of a workbook being streamed. */
export interface StreamedSheet {
  name: string;
  /** 'visible', 'hidden' or 'veryHidden'. */
  state: string;
  /** The sheet's rows as plain values (0-based columns) with their 1-based row numbers; read at most once, before the next sheet. */
  rows(): AsyncIterable<{ number: number; cells: CellPrimitive[] }>;
}

/** What exceljs's WorksheetReader carries at run time beyond its typings. */
type SheetInternals = AsyncIterable<ExcelJS.Row> & { name?: string; state?: string };

/** The parts of exceljs's streaming WorkbookReader that read one part of the package each. */
interface ReaderParts {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncIterable<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(iterator: Readable, sheetNo: string): Iterable<{ eventType: string; value: SheetInternals }>;
}

const WORKSHEET_PART = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/**
 * exceljs's own reader walks the zip front to back and ends early when the input finishes
 * before the last parts were handed over (unzipper's Parse ends on 'finish'), so a workbook
 * whose workbook.xml comes last was sometimes read without sheet names. Reading the parts by
 * name through the central directory, the package parts first, gives the same answer every
 * time, and streams each sheet straight from the file (no temporary copies).
 */
async function* orderedSheets(zip: ZipReader): AsyncGenerator<SheetInternals> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(undefined as never, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  }) as unknown as ReaderParts;
  const part = (name: string) => {
    const entry = zip.entries.get(name);
    return entry ? zip.open(entry) : undefined;
  };
  const rels = await part('xl/_rels/workbook.xml.rels');
  const workbook = await part('xl/workbook.xml');
  if (!rels || !workbook) throw damaged();
  await reader._parseRels(rels);
  await reader._parseWorkbook(workbook);
  const strings = await part('xl/sharedStrings.xml');
  if (strings) for await (const _ of reader._parseSharedStrings(strings));
  const styles = await part('xl/styles.xml');
  if (styles) await reader._parseStyles(styles);

  const sheets = [...zip.entries.keys()]
    .map((name) => WORKSHEET_PART.exec(name)?.[1])
    .filter((number): number is string => number !== undefined)
    .sort((a, b) => Number(a) - Number(b));
  for (const sheetNo of sheets) {
    const stream = (await part(`xl/worksheets/sheet${sheetNo}.xml`)) as Readable;
    try {
      for (const { eventType, value } of reader._parseWorksheet(stream, sheetNo)) if (eventType === 'worksheet') yield value;
    } finally {
      // Read or not, the caller is done with the sheet.
      stream.destroy();
    }
  }
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
    // A caller that stops early releases the sheet's parser.
    await rows.return?.();
  }
}

/**
 * Streams the worksheets of a workbook already checked by inspectXlsx, in sheet-number order
 * (styles are read so that date cells come back as dates). A sheet's rows are read, or not,
 * before asking for the next sheet.
 * @throws AppError files.damaged when a part is missing or its XML cannot be read.
 */
export async function* workbookSheets(path: string): AsyncGenerator<StreamedSheet> {
  const zip = await openZip(path, WORKBOOK_ZIP_LIMITS);
  try {
    for await (const sheet of orderedSheets(zip)) {
      yield { name: sheet.name ?? '', state: sheet.state ?? 'visible', rows: () => plainRows(sheet) };
    }
  } catch (error) {
    throw isAppError(error) ? error : damaged();
  } finally {
    await zip.close();
  }
}
