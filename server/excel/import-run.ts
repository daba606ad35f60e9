import { AppError, type CompiledField, type CompiledModule, type Translate, type UserFieldAccess } from '../../runtime/index.ts';
import type { Database } from '../db/database.ts';
import { refreshStatistics } from '../db/statistics.ts';
import { newId } from '../auth/secrets.ts';
import { insertFileRecord, type FileRecord } from '../files/file-records.ts';
import type { FileStorage } from '../files/file-storage.ts';
import type { JobProgress } from '../jobs/job-types.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import type { RecordContext } from '../modules/record-context.ts';
import { isBlank } from './cell-value.ts';
import { createErrorWorkbook } from './error-workbook.ts';
import { mapHeader } from './header-map.ts';
import { createBatchImporter, type BatchOutcome, type SheetRecord } from './import-batch.ts';
import { MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS } from './import-limits.ts';
import { parentValues } from './import-parent.ts';
import { createImportWriter } from './import-writer.ts';
import { markedModule, templateDataSheet } from './template-check.ts';
import type { TemplateMark } from './template-mark.ts';
import { templateSecret } from './template-secret.ts';
import type { TemplateSpec } from './template-writer.ts';
import { openWorkbook } from './workbook-sheets.ts';
import { tooBig } from './xlsx-inspect.ts';
import type { PlatformDb } from '../db/tables/index.ts';

export interface ImportRequest {
  database: Database;
  registry: ModuleRegistry;
  storage: FileStorage;
  module: CompiledModule;
  /** The import upload (kind 'import'), its mark verified when it was uploaded. */
  upload: FileRecord;
  /** Field that identifies a row; '' for the bundle's import.flagField. */
  flagField: string;
  overwrite: boolean;
  parentId: string;
  parentName: string;
  /** The importing user's field permissions: a cell of a field hidden or read-only for them is judged as a save would judge it (none: unlimited). */
  fieldAccess?: UserFieldAccess;
  ctx: RecordContext;
  t: Translate;
  /** Told after every batch. */
  onProgress?: (progress: JobProgress) => void;
  /** Runs in the transaction of the rows, last: a record of the result that commits or rolls back with them. */
  onCommit?: (trx: PlatformDb, result: ImportResult) => Promise<void>;
}

/** The import result of spec 01 §3; filePath and saveName name the error workbook ('' when none). */
export interface ImportResult {
  successNum: number;
  errorNum: number;
  uuid: string;
  filePath: string;
  saveName: string;
}

/** Rows checked and written together: one lookup of existing keys and one insert per batch. */
const BATCH_ROWS = 1000;

function flagFieldOf(module: CompiledModule, fields: readonly CompiledField[], requested: string): CompiledField {
  const name = requested || module.bundle.import?.key || module.bundle.import?.flagField || '';
  const field = module.fields.get(name);
  if (!field || !fields.includes(field)) throw new AppError('E_BAD_REQUEST', { field: name }, 'files.badFlagField');
  return field;
}

/** The bundle's import key (a unique field) makes the import an upsert: a row whose key is stored updates it. */
function isUpsertKey(module: CompiledModule, flag: CompiledField): boolean {
  return module.bundle.import?.key === flag.name;
}

function markOf(registry: ModuleRegistry, module: CompiledModule, upload: FileRecord, ctx: RecordContext): TemplateMark {
  const mark = JSON.parse(upload.meta ?? '{}') as TemplateMark;
  if (mark.moduleId !== module.moduleId) {
    const other = registry.byModuleId(mark.moduleId)?.bundle.title[ctx.locale] ?? mark.moduleId;
    throw new AppError('E_BAD_REQUEST', { template: other, module: module.bundle.title[ctx.locale] }, 'files.wrongTemplate');
  }
  return mark;
}

/** Streams the data sheet's rows: the first row is the header, blank rows are skipped. */
async function* dataRows(path: string, fields: readonly CompiledField[], ctx: RecordContext): AsyncGenerator<SheetRecord> {
  const workbook = await openWorkbook(path);
  try {
    const sheet = templateDataSheet(workbook.sheets);
    let columns: number[] | undefined;
    for await (const row of sheet ? workbook.rows(sheet) : []) {
      if (row.number > MAX_IMPORT_ROWS + 1 || row.cells.length > MAX_IMPORT_COLUMNS) throw tooBig();
      if (!columns) {
        columns = mapHeader(row.cells, fields, ctx.locale);
        continue;
      }
      const original = columns.map((column) => row.cells[column] ?? null);
      if (!original.every(isBlank)) yield { number: row.number, original };
    }
    if (!columns) mapHeader([], fields, ctx.locale);
  } finally {
    await workbook.close();
  }
}

