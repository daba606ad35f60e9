/**
 * A small xlsx reader for the preview dialog: the visible sheets' first rows and columns as
 * text, with merged cells. Lazily imported with the xlsx viewer, so the page never loads it
 * unless a workbook is previewed.
 */
import { formatCode, formatNumber } from './cell-format.ts';
import { TooLargeError } from './too-large-error.ts';
import { readEntryText, zipEntries } from './zip-entries.ts';

export interface SheetCell {
  text: string;
  numeric: boolean;
  colSpan: number;
  rowSpan: number;
}

export interface SheetTable {
  name: string;
  /** Row-major; null where a merged cell covers the position. */
  rows: (SheetCell | null)[][];
  columnCount: number;
  /** More rows or columns exist than `rows` holds. */
  truncated: boolean;
}

export interface ReadLimits {
  rows: number;
  columns: number;
  sheets: number;
  /** Inflated bytes one part (a sheet, the shared strings) may have. */
  partBytes: number;
}

export const PREVIEW_LIMITS: ReadLimits = { rows: 500, columns: 60, sheets: 12, partBytes: 20 * 1024 * 1024 };

interface Styles {
  /** Number format code of each cellXfs index. */
  codes: string[];
}

function parseXml(text: string): Document {
  return new DOMParser().parseFromString(text, 'application/xml');
}

/**
 * Whether a qualified name ('x:row', 'r:id', 'row') has the local name, whatever prefix the
 * writer chose. Compared on the qualified name: not every DOM strips the prefix from localName.
 */
function named(qualifiedName: string, name: string): boolean {
  return qualifiedName === name || qualifiedName.endsWith(`:${name}`);
}

function elements(root: Document | Element, name: string): Element[] {
  return [...root.getElementsByTagName('*')].filter((element) => named(element.tagName, name));
}

function children(element: Element, name: string): Element[] {
  return [...element.children].filter((item) => named(item.tagName, name));
}

function attribute(element: Element, name: string): string | null {
  for (const item of element.attributes) if (named(item.name, name)) return item.value;
  return null;
}

/** Text of a shared or inline string: its runs joined, phonetic hints left out. */
function stringText(element: Element): string {
  return elements(element, 't')
    .filter((t) => !named(t.parentElement?.tagName ?? '', 'rPh'))
    .map((t) => t.textContent ?? '')
    .join('');
}

function readStyles(xml: string): Styles {
  if (!xml) return { codes: [] };
  const doc = parseXml(xml);
  const custom = new Map<number, string>();
  for (const format of elements(doc, 'numFmt')) custom.set(Number(attribute(format, 'numFmtId')), attribute(format, 'formatCode') ?? '');
  const cellXfs = elements(doc, 'cellXfs')[0];
  const codes = cellXfs ? children(cellXfs, 'xf').map((xf) => formatCode(Number(attribute(xf, 'numFmtId') ?? 0), custom)) : [];
  return { codes };
}

/** 'AB12' → { row: 11, column: 27 } (0-based). */
export function cellPosition(ref: string): { row: number; column: number } | undefined {
  const match = /^([A-Z]{1,3})(\d+)$/.exec(ref.toUpperCase());
  if (!match) return undefined;
  let column = 0;
  for (const letter of match[1] as string) column = column * 26 + (letter.charCodeAt(0) - 64);
  return { row: Number(match[2]) - 1, column: column - 1 };
}

/** 0 → 'A', 27 → 'AB'. */
export function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}

interface SheetContext {
  shared: readonly string[];
  styles: Styles;
  date1904: boolean;
  limits: ReadLimits;
}

function cellText(cell: Element, context: SheetContext): { text: string; numeric: boolean } {
  const type = attribute(cell, 't') ?? 'n';
  const value = children(cell, 'v')[0]?.textContent ?? '';
  switch (type) {
    case 's':
      return { text: context.shared[Number(value)] ?? '', numeric: false };
    case 'inlineStr': {
      const inline = children(cell, 'is')[0];
      return { text: inline ? stringText(inline) : '', numeric: false };
    }
    case 'b':
      return { text: value === '1' ? 'TRUE' : 'FALSE', numeric: false };
    case 'str':
    case 'e':
    case 'd':
      return { text: value, numeric: false };
    default: {
      if (value === '') return { text: '', numeric: false };
      const code = context.styles.codes[Number(attribute(cell, 's') ?? 0)] ?? 'General';
      return { text: formatNumber(Number(value), code, context.date1904), numeric: true };
    }
  }
}

