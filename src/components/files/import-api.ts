/** The import calls of spec 01 §7, as server/routes/import-export-routes.ts answers them. */
import { download, request, unwrap, upload, type Envelope } from '../../api/request.ts';
import { IMPORT_MAX_BYTES, IMPORT_TYPES } from './file-rules.ts';
import { followJob, type JobProgress } from './job-api.ts';

/** The module an import writes to. */
export interface ImportTarget {
  entityName: string;
  moduleId: string;
}

/** Spec 01 §3 Import result. */
export interface ImportResult {
  successNum: number;
  errorNum: number;
  /** Names the error workbook for downloadErrorExcel; '' when no row was refused. */
  uuid: string;
}

export interface ImportOptions {
  /** The field that identifies a row; '' for the bundle's own. */
  flagField: string;
  overwrite: boolean;
  parentId?: string;
  parentName?: string;
}

function entity(target: ImportTarget): Record<string, string> {
  return { _entityName: target.entityName, _moduleId: target.moduleId };
}

export function downloadTemplate(target: ImportTarget): Promise<void> {
  return download('pub/generateImportTemplate.ajax', entity(target));
}

/** Uploads the workbook to `apiPath` (checked as a system template by the server); answers its file id. */
export async function uploadWorkbook(apiPath: string, file: File, onProgress: (percent: number) => void): Promise<string> {
  const form = new FormData();
  form.append('suffix', IMPORT_TYPES.join(','));
  form.append('maxSize', String(IMPORT_MAX_BYTES));
  form.append('file', file, file.name);
  const answer = await upload<Envelope<unknown> & { fileId?: unknown }>(apiPath, form, onProgress);
  unwrap(answer);
  if (typeof answer.fileId !== 'string' || answer.fileId === '') throw new Error(answer.msgInfo ?? '');
  return answer.fileId;
}

/**
 * Imports the uploaded workbook as a job (background=1), reporting its rows read, written and
 * refused while it runs; a refusal of the whole file throws with the server's reason.
 */
export async function importWorkbook(target: ImportTarget, fileId: string, options: ImportOptions, onProgress: (progress: JobProgress) => void): Promise<ImportResult> {
  const started = unwrap(
    await request<Envelope<Partial<ImportResult> & { jobId?: string }>>('pub/importFromExcel.ajax', {
      ...entity(target),
      filePath: fileId,
      flagField: options.flagField,
      overwrite: options.overwrite,
      parentId: options.parentId,
      parentName: options.parentName,
      background: '1',
    }),
  );
  const value = (started.jobId ? await followJob(started.jobId, onProgress) : started) as Partial<ImportResult>;
  return importResultOf(value);
}

export function downloadErrorRows(target: ImportTarget, uuid: string): Promise<void> {
  return download('pub/downloadErrorExcel.ajax', { ...entity(target), uuid });
}

/** What an import dialog drives: one kind of template's calls. */
export interface ImportSource {
  template(): Promise<void>;
  upload(file: File, onProgress: (percent: number) => void): Promise<string>;
  run(fileId: string, overwrite: boolean, onProgress: (progress: JobProgress) => void): Promise<ImportResult>;
  errorRows(uuid: string): Promise<void>;
}

/** A module's import (spec 01 §7). */
export function moduleImportSource(target: ImportTarget, options: Omit<ImportOptions, 'overwrite'>): ImportSource {
  return {
    template: () => downloadTemplate(target),
    upload: (file, onProgress) => uploadWorkbook('attachment/importUploadFile.ajax', file, onProgress),
    run: (fileId, overwrite, onProgress) => importWorkbook(target, fileId, { ...options, overwrite }, onProgress),
    errorRows: (uuid) => downloadErrorRows(target, uuid),
  };
}

/** A finished import job's counts, as pub/job/status.ajax answers them. */
export function importResultOf(value: Partial<ImportResult>): ImportResult {
  return { successNum: Number(value.successNum) || 0, errorNum: Number(value.errorNum) || 0, uuid: String(value.uuid ?? '') };
}
