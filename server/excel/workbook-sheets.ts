import path from 'node:path';
import { pipeline, type Readable, type Transform } from 'node:stream';
import ExcelJS from 'exceljs';
import { AppError, isAppError } from '../../runtime/index.ts';
import { xmlElementGuard } from '../files/xml-element-guard.ts';
import { xmlRunGuard } from '../files/xml-run-guard.ts';
import { damaged, openZip, zipBomb, type ZipReader } from '../files/zip-inspect.ts';
import { cellPrimitive, type CellPrimitive } from './cell-value.ts';
import {
  MAX_PACKAGE_PART_BYTES, MAX_ROW_BYTES, MAX_SHARED_STRINGS, MAX_SHARED_STRINGS_BYTES, MAX_XML_RUN_BYTES, WORKBOOK_ZIP_LIMITS,
} from './import-limits.ts';
import { columnLetter } from './template-writer.ts';

/** One worksheet as the workbook lists it. */
export interface WorkbookSheet {
  name: string;
  /** 'visible', 'hidden' or 'veryHidden'. */
  state: string;
  /** The zip entry holding the sheet's XML. */
  part: string;
}

/** A row's values as exceljs reads them: index 1 is column A. */
export interface RawRow {
  number: number;
  values: unknown[];
}

/** A row as plain values (0-based columns) with its 1-based row number. */
export interface SheetRow {
  number: number;
  cells: CellPrimitive[];
}

/** An xlsx opened for reading its sheets by name, in any order, one at a time. */
export interface WorkbookFile {
  readonly sheets: readonly WorkbookSheet[];
  /**
   * Reads the shared strings: the first `count`, or all of them within MAX_SHARED_STRINGS.
   * Until then text cells of rawRows come back as { sharedString: index }.
   */
  readSharedStrings(count?: number): Promise<readonly string[]>;
  /** The sheet's rows; `maxBytes` bounds its XML (the zip limits otherwise). */
  rawRows(sheet: WorkbookSheet, maxBytes?: number): AsyncGenerator<RawRow>;
  /** The sheet's rows as plain values; reads the shared strings first when they are not yet read. */
  rows(sheet: WorkbookSheet): AsyncGenerator<SheetRow>;
  close(): Promise<void>;
}

interface Relationship {
  Id: string;
  Type: string;
  Target: string;
}

/** The parts of exceljs's streaming WorkbookReader that read one part of the package each. */
interface ReaderParts {
  workbookRels?: Relationship[];
  model?: { sheets?: { name?: string; state?: string; rId?: string }[] };
  sharedStrings?: string[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncIterable<{ text: unknown }>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(iterator: Readable, sheetNo: string): Iterable<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
}

const WORKBOOK_PART = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const RELATION = (kind: string) => new RegExp(`/relationships/${kind}$`);

/**
 * A relationship target as a zip entry name: Excel writes targets relative to the workbook's
 * folder (`worksheets/sheet1.xml`), openpyxl and pandas absolute from the package root
 * (`/xl/worksheets/sheet1.xml`).
 */
export function relationshipPart(target: string): string {
  return target.startsWith('/') ? path.posix.normalize(target.slice(1)) : path.posix.join(path.posix.dirname(WORKBOOK_PART), target);
}

const formulaWithoutValue = (cell: string) => new AppError('E_BAD_REQUEST', { cell }, 'files.formulaNoValue');

/** Shared-string text without its rich-text runs. */
function plainText(text: unknown): string {
  const value = cellPrimitive(text);
  return typeof value === 'string' ? value : '';
}

/**
 * A formula saved without its result (by tools that do not calculate, such as openpyxl): its
 * value is unknown, not empty.
 */
function isUncalculated(value: unknown): boolean {
  return typeof value === 'object' && value !== null && ('formula' in value || 'sharedFormula' in value) && (value as { result?: unknown }).result === undefined;
}

/**
 * Opens an xlsx that inspectXlsx accepted: the package parts are read by name through the
 * central directory (a sequential reader depends on the order the writer chose), sheets are
 * found through the workbook's relationships, and every part read is bounded: its inflated
 * size, its longest XML run, for sheets the XML of one row, and for shared strings their count.
 * @throws AppError files.damaged when a part is missing or its XML cannot be read; files.zipBomb beyond the limits.
 */
export async function openWorkbook(filePath: string): Promise<WorkbookFile> {
  const zip = await openZip(filePath, WORKBOOK_ZIP_LIMITS);
  try {
    return await readPackage(zip);
  } catch (error) {
    await zip.close();
    throw isAppError(error) ? error : damaged();
  }
}

async function readPackage(zip: ZipReader): Promise<WorkbookFile> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(undefined as never, {
    worksheets: 'emit',
    sharedStrings: 'emit',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  }) as unknown as ReaderParts;

