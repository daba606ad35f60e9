/**
 * A release of a module: publishing its draft, or rolling back to an earlier version (a new
 * version with that version's bundle). Both show the same preview and take a change note.
 */
import { RequestError } from '../../../api/request.ts';
import type { BundleProblem } from '../../../../runtime/index.ts';
import { loadVersion, planPublish, publishDraft, rollbackTo, type PreviewedState } from '../api/design-calls.ts';
import type { LoadedVersion, PlanAnswer } from '../../../../contracts/module-design.ts';
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

/**
 * Both bundles and the plan. The plan comes first, so the diff is shown against the published
 * version the plan starts from; the draft shown is the revision the plan was made from (read
 * again once when it changed between the two calls).
 */
export async function loadReleasePreview(moduleId: string, release: Release): Promise<ReleasePreview> {
  for (let attempt = 1; ; attempt += 1) {
    const plan = await planPublish(moduleId, release.kind === 'rollback' ? release.version : undefined);
    const from = plan.plan.fromVersion;
    const [before, after] = await Promise.all([from === null ? null : loadVersion(moduleId, from), loadVersion(moduleId, targetVersion(release))]);
    const consistent = release.kind === 'rollback' || plan.revision === null || after.revision === plan.revision;
    // Still apart after a second read: publishing sends the plan's revision, which the server refuses.
    if (consistent || attempt >= 2) return { before, after, plan };
  }
}

/**
 * What the release was previewed against, sent with it so the server applies the plan shown or
 * refuses: the plan's published version, and the draft revision the editor holds, else the plan's.
 */
export function previewedState(release: Release, preview: ReleasePreview): PreviewedState {
  const publishedVersion = preview.plan.plan.fromVersion ?? 0;
  if (release.kind === 'rollback') return { publishedVersion, revision: -1 };
  return { publishedVersion, revision: release.revision ?? preview.plan.revision ?? preview.after.revision };
}

/** Publishes or rolls back; answers the new published version number. */
export async function applyRelease(moduleId: string, release: Release, preview: ReleasePreview, note: string): Promise<number> {
  const previewed = previewedState(release, preview);
  const done = release.kind === 'publish' ? await publishDraft(moduleId, previewed, note) : await rollbackTo(moduleId, release.version, previewed.publishedVersion, note);
  return done.version;
}

/** The server's refusal of a release, shown in the dialog rather than as a passing toast. */
export interface ReleaseRefusal {
  message: string;
  refusals: MigrationRefusal[];
  problems: BundleProblem[];
}

/**
 * Refusals that carry what to fix: a blocked plan, a draft changed by someone else, a draft with
 * problems, a version published by someone else since the preview (E_CONFLICT), a missing note.
 */
const REFUSAL_CODES = new Set(['E_PUBLISH_BLOCKED', 'E_DRAFT_CHANGED', 'E_BUNDLE_INVALID', 'E_CONFLICT', 'E_BAD_REQUEST']);

function listParam<T>(param: Record<string, unknown> | undefined, key: string): T[] {
  const value = param?.[key];
  return Array.isArray(value) ? (value as T[]) : [];
}

/** The refusal a failed release carries, or null for any other failure. */
export function releaseRefusalOf(error: unknown): ReleaseRefusal | null {
  if (!(error instanceof RequestError) || !error.code || !REFUSAL_CODES.has(error.code)) return null;
  return { message: error.message, refusals: listParam(error.param, 'refusals'), problems: listParam(error.param, 'problems') };
}
