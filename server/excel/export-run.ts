import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { orderTerm, orderValue } from '../modules/order-sql.ts';
import { AppError, type CompiledField, type CompiledModule, type ListPlan, type Locale, type Translate, type UserFieldAccess } from '../../runtime/index.ts';
import type { Database } from '../db/database.ts';
import { newId } from '../auth/secrets.ts';
import type { FileRecord } from '../files/file-records.ts';
import { issueName, type FileStorage } from '../files/file-storage.ts';
import { storageSink } from '../files/storage/storage-sink.ts';
import type { JobProgress } from '../jobs/job-types.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import type { RecordContext } from '../modules/record-context.ts';
import { recordSelections, scopePredicates, toRecordRow, whereSql } from '../modules/list-query.ts';
import { columnWidth, numberFormat } from './column-format.ts';
import { exportCell } from './export-cells.ts';
import { sheetDrained } from './sheet-backpressure.ts';

export interface ExportColumn {
  field: CompiledField;
  label: string;
  listWidth?: string;
}

export interface ExportRequest {
  database: Database;
  registry: ModuleRegistry;
  storage: FileStorage;
  module: CompiledModule;
  /** Filters and order of the list (planListQuery); its paging is ignored, every matching row is exported. */
  plan: ListPlan;
  columns: readonly ExportColumn[];
  /** Keys the user ticked; empty for every row the filters select. */
  selectedIds: readonly string[];
  ctx: RecordContext;
  t: Translate;
  /** Told after every fetch, with the rows written to the file so far. */
  onProgress?: (progress: JobProgress) => void;
}

/** Rows per cursor fetch: memory stays flat whatever the row count. */
const FETCH_ROWS = 1000;

/**
 * The columns of the list as the user sees them (visible columns, their labels and widths), or
 * the list columns named in `fields` in that order. Only list columns export: a field the
 * list does not show (one kept off the list on purpose, or hidden from the user by the field
 * policy) is refused like an unknown one.
 * @throws AppError E_UNKNOWN_FIELD for a name that is no list column of the module.
 */
export function exportColumns(module: CompiledModule, fields: string, locale: Locale, access: UserFieldAccess = {}): ExportColumn[] {
  const visible = (name: string) => access[name] !== 'hidden';
  const names = fields.split(',').map((name) => name.trim()).filter(Boolean);
  if (names.length === 0) {
    return module.columns
      .filter((column) => !column.hidden && visible(column.field))
      .flatMap((column) => {
        const field = module.fields.get(column.field);
        return field ? [{ field, label: column.label[locale], listWidth: column.width }] : [];
      });
  }
  return [...new Set(names)].map((name) => {
    const column = module.columns.find((candidate) => candidate.field === name);
    const field = column && module.fields.get(column.field);
    if (!column || !field || !visible(name)) throw new AppError('E_UNKNOWN_FIELD', { field: name });
    return { field, label: field.def.label[locale], listWidth: column.width };
  });
}

function exportName(module: CompiledModule, locale: Locale, now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `${module.bundle.title[locale]}_${stamp}.xlsx`;
}

function exportFields(columns: readonly ExportColumn[], module: CompiledModule): CompiledField[] {
  return [module.primaryKey, ...new Set(columns.map((column) => column.field))];
}

/** The list's scope and filters, narrowed to the ticked keys when there are. */
function exportPredicates(request: Pick<ExportRequest, 'module' | 'plan' | 'selectedIds' | 'ctx'>) {
  const { module, plan, selectedIds, ctx } = request;
  const predicates = scopePredicates(module, plan.filters, ctx);
  if (selectedIds.length > 0) predicates.push(sql`${sql.ref(`t.${module.primaryKey.column}`)} in (${sql.join([...selectedIds])})`);
  return predicates;
}

/**
 * How many rows the export would write, counted up to `most` (more counts as most + 1): what
 * decides whether the export runs in its request or as a job, at the cost of at most `most` rows read.
 */
export async function countExportRows(database: Database, request: Pick<ExportRequest, 'module' | 'plan' | 'selectedIds' | 'ctx'>, most: number): Promise<number> {
  const query = sql<{ n: number }>`select count(*) as n from (select 1 from ${sql.table(request.module.table)} as t ${whereSql(exportPredicates(request))} limit ${most + 1}) as rows`;
  const { rows } = await query.execute(database.db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * pub/exportToExcel.ajax: the rows the list would show the user (organisation scope, filters,
 * order of the same plan), read through a cursor in one read-only transaction (one consistent
 * snapshot) and streamed into the workbook page by page.
 * @returns the export's file record, for the caller to store.
 */
export async function runExport(request: ExportRequest): Promise<FileRecord> {
  const { database, registry, storage, module, plan, columns, selectedIds, ctx, t } = request;
  const fileId = newId();
  const storageName = issueName('export', fileId);
  const sink = storageSink(storage, storageName);
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink.stream, useStyles: true, useSharedStrings: false });
    workbook.creator = t('files.creator');
    const sheet = workbook.addWorksheet(module.bundle.title[ctx.locale].slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map(({ field, label, listWidth }) => {
      const numFmt = numberFormat(field);
      return { header: label, key: field.name, width: columnWidth(label, listWidth), style: numFmt ? { numFmt } : {} };
    });
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();

    const fields = exportFields(columns, module);
    const order = plan.order.map((item) => orderTerm(orderValue(item), item));
    const query = sql`select ${sql.join(recordSelections(registry, module, fields, ctx.orgNo))} from ${sql.table(module.table)} as t ${whereSql(exportPredicates(request))} order by ${sql.join(order)}`;

    await database.db.transaction().setAccessMode('read only').execute(async (trx) => {
      await sql`declare export_rows no scroll cursor for ${query}`.execute(trx);
      let written = 0;
      for (;;) {
        const { rows } = await sql<Record<string, unknown>>`fetch forward ${sql.lit(FETCH_ROWS)} from export_rows`.execute(trx);
        for (const raw of rows) {
          const record = toRecordRow(module, fields, raw, ctx);
          sheet.addRow(columns.map((column) => exportCell(column.field, record, ctx.locale))).commit();
        }
        await sheetDrained(sheet);
        written += rows.length;
        request.onProgress?.({ read: written, written, refused: 0 });
        if (rows.length < FETCH_ROWS) break;
      }
    });
    sheet.commit();
    await workbook.commit();
    const size = await sink.finish();
    return {
      fileId,
      kind: 'export',
      groupId: null,
      orgNo: ctx.orgNo,
      createdBy: ctx.userId,
      fileName: exportName(module, ctx.locale),
      fileType: 'xlsx',
      byteSize: size,
      storageName,
      moduleId: module.moduleId,
      meta: null,
    };
  } catch (error) {
    await sink.abort();
    throw error;
  }
}
