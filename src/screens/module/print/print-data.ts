/**
 * Everything a print sheet shows, read fresh when the sheet opens: the record as stored (with
 * its labels) and, for each child table of the template, the child rows of the record.
 */
import type { ChildListDef, CompiledModule, PrintDef } from '../../../../runtime/index.ts';
import type { Translate } from '../../../../runtime/errors.ts';
import { request } from '../../../api/request.ts';
import { readListEnvelope, type ListRow, type ListRowData } from '../../../components/table/list-envelope.ts';
import { parentIdField } from '../form/child-link.ts';
import { findRecord, listPath, type FormRecord } from '../module-api.ts';
import { loadModule } from '../module-meta.ts';
import type { PrintChildRows, PrintData } from './print-values.ts';

/** Rows per list call of a separate child list: the list's largest page; a sheet reads as many pages as the record has rows. */
export const PRINT_PAGE_ROWS = 500;

/**
 * Every row of a separate child list under the record, page by page in the child list's
 * default order: a printed ticket must show all of its rows, never the first page only.
 */
async function separateRows(child: CompiledModule, link: ChildListDef | undefined, pkValue: string, t: Translate): Promise<ListRow[]> {
  const rows: ListRow[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const body = await request<unknown>(listPath(child), {
      _entityName: child.entityName,
      _moduleId: child.moduleId,
      pageNo,
      pageSize: PRINT_PAGE_ROWS,
      parentId: pkValue,
      parentField: link ? parentIdField(link) : undefined,
    });
    const outcome = readListEnvelope(body, t);
    if (!outcome.ok) throw new Error(outcome.message);
    rows.push(...outcome.page.rows);
    if (outcome.page.rows.length < PRINT_PAGE_ROWS || rows.length >= outcome.page.total) return rows;
  }
}

/**
 * The rows of one child table: an inline list's come with the record, all of them (the server
 * bounds an inline list), in the order of its grid (the keys of rows saved together do not
 * keep it); a separate list's are read in the child list's default order.
 */
async function childRows(module: CompiledModule, childModuleId: string, pkValue: string, record: Promise<FormRecord>, t: Translate): Promise<PrintChildRows> {
  const link = (module.bundle.form.children ?? []).find((child) => child.module === childModuleId);
  const { module: child } = await loadModule(childModuleId);
  if (link?.inline) {
    const inline = ((await record)._children as Record<string, ListRowData[]> | undefined)?.[childModuleId] ?? [];
    return { module: child, rows: inline.map((row) => ({ rowDatas: row, pkValue: String(row.pkValue) })) };
  }
  return { module: child, rows: await separateRows(child, link, pkValue, t) };
}

export async function loadPrintData(module: CompiledModule, print: PrintDef, pkValue: string, t: Translate): Promise<PrintData> {
  const childIds = [...new Set(print.sections.flatMap((section) => ('childList' in section ? [section.childList] : [])))];
  const record = findRecord(module, pkValue);
  const [stored, children] = await Promise.all([record, Promise.all(childIds.map(async (id) => [id, await childRows(module, id, pkValue, record, t)] as const))]);
  return { record: stored as ListRowData, children: new Map(children) };
}
