import { sql } from 'kysely';
import { AppError, bundleProblem, type BundleProblem } from '../../runtime/index.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import { recordAudit } from './audit-log.ts';
import { bundleFile, designProblems } from './design-checks.ts';
import { DesignRefusal } from './design-refusal.ts';
import { draftChanged } from './draft-conflict.ts';
import { findByStatus, insertVersion, nextVersionNumber, storedBundle } from './version-store.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** A new module or a module without a draft: saveDraft's `revision` then is this. */
export const NO_DRAFT = -1;

export interface DraftSave {
  moduleId: string;
  /** The bundle as parsed from the request. */
  bundle: unknown;
  /** Kept as it was when absent. */
  note?: string;
  /** The draft revision the analyst edited, NO_DRAFT for a first draft. */
  revision: number;
  /** A module the analyst means to create: refused when the moduleId is taken, so it cannot land as another module's draft. */
  create?: boolean;
  userId: string;
}

function moduleIdProblems(moduleId: string, bundle: unknown): BundleProblem[] {
  const named = (bundle as { moduleId?: unknown } | null)?.moduleId;
  return named === moduleId ? [] : [bundleProblem(bundleFile(moduleId), '/moduleId', 'bundle.moduleIdMismatch', { moduleId })];
}

async function moduleExists(db: PlatformDb, moduleId: string): Promise<boolean> {
  const row = await db.selectFrom('sys_module_version').select('version').where('module_id', '=', moduleId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Stores the module's draft: a first draft (revision NO_DRAFT) gets the next version number,
 * a later save must name the revision it edited, so the later of two analysts' saves is
 * refused instead of overwriting the other's work.
 * @throws DesignRefusal E_BUNDLE_INVALID { problems }; AppError E_DRAFT_CHANGED, E_BAD_REQUEST designer.moduleExists.
 */
export async function saveDraft(db: PlatformDb, registry: ModuleRegistry, input: DraftSave): Promise<{ version: number; revision: number }> {
  const mismatch = moduleIdProblems(input.moduleId, input.bundle);
  const { bundle, problems } = mismatch.length > 0 ? { bundle: undefined, problems: mismatch } : designProblems(input.bundle, registry);
  if (!bundle || problems.length > 0) throw new DesignRefusal('E_BUNDLE_INVALID', { problems });

  if (input.create && (await moduleExists(db, input.moduleId))) throw new AppError('E_BAD_REQUEST', { moduleId: input.moduleId }, 'designer.moduleExists');
  if (input.revision === NO_DRAFT) {
    const version = await nextVersionNumber(db, input.moduleId);
    const inserted = await insertVersion(db, { moduleId: input.moduleId, version, status: 'draft', bundle, note: input.note ?? '', userId: input.userId });
    if (!inserted) throw await draftChanged(db, input.moduleId);
    return { version, revision: 1 };
  }
  const saved = await db
    .updateTable('sys_module_version')
    .set({
      bundle: storedBundle(bundle),
      ...(input.note === undefined ? {} : { note: input.note }),
      revision: sql`revision + 1`,
      updated_by: input.userId,
      updated_at: sql`localtimestamp(0)`,
    })
    .where('module_id', '=', input.moduleId)
    .where('status', '=', 'draft')
    .where('revision', '=', input.revision)
    .returning(['version', 'revision'])
    .executeTakeFirst();
  if (!saved) throw await draftChanged(db, input.moduleId);
  return { version: Number(saved.version), revision: Number(saved.revision) };
}

/**
 * The draft of the module as it is stored now replaced by `bundle` (bundles:import): no
 * revision to compare, the file wins on purpose. Audited (`importDraft`, from the published
 * version to the draft's) in the same transaction: an analyst's draft may be what it replaced.
 */
export async function replaceDraft(db: PlatformDb, registry: ModuleRegistry, input: Omit<DraftSave, 'revision'>): Promise<{ version: number; revision: number }> {
  return db.transaction().execute(async (trx) => {
    const draft = await findByStatus(trx, input.moduleId, 'draft', true);
    const saved = await saveDraft(trx, registry, { ...input, revision: draft?.revision ?? NO_DRAFT });
    const published = await findByStatus(trx, input.moduleId, 'published');
    await recordAudit(trx, { moduleId: input.moduleId, action: 'importDraft', fromVersion: published?.version ?? null, toVersion: saved.version, userId: input.userId, note: input.note ?? '' });
    return saved;
  });
}

/** Deletes the draft the analyst saw (revision) and records it; its version number is not reused. */
export async function discardDraft(db: PlatformDb, input: { moduleId: string; revision: number; userId: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('sys_module_version')
      .where('module_id', '=', input.moduleId)
      .where('status', '=', 'draft')
      .where('revision', '=', input.revision)
      .returning('version')
      .executeTakeFirst();
    if (!removed) throw await draftChanged(trx, input.moduleId);
    const published = await findByStatus(trx, input.moduleId, 'published');
    await recordAudit(trx, { moduleId: input.moduleId, action: 'discard', fromVersion: published?.version ?? null, toVersion: Number(removed.version), userId: input.userId, note: '' });
  });
}
