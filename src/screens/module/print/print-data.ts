/**
 * Everything a print sheet shows, read fresh when the sheet opens: the record as stored (with
 * its labels) and, for each child table of the template, the child rows of the record: an
 * inline list's rows as the record holds them, in their order (a work ticket's measures print
 * as they were entered), a separate child module's in its list's default order.
 */
import type { CompiledModule, PrintDef } from '../../../../runtime/index.ts';
import type { Translate } from '../../../../runtime/errors.ts';
import { request } from '../../../api/request.ts';
import { readListEnvelope, type ListRowData } from '../../../components/table/list-envelope.ts';
import { parentIdField } from '../form/child-link.ts';
import { findRecord, listPath } from '../module-api.ts';
import { loadModule } from '../module-meta.ts';
import type { PrintChildRows, PrintData } from './print-values.ts';

/** Child rows one sheet prints at most: a record sheet, not a report (the list's largest page). */
export const PRINT_CHILD_ROWS = 500;

async function childRows(module: CompiledModule, childModuleId: string, pkValue: string, t: Translate): Promise<PrintChildRows> {
  const link = (module.bundle.form.children ?? []).find((child) => child.module === childModuleId);
  const { module: child } = await loadModule(childModuleId);
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

/** The rows of an inline list as find.ajax answers them with their parent (`_children`), in order. */
async function inlineRows(childModuleId: string, answered: unknown): Promise<PrintChildRows> {
  const { module: child } = await loadModule(childModuleId);
  const rows = Array.isArray(answered) ? (answered as ListRowData[]) : [];
  return { module: child, rows: rows.map((row) => ({ rowDatas: row, pkValue: String(row.pkValue ?? '') })) };
}

export async function loadPrintData(module: CompiledModule, print: PrintDef, pkValue: string, t: Translate): Promise<PrintData> {
  const childIds = [...new Set(print.sections.flatMap((section) => ('childList' in section ? [section.childList] : [])))];
  const inline = new Set((module.bundle.form.children ?? []).filter((child) => child.inline).map((child) => child.module));
  const [{ _children, ...record }, listed] = await Promise.all([
    findRecord(module, pkValue),
    Promise.all(childIds.filter((id) => !inline.has(id)).map(async (id) => [id, await childRows(module, id, pkValue, t)] as const)),
  ]);
  const held = (_children ?? {}) as Record<string, unknown>;
  const own = await Promise.all(childIds.filter((id) => inline.has(id)).map(async (id) => [id, await inlineRows(id, held[id])] as const));
  return { record: record as ListRowData, children: new Map([...listed, ...own]) };
}
