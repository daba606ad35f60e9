/**
 * The calls of docs/architecture.md 'Module call convention' for one compiled module, plus
 * the generic pub/ calls the list page makes. Each answers plain data or throws RequestError.
 */
import { download, request, unwrap, type Envelope } from '../../api/request.ts';
import type { CompiledModule, OperationName } from '../../../runtime/index.ts';
import { followJob } from '../../components/files/job-api.ts';

export interface ModuleInit {
  moduleId: string;
  version: string;
  operations: OperationName[];
  isModuleOprLimit: boolean;
  moduleOprs: string[];
}

export type FormRecord = Record<string, unknown> & {
  _rowVersion?: number;
  _labels?: Record<string, string>;
};

export interface SaveFieldError {
  field: string;
  message: string;
}

export type SaveOutcome = { ok: true; key: string; message?: string } | { ok: false; message: string; code?: string; fieldErrors: SaveFieldError[] };

function entityParams(module: CompiledModule): Record<string, string> {
  return { _entityName: module.entityName, _moduleId: module.moduleId };
}

export function listPath(module: CompiledModule): string {
  return `${module.bundle.apiPath}/tableList.ajax`;
}

export async function initModule(module: CompiledModule): Promise<ModuleInit> {
  const value = unwrap(await request<Envelope<ModuleInit>>(`${module.bundle.apiPath}/init.ajax`, { ...entityParams(module), pkValue: -1 }));
  return { ...value, version: String(value.version), moduleOprs: value.moduleOprs ?? [], isModuleOprLimit: Boolean(value.isModuleOprLimit) };
}

export async function findRecord(module: CompiledModule, pkValue: string): Promise<FormRecord> {
  const answer = await request<Envelope<unknown> & { recorder?: FormRecord }>(`${module.bundle.apiPath}/find.ajax`, { ...entityParams(module), pkValue });
  unwrap(answer);
  return answer.recorder ?? {};
}

/** The field messages of a refused save (param.errors), wherever the envelope arrived from. */
export function fieldErrorsOf(param: unknown): SaveFieldError[] {
  const errors = param && typeof param === 'object' ? (param as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(errors)) return [];
  return errors.filter((error): error is SaveFieldError => typeof error?.field === 'string' && typeof error?.message === 'string');
}

/**
 * Sends a record with the versions it was edited from: the record's `_rowVersion` and the
 * bundle's `_bundleVersion` (docs/module-authoring.md 'Stale pages and saves'). A refusal
 * (validation, stale record or bundle, permission) is an outcome, not a throw.
 */
export async function saveRecord(
  module: CompiledModule,
  values: Record<string, unknown>,
  pkValue: string,
  versions: { rowVersion?: number; bundleVersion?: string },
): Promise<SaveOutcome> {
  const answer = await request<Envelope<unknown>>(`${module.bundle.apiPath}/save.ajax`, {
    ...values,
    ...entityParams(module),
    pkValue,
    _rowVersion: versions.rowVersion,
    _bundleVersion: versions.bundleVersion,
  });
  if (answer.state === 0) return { ok: true, key: String(answer.value), message: answer.msgInfo };
  return { ok: false, message: answer.msgInfo ?? '', code: answer.code, fieldErrors: fieldErrorsOf(answer.param) };
}

export async function deleteRecords(module: CompiledModule, pkValues: readonly string[]): Promise<void> {
  unwrap(await request<Envelope<unknown>>(`${module.bundle.apiPath}/delete.ajax`, { ...entityParams(module), pkValue: pkValues.join(',') }));
}

export async function sortRecords(module: CompiledModule, order: readonly { pk: string; seq: number }[]): Promise<void> {
  unwrap(await request<Envelope<unknown>>('pub/tableListSort.ajax', { ...entityParams(module), draggableData: JSON.stringify(order) }));
}

/** The list's current query, as export and import send it along. */
export interface ListQueryParams {
  condition: string;
  /** A report cell's drill-down condition, held beside the search panel's. */
  defaultCondition?: string | undefined;
  orderField?: string;
  orderCondition?: 'asc' | 'desc';
  parentId?: string;
}

type ExportAnswer = { filePath: string; saveName: string };

/**
 * Spec 01 §7: the export answers where the workbook was written; the file is then downloaded.
 * It runs as a job (background=1): `onProgress` hears the rows written while it runs.
 */
export async function exportToExcel(module: CompiledModule, fields: readonly string[], selectedIds: readonly string[], query: ListQueryParams, onProgress: (rows: number) => void): Promise<void> {
  const started = unwrap(
    await request<Envelope<ExportAnswer & { jobId?: string }>>('pub/exportToExcel.ajax', {
      ...entityParams(module),
      ...query,
      fields: fields.join(','),
      selectedIds: selectedIds.join(','),
      background: '1',
    }),
  );
  const written = started.jobId ? ((await followJob(started.jobId, (progress) => onProgress(progress.written))) as ExportAnswer) : started;
  await download('attachment/fileDownload', { filePath: written.filePath, saveName: written.saveName });
}

export async function downloadImportTemplate(module: CompiledModule): Promise<void> {
  await download('pub/generateImportTemplate.ajax', entityParams(module));
}
