/**
 * Shared steps of the module designer's API tests (tests/api/module-design-*): the calls under
 * system/moduleDesign/, drafts edited from the stored bundle, and columns read straight from
 * the database to prove what a publish did to a table.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ModuleBundle } from '../../runtime/index.ts';
import { call, type CallParams, type CallResult } from './harness.ts';

/** The module bundles of modules/ (the dictionaries aside), by moduleId: every one is published at first start. */
export const DEMO_MODULES = fs
  .readdirSync(path.resolve(import.meta.dirname, '../../modules'))
  .filter((file) => file.endsWith('.json') && file !== 'dictionaries.json')
  .map((file) => file.slice(0, -'.json'.length))
  .sort();

export function design(app: FastifyInstance, token: string, path: string, params: CallParams = {}): Promise<CallResult> {
  return call(app, token, `system/moduleDesign/${path}`, params);
}

/** A designer call that must succeed: its value. */
export async function designValue(app: FastifyInstance, token: string, path: string, params: CallParams = {}): Promise<any> {
  const result = await design(app, token, path, params);
  if (result.status !== 200 || result.body.state !== 0) throw new Error(`${path} answered ${result.status} ${JSON.stringify(result.body).slice(0, 800)}`);
  return result.body.value;
}

export interface Loaded {
  moduleId: string;
  version: number;
  status: 'draft' | 'published' | 'archived';
  revision: number;
  bundle: ModuleBundle;
}

export function loadDesign(app: FastifyInstance, token: string, moduleId: string, version?: number): Promise<Loaded> {
  return designValue(app, token, 'load.ajax', version === undefined ? { moduleId } : { moduleId, version });
}

/** The revision saveDraft expects for what load.ajax answered: the draft's, or -1 for a first draft. */
export function revisionOf(loaded: Loaded): number {
  return loaded.status === 'draft' ? loaded.revision : -1;
}

/** Saves the module's draft (or a first draft from the published version) after `edit`; answers saveDraft's raw result. */
export async function editDraft(app: FastifyInstance, token: string, moduleId: string, edit: (bundle: ModuleBundle) => void): Promise<CallResult> {
  const loaded = await loadDesign(app, token, moduleId);
  const bundle = structuredClone(loaded.bundle);
  edit(bundle);
  return design(app, token, 'saveDraft.ajax', { moduleId, bundle: JSON.stringify(bundle), revision: revisionOf(loaded), note: 'test' });
}

/** The module's published version number, 0 when it has none: what publish.ajax and rollback.ajax send as `publishedVersion`. */
export async function publishedVersionOf(app: FastifyInstance, token: string, moduleId: string): Promise<number> {
  const versions: { version: number; status: string }[] = await designValue(app, token, 'versions.ajax', { moduleId });
  return versions.find((version) => version.status === 'published')?.version ?? 0;
}

/** Publishes the module's current draft as previewed now: publish.ajax's raw result. */
export async function publishDraft(app: FastifyInstance, token: string, moduleId: string, note = 'test publish'): Promise<CallResult> {
  const draft = await loadDesign(app, token, moduleId);
  return design(app, token, 'publish.ajax', { moduleId, revision: draft.revision, publishedVersion: await publishedVersionOf(app, token, moduleId), note });
}

/** Edits and publishes in one go; both must succeed. Answers the published version number. */
export async function editAndPublish(app: FastifyInstance, editor: string, publisher: string, moduleId: string, edit: (bundle: ModuleBundle) => void): Promise<number> {
  const saved = await editDraft(app, editor, moduleId, edit);
  if (saved.body.state !== 0) throw new Error(`saveDraft answered ${JSON.stringify(saved.body).slice(0, 800)}`);
  const published = await publishDraft(app, publisher, moduleId);
  if (published.body.state !== 0) throw new Error(`publish answered ${JSON.stringify(published.body).slice(0, 800)}`);
  return published.body.value.version as number;
}

export async function columnInfo(app: FastifyInstance, table: string): Promise<Map<string, { type: string; maxLength: number | null }>> {
  const { rows } = await sql<{ column_name: string; data_type: string; character_maximum_length: number | null }>`
    select column_name, data_type, character_maximum_length from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}`.execute(app.database.db);
  return new Map(rows.map((row) => [row.column_name, { type: row.data_type, maxLength: row.character_maximum_length }]));
}

/** A text field for tests: optional unless said, a label in both languages. */
export function textField(name: string, extra: Record<string, unknown> = {}): ModuleBundle['entity']['fields'][number] {
  return { name, type: 'text', label: { 'zh-CN': name, 'en-US': name }, ...extra } as ModuleBundle['entity']['fields'][number];
}
