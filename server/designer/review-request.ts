/**
 * "Submit for review" (issue 17 part 8): an analyst tells the publishers that a module's draft
 * waits. The publishers are the users of the analyst's organisation whose roles may publish in
 * the module designer (the moduleDesigner publish grant, or a super role); each gets a message
 * that opens the draft in the designer. Nothing about the draft changes.
 */
import { AppError, type Locale, type Translate } from '../../runtime/index.ts';
import { sendMessage } from '../routes/message-routes.ts';
import { findByStatus } from './version-store.ts';
import type { PlatformDb } from '../db/tables/index.ts';

export interface ReviewRequest {
  moduleId: string;
  userId: string;
  orgNo: string;
  /** The analyst's words for the publishers; blank: none. */
  note: string;
  /** The designer's module id for the publish grant (sys_role_opr.module_id). */
  designer: string;
  /** The message is written in the analyst's language (a stored message has one text). */
  locale: Locale;
  t: Translate;
}

/** Active users of the organisation holding an active role that may publish, the sender left out. */
async function publishersOf(db: PlatformDb, orgNo: string, designer: string, sender: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sys_user_org as uo')
    .innerJoin('sys_user as u', 'u.user_id', 'uo.user_id')
    .innerJoin('sys_user_role as ur', 'ur.user_id', 'uo.user_id')
    .innerJoin('sys_role as r', 'r.role_id', 'ur.role_id')
    .select('uo.user_id')
    .distinct()
    .where('uo.org_no', '=', orgNo)
    .where('u.state', '=', 1)
    .where('r.state', '=', 1)
    .where('uo.user_id', '!=', sender)
    .where((eb) =>
      eb.or([
        eb('r.is_super', '=', true),
        eb.exists(eb.selectFrom('sys_role_opr as o').select('o.role_id').whereRef('o.role_id', '=', 'r.role_id').where('o.module_id', '=', designer).where('o.opr_name', '=', 'publish')),
      ]),
    )
    .orderBy('uo.user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

/** A waiting draft as its review message names it: the message's title and the designer address it opens. */
export interface DraftToReview {
  title: string;
  url: string;
}

/**
 * Sends a review message about a draft (a module's, a report's) to the publishers; answers how many it reached.
 * @throws AppError E_VALIDATION when the organisation has no publisher.
 */
export async function notifyPublishers(db: PlatformDb, request: Omit<ReviewRequest, 'moduleId' | 'locale' | 't'>, draft: DraftToReview): Promise<{ receivers: number }> {
  const receivers = await publishersOf(db, request.orgNo, request.designer, request.userId);
  if (receivers.length === 0) throw new AppError('E_VALIDATION', {}, 'designer.review.noPublisher');
  await sendMessage(db, { receivers, msgtype: 'DESIGN_REVIEW', title: draft.title, content: request.note || undefined, url: draft.url, sender: request.userId });
  return { receivers: receivers.length };
}

/**
 * Sends the review message of a module's draft; answers how many publishers it reached.
 * @throws AppError E_NOT_FOUND without a draft, E_VALIDATION when the organisation has no publisher.
 */
export async function requestReview(db: PlatformDb, request: ReviewRequest): Promise<{ receivers: number }> {
  const draft = await findByStatus(db, request.moduleId, 'draft');
  if (!draft) throw new AppError('E_NOT_FOUND', { moduleId: request.moduleId, version: '' }, 'designer.noDraft');
  return notifyPublishers(db, request, {
    title: request.t('designer.review.title', { title: draft.bundle.title[request.locale] || request.moduleId, version: draft.version }),
    url: `setting/moduleDesigner?moduleId=${encodeURIComponent(request.moduleId)}`,
  });
}