function readSheet(name: string, xml: string, context: SheetContext): SheetTable {
  const { limits } = context;
  const doc = parseXml(xml);
  const cells = new Map<string, SheetCell>();
  let rowCount = 0;
  let columnCount = 0;
  let truncated = false;
  elements(doc, 'row').forEach((row, rowIndex) => {
    const rowNumber = Number(attribute(row, 'r') ?? rowIndex + 1) - 1;
    let nextColumn = 0;
    for (const cell of children(row, 'c')) {
      const position = cellPosition(attribute(cell, 'r') ?? '') ?? { row: rowNumber, column: nextColumn };
      nextColumn = position.column + 1;
      const { text, numeric } = cellText(cell, context);
      if (text === '') continue;
      if (position.row >= limits.rows || position.column >= limits.columns) {
        truncated = true;
        continue;
      }
      cells.set(`${position.row}:${position.column}`, { text, numeric, colSpan: 1, rowSpan: 1 });
      rowCount = Math.max(rowCount, position.row + 1);
      columnCount = Math.max(columnCount, position.column + 1);
    }
  });
  const covered = new Set<string>();
  for (const merge of elements(doc, 'mergeCell')) {
    const [from, to] = (attribute(merge, 'ref') ?? '').split(':').map(cellPosition);
    if (!from || !to || from.row >= limits.rows || from.column >= limits.columns) continue;
    const lastRow = Math.min(to.row, limits.rows - 1);
    const lastColumn = Math.min(to.column, limits.columns - 1);
    const key = `${from.row}:${from.column}`;
    cells.set(key, { ...(cells.get(key) ?? { text: '', numeric: false }), colSpan: lastColumn - from.column + 1, rowSpan: lastRow - from.row + 1 });
    for (let row = from.row; row <= lastRow; row += 1) for (let column = from.column; column <= lastColumn; column += 1) if (row !== from.row || column !== from.column) covered.add(`${row}:${column}`);
    rowCount = Math.max(rowCount, lastRow + 1);
    columnCount = Math.max(columnCount, lastColumn + 1);
  }
  const rows = Array.from({ length: rowCount }, (_, row) =>
    Array.from({ length: columnCount }, (_, column) => {
      const key = `${row}:${column}`;
      return covered.has(key) ? null : (cells.get(key) ?? { text: '', numeric: false, colSpan: 1, rowSpan: 1 });
    }),
  );
  return { name, rows, columnCount, truncated };
}

/** A relationship target relative to xl/ (or absolute from the package root). */
function partName(target: string): string {
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

/**
 * The visible sheets of a workbook, in order, up to the limits.
 * @throws TooLargeError when a part exceeds `limits.partBytes`; Error for a damaged file.
 */
export async function readWorkbook(bytes: ArrayBuffer, limits: ReadLimits = PREVIEW_LIMITS): Promise<SheetTable[]> {
  const entries = zipEntries(bytes);
  const text = async (name: string) => {
    const entry = entries.get(name);
    return entry ? readEntryText(bytes, entry, limits.partBytes) : '';
  };
  const workbookXml = await text('xl/workbook.xml');
  if (!workbookXml) throw new Error('xl/workbook.xml missing');
  const workbook = parseXml(workbookXml);
  const targets = new Map(elements(parseXml(await text('xl/_rels/workbook.xml.rels')), 'Relationship').map((rel) => [attribute(rel, 'Id') ?? '', attribute(rel, 'Target') ?? '']));
  const properties = elements(workbook, 'workbookPr')[0];
  const context: SheetContext = {
    shared: elements(parseXml((await text('xl/sharedStrings.xml')) || '<sst/>'), 'si').map(stringText),
    styles: readStyles(await text('xl/styles.xml')),
    date1904: ['1', 'true'].includes(properties ? (attribute(properties, 'date1904') ?? '') : ''),
    limits,
  };
  const visible = elements(workbook, 'sheet').filter((sheet) => !['hidden', 'veryHidden'].includes(attribute(sheet, 'state') ?? ''));
  const sheets: SheetTable[] = [];
  for (const sheet of visible.slice(0, limits.sheets)) {
    const target = targets.get(attribute(sheet, 'id') ?? '');
    if (!target) continue;
    sheets.push(readSheet(attribute(sheet, 'name') ?? '', await text(partName(target)), context));
  }
  return sheets;
}
