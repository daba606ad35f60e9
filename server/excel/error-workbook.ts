import { newId } from '../auth/secrets.ts';
import type { FileRecord } from '../files/file-records.ts';
import { issueName, type FileStorage } from '../files/file-storage.ts';
import { storageSink, type StorageSink } from '../files/storage/storage-sink.ts';
import type { RecordContext } from '../modules/record-context.ts';
import type { CellPrimitive } from './cell-value.ts';
import { createTemplateWriter, type TemplateSpec, type TemplateWriter } from './template-writer.ts';

/** A refused row: what the file held, and why, per template column. */
export interface RefusedRow {
  original: readonly CellPrimitive[];
  /** Messages by 0-based column. */
  reasons: ReadonlyMap<number, string>;
}

/** The error workbook of one import run, written only once a row is refused. */
export interface ErrorWorkbook {
  readonly count: number;
  add(row: RefusedRow): Promise<void>;
  /** Completes the file and answers its record (to insert with the import), or undefined when no row was refused. */
  finish(): Promise<FileRecord | undefined>;
  /** Removes the file of a run that failed. */
  discard(): Promise<void>;
}

/**
 * Refused rows with their original values and a note on each refused cell, in the same
 * template (same mark, same columns), so the user fixes the cells and imports the file again.
 * Each run writes its own file under its own id: concurrent imports never share one.
 */
export function createErrorWorkbook(storage: FileStorage, spec: TemplateSpec, run: { uuid: string; fileName: string; ctx: RecordContext }): ErrorWorkbook {
  let open: { fileId: string; storageName: string; sink: StorageSink; writer: TemplateWriter } | undefined;
  let count = 0;
  return {
    get count() {
      return count;
    },
    async add(row) {
      if (!open) {
        const fileId = newId();
        const storageName = issueName('importError', fileId);
        const sink = storageSink(storage, storageName);
        open = { fileId, storageName, sink, writer: createTemplateWriter(sink.stream, spec) };
      }
      open.writer.addRow(row.original, row.reasons);
      count += 1;
      await open.writer.drained();
    },
    async finish() {
      if (!open) return undefined;
      await open.writer.finish();
      const size = await open.sink.finish();
      return {
        fileId: open.fileId,
        kind: 'importError',
        groupId: run.uuid,
        orgNo: run.ctx.orgNo,
        createdBy: run.ctx.userId,
        fileName: run.fileName,
        fileType: 'xlsx',
        byteSize: size,
        storageName: open.storageName,
        moduleId: spec.module.moduleId,
        meta: null,
      };
    },
    async discard() {
      if (!open) return;
      await open.sink.abort();
    },
  };
}
