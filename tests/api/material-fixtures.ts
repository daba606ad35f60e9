/**
 * The materials fixture (tests/fixtures/materials: issues, returns with cross-record checks,
 * return lines) published into a test app through the designer, as an analyst would.
 */
import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ModuleBundle } from '../../runtime/index.ts';
import { design } from './module-design-helpers.ts';

/** A bundle of a folder of tests/fixtures. */
export async function fixtureBundle(folder: string, moduleId: string): Promise<ModuleBundle> {
  return JSON.parse(await fs.readFile(new URL(`../fixtures/${folder}/${moduleId}.json`, import.meta.url), 'utf8')) as ModuleBundle;
}

export async function materialBundle(moduleId: string): Promise<ModuleBundle> {
  return fixtureBundle('materials', moduleId);
}

/** Saves `bundle` as a first draft and publishes it; both must succeed. */
export async function publishNew(app: FastifyInstance, analyst: string, manager: string, bundle: ModuleBundle): Promise<void> {
  const saved = await design(app, analyst, 'saveDraft.ajax', { moduleId: bundle.moduleId, bundle: JSON.stringify(bundle), revision: -1, note: 'fixture' });
  if (saved.body.state !== 0) throw new Error(`saveDraft ${bundle.moduleId}: ${JSON.stringify(saved.body).slice(0, 800)}`);
  const published = await design(app, manager, 'publish.ajax', { moduleId: bundle.moduleId, revision: saved.body.value.revision, publishedVersion: 0, note: 'fixture' });
  if (published.body.state !== 0) throw new Error(`publish ${bundle.moduleId}: ${JSON.stringify(published.body).slice(0, 800)}`);
}

/** Publishes issues and return lines, then returns (whose checks name both). */
export async function publishMaterials(app: FastifyInstance, analyst: string, manager: string): Promise<void> {
  for (const moduleId of ['ckIssue', 'ckReturnLine', 'ckReturn']) await publishNew(app, analyst, manager, await materialBundle(moduleId));
}