  const part = async (name: string, maxBytes: number, ...guards: Transform[]): Promise<Readable | undefined> => {
    const entry = zip.entries.get(name);
    if (!entry) return undefined;
    if (entry.size > maxBytes) throw zipBomb();
    const guarded = pipeline(await zip.open(entry), xmlRunGuard(MAX_XML_RUN_BYTES), () => undefined);
    // exceljs decodes each chunk on its own: text, decoded across chunk ends here, keeps a
    // character whose bytes two chunks share.
    return guards.reduce<Readable>((stream, guard) => pipeline(stream, guard, () => undefined), guarded).setEncoding('utf8');
  };
  const required = async (name: string): Promise<Readable> => {
    const stream = await part(name, MAX_PACKAGE_PART_BYTES);
    if (!stream) throw damaged();
    return stream;
  };

  await reader._parseRels(await required(WORKBOOK_RELS));
  await reader._parseWorkbook(await required(WORKBOOK_PART));
  const relationships = reader.workbookRels ?? [];
  const target = (kind: string) => relationships.find((relation) => RELATION(kind).test(relation.Type));
  const styles = target('styles');
  if (styles) await reader._parseStyles(await required(relationshipPart(styles.Target)));
  const strings = target('sharedStrings');

  let allStrings = false;
  const sheets: WorkbookSheet[] = (reader.model?.sheets ?? []).map((sheet) => {
    const relation = relationships.find((candidate) => candidate.Id === sheet.rId);
    if (!relation) throw damaged();
    return { name: sheet.name ?? '', state: sheet.state ?? 'visible', part: relationshipPart(relation.Target) };
  });

  async function readSharedStrings(count = Number.POSITIVE_INFINITY): Promise<readonly string[]> {
    const read: string[] = [];
    const stream = strings && count > 0 ? await part(relationshipPart(strings.Target), MAX_SHARED_STRINGS_BYTES) : undefined;
    try {
      if (stream) {
        for await (const { text } of reader._parseSharedStrings(stream)) {
          if (read.length === MAX_SHARED_STRINGS) throw zipBomb();
          read.push(plainText(text));
          if (read.length >= count) break;
        }
      }
    } catch (error) {
      throw isAppError(error) ? error : damaged();
    } finally {
      stream?.destroy();
    }
    reader.sharedStrings = read;
    allStrings = count === Number.POSITIVE_INFINITY;
    return read;
  }

  async function* rawRows(sheet: WorkbookSheet, maxBytes = WORKBOOK_ZIP_LIMITS.maxTotalBytes): AsyncGenerator<RawRow> {
    // exceljs builds each row whole before handing it over.
    const stream = await part(sheet.part, maxBytes, xmlElementGuard('row', MAX_ROW_BYTES));
    if (!stream) throw damaged();
    try {
      for (const { eventType, value } of reader._parseWorksheet(stream, '')) {
        if (eventType !== 'worksheet') continue;
        const rows = value[Symbol.asyncIterator]();
        try {
          for (;;) {
            let next: IteratorResult<ExcelJS.Row>;
            try {
              next = await rows.next();
            } catch (error) {
              // The sheet's XML is broken, or beyond a limit: the file is, not the server.
              throw isAppError(error) ? error : damaged();
            }
            if (next.done) return;
            yield { number: next.value.number, values: next.value.values as unknown[] };
          }
        } finally {
          // A caller that stops early releases the sheet's parser.
          await rows.return?.();
        }
      }
    } finally {
      stream.destroy();
    }
  }

  async function* rows(sheet: WorkbookSheet): AsyncGenerator<SheetRow> {
    if (!allStrings) await readSharedStrings();
    for await (const row of rawRows(sheet)) {
      const cells: CellPrimitive[] = [];
      for (let index = 1; index < row.values.length; index += 1) {
        const value = row.values[index];
        if (isUncalculated(value)) throw formulaWithoutValue(`${columnLetter(index)}${row.number}`);
        cells.push(cellPrimitive(value));
      }
      yield { number: row.number, cells };
    }
  }

  return { sheets, readSharedStrings, rawRows, rows, close: () => zip.close() };
}
