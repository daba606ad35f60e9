import { sql } from 'kysely';
import { AppError, type CompiledModule, type Locale, type UserFieldAccess } from '../../runtime/index.ts';
import type { Database } from '../db/database.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { workflowOpenFields } from '../workflow/field-guard.ts';
import { translators } from '../plugins/i18n.ts';
import type { ModuleRegistry } from './registry.ts';
import { parentLink, type ParentLink } from './parent-link.ts';
import { fieldAccessOf } from './field-overrides.ts';
import { bundleReadOnly, lockedFields, roleAccess, type LockReason } from './field-policy.ts';
import { SYSTEM_COLUMN } from './system-columns.ts';
import { stateLabel } from '../../runtime/lifecycle/transitions.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import { moduleTables } from '../db/module-tables.ts';

/** What a parent lock source is told: the parent record and who writes its child rows. */
export interface ParentLockContext {
  database: Database;
  /** The child write's transaction: what a source reads or locks stays so until it commits. */
  db: PlatformDb;
  user: SessionUser;
  parent: CompiledModule;
  parentKey: string;
  locale: Locale;
}

/** One reason a parent record may be read-only for the user; undefined when it is not. */
export type ParentLockSource = (ctx: ParentLockContext) => Promise<LockReason | undefined>;

/** The parent's workflow runs at a step that leaves the user no field to change (waiting on someone else). */
export const workflowStepLock: ParentLockSource = async ({ database, db, user, parent, parentKey }) => {
  const open = await workflowOpenFields(database, user, parent, parentKey, db);
  return open !== undefined && open.size === 0 ? { messageId: 'fieldPolicy.parent.workflow' } : undefined;
};

/** The field policy leaves the user no field of the parent to change (all read-only or hidden to them). */
export const fieldPolicyLock: ParentLockSource = async ({ db, user, parent, locale }) => {
  const fieldAccess: UserFieldAccess = await fieldAccessOf(db, parent, user);
  const locked = lockedFields(parent, undefined, { orgNo: user.orgNo, userId: user.userId, locale, fieldAccess }, [bundleReadOnly, roleAccess]);
  const open = [...parent.fields.values()].some((field) => field !== parent.primaryKey && !locked.has(field.name));
  return open ? undefined : { messageId: 'fieldPolicy.parent.policy' };
};

/** The parent's life-cycle state locks every field of it (a submitted return, a closed defect). */
export const stateLock: ParentLockSource = async ({ db, user, parent, parentKey, locale }) => {
  const lifecycle = parent.bundle.lifecycle;
  const stateField = lifecycle ? parent.fields.get(lifecycle.field) : undefined;
  if (!lifecycle || !stateField || !lifecycle.locks?.some((lock) => lock.fields === '*')) return undefined;
  let query = moduleTables(db).selectFrom(parent.table).select(sql<string>`${sql.ref(stateField.column)}::text`.as('state')).where(sql`${sql.ref(parent.primaryKey.column)}::text`, '=', parentKey);
  if (parent.bundle.entity.orgScoped) query = query.where(SYSTEM_COLUMN.orgNo, '=', user.orgNo);
  const state = (await query.executeTakeFirst())?.state;
  if (state === undefined || lifecycle.locks?.find((lock) => lock.state === state)?.fields !== '*') return undefined;
  return { messageId: 'fieldPolicy.parent.state', params: { state: stateLabel(parent, lifecycle, state, locale) } };
};

/** The sources consulted in order. */
export const PARENT_LOCK_SOURCES: ParentLockSource[] = [workflowStepLock, fieldPolicyLock, stateLock];

function childListTitle(link: ParentLink, child: CompiledModule, locale: Locale): string {
  const entry = link.parent.bundle.form.children?.find((candidate) => candidate.module === child.moduleId);
  return (entry?.title ?? child.bundle.title)[locale];
}

