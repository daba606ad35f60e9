import type { Kysely } from 'kysely';
import { AppError } from '../../runtime/index.ts';
import { userNames } from './user-names.ts';

/**
 * E_DRAFT_CHANGED naming who changed the draft last and when: the draft's last editor, or, when
 * the draft is gone (published, discarded), whoever did that according to the audit log.
 */
export async function draftChanged(db: Kysely<any>, moduleId: string): Promise<AppError> {
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
  return new AppError('E_DRAFT_CHANGED', { user: nameOf(String(last.user_id)), time: String(last.at) });
}
