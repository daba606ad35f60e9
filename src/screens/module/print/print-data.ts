/**
 * Everything a print sheet shows, read fresh when the sheet opens: the record as stored (with
 * its labels) and, for each child table of the template, the child rows of the record.
 */
import type { CompiledModule, PrintDef } from '../../../../runtime/index.ts';
import type { Translate } from '../../../../runtime/errors.ts';
import { request } from '../../../api/request.ts';
import { readListEnvelope, type ListRowData } from '../../../components/table/list-envelope.ts';
import { parentIdField } from '../form/child-link.ts';
import { findRecord, listPath, type FormRecord } from '../module-api.ts';
import { loadModule } from '../module-meta.ts';
import type { PrintChildRows, PrintData } from './print-values.ts';

/** Child rows one sheet prints at most: a record sheet, not a report (the list's largest page). */
export const PRINT_CHILD_ROWS = 500;

/**
 * The rows of one child table: an inline list's come with the record, in the order of its
 * grid (the keys of rows saved together do not keep it); a separate list's are read in the
 * child list's default order.
 */
async function childRows(module: CompiledModule, childModuleId: string, pkValue: string, record: Promise<FormRecord>, t: Translate): Promise<PrintChildRows> {
  const link = (module.bundle.form.children ?? []).find((child) => child.module === childModuleId);
  const { module: child } = await loadModule(childModuleId);
  if (link?.inline) {
    const inline = ((await record)._children as Record<string, ListRowData[]> | undefined)?.[childModuleId] ?? [];
    return { module: child, rows: inline.slice(0, PRINT_CHILD_ROWS).map((row) => ({ rowDatas: row, pkValue: String(row.pkValue) })) };
  }
  const body = await request<unknown>(listPath(child), {
    _entityName: child.entityName,
    _moduleId: child.moduleId,
    pageNo: 1,
    pageSize: PRINT_CHILD_ROWS,
    parentId: pkValue,
    parentField: link ? parentIdField(link) : undefined,
  });
  const outcome = readListEnvelope(body, t);
  if (!outcome.ok) throw new Error(outcome.message);
  return { module: child, rows: outcome.page.rows };
}

export async function loadPrintData(module: CompiledModule, print: PrintDef, pkValue: string, t: Translate): Promise<PrintData> {
  const childIds = [...new Set(print.sections.flatMap((section) => ('childList' in section ? [section.childList] : [])))];
  const record = findRecord(module, pkValue);
  const [stored, children] = await Promise.all([record, Promise.all(childIds.map(async (id) => [id, await childRows(module, id, pkValue, record, t)] as const))]);
  return { record: stored as ListRowData, children: new Map(children) };
}