/** The parent's display name, when it is a record of the user's organisation; undefined otherwise. */
async function parentLabel(db: PlatformDb, link: ParentLink, parentKey: string, orgNo: string): Promise<string | undefined> {
  const { parent } = link;
  const label = link.labelField ?? parent.primaryKey;
  const scope = parent.bundle.entity.orgScoped ? sql` and ${sql.ref(SYSTEM_COLUMN.orgNo)} = ${orgNo}` : sql``;
  const { rows } = await sql<{ label: string | null }>`select ${sql.ref(label.column)}::text as label from ${sql.table(parent.table)} where ${sql.ref(parent.primaryKey.column)}::text = ${parentKey}${scope}`.execute(db);
  return rows[0] ? (rows[0].label ?? parentKey) : undefined;
}

/**
 * Refuses a write (add, change, remove) of rows of a child-list module under parent records
 * that are read-only for the user: their workflow waits on someone else, the field policy leaves
 * them nothing to change, or another PARENT_LOCK_SOURCES entry says so. Run inside the child
 * write's transaction (`db`); the parent's workflow instance stays locked until it commits.
 * Trees and modules that are no child list pass. Inline grids saved with their parent need no
 * call: the parent's own save is checked.
 * @throws AppError E_FORBIDDEN fieldPolicy.parentLocked {parent, children, reason}
 * @example await assertParentsEditable({ database, registry, db: trx, user, locale }, track, ['D1'])
 */
export async function assertParentsEditable(
  deps: { database: Database; registry: ModuleRegistry; db: PlatformDb; user: SessionUser; locale: Locale },
  child: CompiledModule,
  parentKeys: readonly unknown[],
): Promise<void> {
  const link = parentLink(deps.registry, child);
  if (!link || link.parent === child) return;
  const keys = [...new Set(parentKeys.filter((key) => key !== undefined && key !== null && key !== '').map(String))];
  for (const parentKey of keys) {
    // A parent the user may not point at is refused by the save's reference check, naming nothing of it.
    const label = await parentLabel(deps.db, link, parentKey, deps.user.orgNo);
    if (label === undefined) continue;
    for (const source of PARENT_LOCK_SOURCES) {
      const reason = await source({ ...deps, parent: link.parent, parentKey });
      if (!reason) continue;
      const t = translators[deps.locale];
      throw new AppError('E_FORBIDDEN', { parent: label, children: childListTitle(link, child, deps.locale), reason: t(reason.messageId, reason.params) }, 'fieldPolicy.parentLocked');
    }
  }
}

/** The parent keys the stored child rows name (of the user's organisation), for changes and removals. */
export async function storedParentKeys(db: PlatformDb, registry: ModuleRegistry, child: CompiledModule, keys: readonly string[], orgNo: string): Promise<string[]> {
  const link = parentLink(registry, child);
  if (!link || link.parent === child || keys.length === 0) return [];
  let query = moduleTables(db).selectFrom(child.table).select(link.field.column).where(child.primaryKey.column, 'in', [...keys]);
  if (child.bundle.entity.orgScoped) query = query.where(SYSTEM_COLUMN.orgNo, '=', orgNo);
  const rows = await query.execute();
  return rows.map((row) => String(row[link.field.column] ?? '')).filter((key) => key !== '');
}

/**
 * The check a save of a child-list row runs in its transaction (SaveContext.beforeWrite): the
 * parent it names now and, for a stored row, the one it named before must be editable by the user.
 */
export function childSaveCheck(
  deps: { database: Database; registry: ModuleRegistry; user: SessionUser; locale: Locale },
  child: CompiledModule,
  values: Readonly<Record<string, unknown>>,
  key: string | undefined,
): ((trx: PlatformDb) => Promise<void>) | undefined {
  const link = parentLink(deps.registry, child);
  if (!link || link.parent === child) return undefined;
  return async (trx) => {
    const stored = key === undefined ? [] : await storedParentKeys(trx, deps.registry, child, [key], deps.user.orgNo);
    await assertParentsEditable({ ...deps, db: trx }, child, [...stored, values[link.field.name]]);
  };
}
