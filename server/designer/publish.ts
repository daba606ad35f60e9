import { sql } from 'kysely';
import { AppError, type Locale, type MigrationPlan, type MigrationRefusal, type ModuleBundle } from '../../runtime/index.ts';
import type { Database } from '../db/database.ts';
import { lockModuleMigrations } from '../db/module-migrate.ts';
import { recordAudit, type AuditAction } from './audit-log.ts';
import { DesignRefusal } from './design-refusal.ts';
import { draftChanged, publishedChanged } from './draft-conflict.ts';
import { readPublishedRegistry, type LiveModuleRegistry } from './live-registry.ts';
import { bumpModulesRevision } from './module-revision.ts';
import { applyPlan } from './plan-apply.ts';
import { preparePlan, type PreparedPlan } from './plan-service.ts';
import { columnKindText } from './stored-column.ts';
import { findByStatus, findVersion, insertVersion, nextVersionNumber, type VersionRow } from './version-store.ts';
import { notifySessionChange } from '../db/session-changes.ts';
import type { PlatformDb } from '../db/tables/index.ts';

export interface PublishRequest {
  moduleId: string;
  /** publish and import publish the draft; rollback publishes an archived version again as a new version. */
  action: Extract<AuditAction, 'publish' | 'rollback' | 'import'>;
  /** publish: the draft's revision the plan was previewed against (another revision is E_DRAFT_CHANGED); import takes the draft as it is. */
  revision?: number;
  /**
   * publish, rollback: the published version the plan was previewed against, 0 when there was
   * none; another is E_CONFLICT designer.publishedChanged. Import does not compare.
   */
  publishedVersion?: number;
  /** rollback: the archived version to publish again. */
  version?: number;
  note: string;
  userId: string;
  /** Language of the labels in count refusals. */
  locale: Locale;
}

/** What becomes published: a draft row, or for a rollback a new row with an archived bundle. */
interface Target {
  bundle: ModuleBundle;
  version: number;
  draft?: VersionRow;
}

async function draftTarget(trx: PlatformDb, request: PublishRequest): Promise<Target> {
  const draft = await findByStatus(trx, request.moduleId, 'draft', true);
  if (!draft || (request.revision !== undefined && draft.revision !== request.revision)) {
    // A publish names the revision its plan was previewed against: say so rather than "open it again".
    throw await draftChanged(trx, request.moduleId, request.revision === undefined ? undefined : 'designer.draftChangedSincePreview');
  }
  return { bundle: draft.bundle, version: draft.version, draft };
}

async function rollbackTarget(trx: PlatformDb, request: PublishRequest): Promise<Target> {
  const row = request.version === undefined ? undefined : await findVersion(trx, request.moduleId, request.version);
  if (!row) throw new AppError('E_NOT_FOUND', { moduleId: request.moduleId, version: request.version ?? '' }, 'designer.versionNotFound');
  if (row.status !== 'archived') throw new AppError('E_BAD_REQUEST', { version: row.version }, 'designer.rollbackArchivedOnly');
  return { bundle: row.bundle, version: await nextVersionNumber(trx, request.moduleId) };
}

/**
 * Writers of the module's table wait until the publish commits (readers go on), so the rows
 * counted by the checks are the rows the steps change.
 */
async function lockTableForWrites(trx: PlatformDb, table: string): Promise<void> {
  const { rows } = await sql<{ found: boolean }>`select to_regclass(${table}) is not null as found`.execute(trx);
  if (rows[0]?.found) await sql`lock table ${sql.table(table)} in exclusive mode`.execute(trx);
}

/** The checks that found rows, as refusals in the request's language. */
function countRefusals(prepared: PreparedPlan, locale: Locale): MigrationRefusal[] {
  return prepared.plan.checks.flatMap((check, index) => {
    const rows = prepared.counts[index] ?? 0;
    if (rows === 0) return [];
    const names = check.kind === 'unique' ? check.fields : [check.field];
    const label = names.map((name) => prepared.module?.fields.get(name)?.def.label[locale] ?? name).join(', ');
    const params: Record<string, string | number> = check.kind === 'convert' ? { label, rows, from: columnKindText(check.from), to: columnKindText(check.to) } : { label, rows };
    return [{ field: check.field, messageId: `designer.check.${check.kind}`, params }];
  });
}

