import { inertBody, previewDocument } from './preview-frame.ts';
import { columnName, type SheetTable } from './xlsx-reader.ts';

/** The grid's look inside the preview frame, where the app's stylesheet does not reach. */
const SHEET_CSS = [
  'html,body{margin:0;font:12px/1.5 system-ui,-apple-system,"Segoe UI","PingFang SC","Microsoft YaHei",sans-serif;color:#334155;background:#fff}',
  'table{border-collapse:collapse}',
  'th,td{border:1px solid #e2e8f0;padding:4px 8px}',
  'th{position:sticky;background:#f1f5f9;color:#64748b;font-weight:400}',
  'thead th{top:0;z-index:1;min-width:5rem;text-align:center}',
  'tbody th{left:0;text-align:right}',
  'thead th:first-child{left:0;z-index:2;min-width:2.5rem}',
  'td{max-width:20rem;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}',
  'td.n{text-align:right}',
].join('');

/**
 * One sheet as the preview frame's document: a table with column letters and row numbers.
 * Built with DOM calls in an inert document, so every cell's text stays text.
 */
export function sheetDocument(sheet: SheetTable): string {
  const body = inertBody();
  const doc = body.ownerDocument;
  const cell = (tag: 'th' | 'td', text: string) => {
    const element = doc.createElement(tag);
    element.textContent = text;
    return element;
  };
  const table = doc.createElement('table');
  const headRow = table.createTHead().insertRow();
  headRow.append(cell('th', ''), ...Array.from({ length: sheet.columnCount }, (_, column) => cell('th', columnName(column))));
  const tbody = table.createTBody();
  sheet.rows.forEach((cells, index) => {
    const row = tbody.insertRow();
    row.append(cell('th', String(index + 1)));
    for (const value of cells) {
      if (value === null) continue;
      const td = cell('td', value.text);
      td.title = value.text;
      if (value.colSpan > 1) td.colSpan = value.colSpan;
      if (value.rowSpan > 1) td.rowSpan = value.rowSpan;
      if (value.numeric) td.className = 'n';
      row.append(td);
    }
  });
  body.append(table);
  return previewDocument(body.innerHTML, SHEET_CSS);
}
