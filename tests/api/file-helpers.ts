/**
 * Shared steps of the file API tests (tests/api/import*, export*, attach*): multipart uploads,
 * downloads as bytes, and filling a downloaded template the way a user does in Excel.
 */
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { login, startTestApp, type CallParams, type CallResult, type TestApp } from './harness.ts';

export interface Download {
  status: number;
  headers: Record<string, unknown>;
  bytes: Buffer;
  /** The envelope when the call refused (JSON), else undefined. */
  body: any;
}

function url(app: FastifyInstance, apiPath: string): string {
  return `${app.config.apiBase}/${apiPath.replace(/^\//, '')}`;
}

/** A multipart POST of one file (or several, or none) plus fields, as a browser uploader sends it. */
export async function upload(
  app: FastifyInstance,
  token: string | null,
  apiPath: string,
  files: { field?: string; name: string; bytes: Buffer | Uint8Array }[],
  fields: Record<string, string> = {},
): Promise<CallResult> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append(file.field ?? 'file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  const headers: Record<string, string> = { 'content-type': request.headers.get('content-type') as string };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await app.inject({ method: 'POST', url: url(app, apiPath), headers, payload });
  return { status: response.statusCode, body: response.json() };
}

/** A call answering a file: its bytes, or the refusal envelope. */
export async function download(app: FastifyInstance, token: string | null, apiPath: string, params: CallParams = {}, method: 'GET' | 'POST' = 'POST'): Promise<Download> {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null) form.append(key, String(value));
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response =
    method === 'GET'
      ? await app.inject({ method, url: `${url(app, apiPath)}?${form}`, headers })
      : await app.inject({ method, url: url(app, apiPath), headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() });
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload, body: json ? response.json() : undefined };
}

/** Reads a workbook answered by the server. */
export async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** The first visible sheet: the data sheet of a template, error workbook or export. */
export function dataSheet(workbook: ExcelJS.Workbook): ExcelJS.Worksheet {
  const sheet = workbook.worksheets.find((candidate) => candidate.state === 'visible');
  if (!sheet) throw new Error('no visible sheet');
  return sheet;
}

/** Cell texts of a row (1-based row number), as plain values. */
export function rowValues(sheet: ExcelJS.Worksheet, rowNumber: number): unknown[] {
  const values = sheet.getRow(rowNumber).values as unknown[];
  return values.slice(1).map((value) => {
    if (value && typeof value === 'object' && 'richText' in value) return (value as ExcelJS.CellRichTextValue).richText.map((run) => run.text).join('');
    return value;
  });
}

/** Header labels of a data sheet, with required marks. */
export function headerLabels(sheet: ExcelJS.Worksheet): string[] {
  return rowValues(sheet, 1).map(String);
}

/**
 * Fills a template's data sheet with rows keyed by header label (without the '*') and saves it
 * again with exceljs's ordinary writer, as a user's spreadsheet program would.
 */
export async function fillTemplate(template: Buffer, rows: Record<string, unknown>[]): Promise<Buffer> {
  const workbook = await readWorkbook(template);
  const sheet = dataSheet(workbook);
  const headers = headerLabels(sheet).map((label) => label.replace(/^\*/, ''));
  rows.forEach((row, index) => {
    const target = sheet.getRow(index + 2);
    for (const [label, value] of Object.entries(row)) {
      const column = headers.indexOf(label);
      if (column < 0) throw new Error(`no column ${label} in ${headers.join(',')}`);
      target.getCell(column + 1).value = value as ExcelJS.CellValue;
    }
    target.commit();
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A test app with the manager signed in and the module's template downloaded: the start of most import tests. */
export async function startTemplateTest(entityName: string): Promise<{ test: TestApp; manager: string; template: Buffer }> {
  const test = await startTestApp();
  const manager = await login(test.app, 'manager');
  const template = (await download(test.app, manager, 'pub/generateImportTemplate.ajax', { _entityName: entityName })).bytes;
  return { test, manager, template };
}
