import { AppError } from '../../runtime/index.ts';
import { userNames } from './user-names.ts';
import type { VersionRow } from './version-store.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/**
 * E_DRAFT_CHANGED naming who changed the draft last and when: the draft's last editor, or, when
 * the draft is gone (published, discarded), whoever did that according to the audit log.
 * `messageId`: the wording; a publish says the draft changed since the plan was previewed.
 */
export async function draftChanged(db: PlatformDb, moduleId: string, messageId?: string): Promise<AppError> {
  const draft = await db
    .selectFrom('sys_module_version')
    .select(['updated_by as user_id', 'updated_at as at'])
    .where('module_id', '=', moduleId)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  const last =
    draft ??
    (await db
      .selectFrom('sys_module_audit')
      .select(['user_id', 'created_at as at'])
      .where('module_id', '=', moduleId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst());
  if (!last) return new AppError('E_NOT_FOUND', { moduleId }, 'designer.moduleNotFound');
  const nameOf = await userNames(db, [String(last.user_id)]);
  return new AppError('E_DRAFT_CHANGED', { user: nameOf(String(last.user_id)), time: String(last.at) }, messageId);
}

/**
 * E_CONFLICT `designer.publishedChanged` {version, user, time}: the module's published version is
 * no longer the one a publish or rollback was previewed against, so the plan shown is not the
 * plan that would be applied. Names the version published since, by whom and when.
 */
export async function publishedChanged(db: PlatformDb, published: VersionRow | undefined): Promise<AppError> {
  const user = published?.publishedBy ?? published?.updatedBy ?? null;
  const nameOf = await userNames(db, [user]);
  return new AppError('E_CONFLICT', { version: published?.version ?? '-', user: nameOf(user), time: published?.publishedAt ?? published?.updatedAt ?? '' }, 'designer.publishedChanged');
}