/** Archives the published row and makes the target the published version, in the caller's transaction. */
async function switchVersions(trx: PlatformDb, request: PublishRequest, published: VersionRow | undefined, target: Target): Promise<void> {
  if (published) await trx.updateTable('sys_module_version').set({ status: 'archived' }).where('id', '=', published.id).execute();
  if (target.draft) {
    await trx
      .updateTable('sys_module_version')
      .set({
        status: 'published',
        note: request.note || target.draft.note,
        published_by: request.userId,
        published_at: sql`localtimestamp(0)`,
      })
      .where('id', '=', target.draft.id)
      .execute();
    return;
  }
  const inserted = await insertVersion(trx, { moduleId: request.moduleId, version: target.version, status: 'published', bundle: target.bundle, note: request.note, userId: request.userId });
  // Publishes are serialised, so the number is free; a clash means another writer ignored the lock.
  if (!inserted) throw new AppError('E_CONFLICT');
  // The draft stays the newest version: it was based on what is now older than the rollback.
  await trx
    .updateTable('sys_module_version')
    .set({ version: target.version + 1 })
    .where('module_id', '=', request.moduleId)
    .where('status', '=', 'draft')
    .execute();
}

/**
 * Publishes a draft (publish, import) or an archived version again (rollback) in ONE
 * transaction, serialised with every other publish and migration: the published row is held
 * (saves of records share it and wait, record-write.ts), the table is locked for writes, the
 * plan is made and checked against the rows as they are, applied, the versions switched,
 * the audit written and modules.revision bumped. Then this server reloads its registry;
 * other servers do on their next request.
 * @throws DesignRefusal E_PUBLISH_BLOCKED { problems, refusals, counts, plan }; AppError E_CONFLICT designer.publishedChanged
 *   (another published version than `publishedVersion`), E_DRAFT_CHANGED, E_NOT_FOUND.
 */
export async function publishModule(database: Database, registry: LiveModuleRegistry, request: PublishRequest): Promise<{ version: number; plan: MigrationPlan }> {
  const result = await database.db.transaction().execute(async (trx) => {
    await lockModuleMigrations(trx);
    const published = await findByStatus(trx, request.moduleId, 'published', true);
    // The plan applied must be the plan shown: a publish or rollback since the preview changes it.
    if (request.publishedVersion !== undefined && (published?.version ?? 0) !== request.publishedVersion) throw await publishedChanged(trx, published);
    const target = request.action === 'rollback' ? await rollbackTarget(trx, request) : await draftTarget(trx, request);
    await lockTableForWrites(trx, target.bundle.entity.table);
    const current = await readPublishedRegistry(trx, registry.dictionaries);
    const prepared = await preparePlan(trx, current, published, target).catch((error: unknown) => {
      // A version that is not even a sound bundle alone is blocked like any other.
      throw error instanceof DesignRefusal ? new DesignRefusal('E_PUBLISH_BLOCKED', error.param) : error;
    });
    if (prepared.blocked || !prepared.module) {
      const refusals = [...prepared.plan.refusals, ...countRefusals(prepared, request.locale)];
      throw new DesignRefusal('E_PUBLISH_BLOCKED', { problems: prepared.problems, refusals, counts: prepared.counts, plan: prepared.plan });
    }
    await applyPlan(trx, prepared.plan, prepared.module, prepared.next);
    await switchVersions(trx, request, published, target);
    await recordAudit(trx, {
      moduleId: request.moduleId,
      action: request.action,
      fromVersion: published?.version ?? null,
      toVersion: target.version,
      userId: request.userId,
      note: request.note,
      plan: prepared.plan,
    });
    await bumpModulesRevision(trx);
    await notifySessionChange(database.changes, trx, { kind: 'all' });
    return { version: target.version, plan: prepared.plan };
  });
  await registry.reload();
  return result;
}
