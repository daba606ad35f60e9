/**
 * A release of a module: publishing its draft, or rolling back to an earlier version (a new
 * version with that version's bundle). Both show the same preview and take a change note.
 */
import { RequestError } from '../../../api/request.ts';
import type { BundleProblem } from '../../../../runtime/index.ts';
import { loadVersion, planPublish, publishDraft, rollbackTo, type LoadedVersion, type PlanAnswer } from '../api/design-calls.ts';
import type { MigrationRefusal } from './plan-wording.ts';

export type Release =
  | {
      kind: 'publish';
      draftVersion: number;
      publishedVersion: number | null;
      /** The draft revision the editor holds (the optimistic lock); the loaded draft's when null. */
      revision: number | null;
    }
  | { kind: 'rollback'; version: number; publishedVersion: number | null };

export interface ReleasePreview {
  /** The published version the release replaces; none for a first publish. */
  before: LoadedVersion | null;
  /** The version that becomes published. */
  after: LoadedVersion;
  plan: PlanAnswer;
}

export function targetVersion(release: Release): number {
  return release.kind === 'publish' ? release.draftVersion : release.version;
}

export async function loadReleasePreview(moduleId: string, release: Release): Promise<ReleasePreview> {
  const [before, after, plan] = await Promise.all([
    release.publishedVersion === null ? null : loadVersion(moduleId, release.publishedVersion),
    loadVersion(moduleId, targetVersion(release)),
    planPublish(moduleId, release.kind === 'rollback' ? release.version : undefined),
  ]);
  return { before, after, plan };
}

/** Publishes or rolls back; answers the new published version number. */
export async function applyRelease(moduleId: string, release: Release, preview: ReleasePreview, note: string): Promise<number> {
  const done = release.kind === 'publish' ? await publishDraft(moduleId, release.revision ?? preview.after.revision, note) : await rollbackTo(moduleId, release.version, note);
  return done.version;
}

/** The server's refusal of a release, shown in the dialog rather than as a passing toast. */
export interface ReleaseRefusal {
  message: string;
  refusals: MigrationRefusal[];
  problems: BundleProblem[];
}

/** Refusals that carry what to fix: a blocked plan, a draft changed by someone else, a draft with problems. */
const REFUSAL_CODES = new Set(['E_PUBLISH_BLOCKED', 'E_DRAFT_CHANGED', 'E_BUNDLE_INVALID']);

function listParam<T>(param: Record<string, unknown> | undefined, key: string): T[] {
  const value = param?.[key];
  return Array.isArray(value) ? (value as T[]) : [];
}

/** The refusal a failed release carries, or null for any other failure. */
export function releaseRefusalOf(error: unknown): ReleaseRefusal | null {
  if (!(error instanceof RequestError) || !error.code || !REFUSAL_CODES.has(error.code)) return null;
  return { message: error.message, refusals: listParam(error.param, 'refusals'), problems: listParam(error.param, 'problems') };
}