/** The part of an import that knows where its rows go: the template's columns and the batches' checks and writes. */
export interface SheetImport {
  database: Database;
  storage: FileStorage;
  upload: FileRecord;
  /** The template (columns, labels) the error workbook repeats. */
  template: TemplateSpec;
  errorFileName: string;
  ctx: RecordContext;
  /** Opens the batch writer inside the import's transaction (its locks, its lookups). */
  openBatches(trx: PlatformDb): Promise<(rows: readonly SheetRecord[]) => Promise<BatchOutcome>>;
  onProgress?: (progress: JobProgress) => void;
  /** Runs in the transaction of the rows, last: what commits or rolls back with them. */
  onCommit?: (trx: PlatformDb, result: ImportResult) => Promise<void>;
}

/**
 * The import pipeline every template shares: the data sheet streamed and checked in batches of
 * BATCH_ROWS, the good rows written in ONE transaction while the file is still being read, the
 * refused rows in an error workbook (the same template with a note on each refused cell). A
 * failure anywhere (database, a sheet beyond the limits found mid-way) rolls back every row and
 * removes the error workbook.
 * @throws AppError files.missingColumns, files.extraColumns, files.noRows, files.tooBig, files.damaged, files.zipBomb, files.formulaNoValue
 */
export async function importSheet(run: SheetImport): Promise<ImportResult> {
  const { database, storage, upload, template, ctx } = run;
  const uuid = newId();
  const errors = createErrorWorkbook(storage, template, { uuid, fileName: run.errorFileName, ctx });
  // Read before the transaction: a copy from database or bucket storage needs no connection it holds.
  const local = await storage.localFile(upload.storageName);
  try {
    return await database.db.transaction().execute(async (trx) => {
      const importBatch = await run.openBatches(trx);
      let successNum = 0;
      let read = 0;
      const flush = async (rows: SheetRecord[]) => {
        const outcome = await importBatch(rows);
        successNum += outcome.written;
        for (const row of outcome.refused) await errors.add(row);
        run.onProgress?.({ read, written: successNum, refused: errors.count });
      };
      // One batch is checked and written while the next is read from the file: parsing the
      // sheet overlaps the database's work. Batches still run one after the other, in order.
      let pending: Promise<void> = Promise.resolve();
      let batch: SheetRecord[] = [];
      try {
        for await (const row of dataRows(local.path, template.fields, ctx)) {
          read += 1;
          batch.push(row);
          if (batch.length < BATCH_ROWS) continue;
          await pending;
          pending = flush(batch);
          // Handled where it is awaited; this keeps a failure from counting as unhandled meanwhile.
          pending.catch(() => undefined);
          batch = [];
        }
      } finally {
        await pending.catch(() => undefined);
      }
      await pending;
      await flush(batch);
      if (successNum + errors.count === 0) throw new AppError('E_BAD_REQUEST', {}, 'files.noRows');
      const errorFile = await errors.finish();
      if (errorFile) await insertFileRecord(trx, errorFile, storage.place);
      const answer = { successNum, errorNum: errors.count, uuid, filePath: errorFile?.fileId ?? '', saveName: errorFile?.fileName ?? '' };
      await run.onCommit?.(trx, answer);
      return answer;
    });
  } catch (error) {
    await errors.discard();
    throw error;
  } finally {
    await local.release();
  }
}

/**
 * pub/importFromExcel.ajax: every row of the template checked by the form's rules, imported by
 * importSheet. The transaction holds the module's published version (createImportWriter): a
 * publish cannot change the module while rows are written under it.
 * @throws AppError files.wrongTemplate, files.outdatedTemplate, files.badFlagField, files.missingColumns,
 *   files.extraColumns, files.noRows, files.tooBig, files.damaged, files.zipBomb, files.formulaNoValue, E_BUNDLE_CHANGED
 */
export async function runImport(request: ImportRequest): Promise<ImportResult> {
  const { database, registry, storage, module, upload, ctx, t } = request;
  const { fields } = markedModule(registry, markOf(registry, module, upload, ctx));
  const flag = flagFieldOf(module, fields, request.flagField);
  const fixed = await parentValues(database.db, registry, module, request.parentId, request.parentName, ctx);
  const secret = await templateSecret(database);
  const result = await importSheet({
    database,
    storage,
    upload,
    template: { module, fields, locale: ctx.locale, secret, t },
    errorFileName: `${module.bundle.title[ctx.locale]}_${t('files.errorFileName')}.xlsx`,
    ctx,
    openBatches: async (trx) => {
      const writer = await createImportWriter(trx, module, flag, ctx);
      return createBatchImporter(trx, writer, { registry, module, fields, flag, overwrite: request.overwrite || isUpsertKey(module, flag), fixed, fieldAccess: request.fieldAccess ?? {}, ctx, t });
    },
    onProgress: request.onProgress,
    onCommit: request.onCommit,
  });
  if (result.successNum > 0) await refreshStatistics(database.db, module.table);
  return result;
}
