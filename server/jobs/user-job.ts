import { Type, type Static } from '@sinclair/typebox';
import { DATA_SCOPE_KINDS, isAppError, LOCALES, type MessageParams } from '../../runtime/index.ts';
import type { RecordContext } from '../modules/record-context.ts';

/**
 * Who started a job on a user's request, in the payload of every such job: the run works as
 * that user (organisation, language of labels and messages) and only they, or a super
 * administrator of their organisation, may read its status (pub/job/status.ajax).
 */
export const JOB_USER = Type.Object({
  userId: Type.String({ maxLength: 64 }),
  orgNo: Type.String({ maxLength: 64 }),
  locale: Type.Union(LOCALES.map((locale) => Type.Literal(locale))),
  /** The user's data scope when they asked (runtime/permission/data-scope.ts); jobs queued before scopes existed have none. */
  scope: Type.Optional(
    Type.Object({
      kinds: Type.Array(Type.Union(DATA_SCOPE_KINDS.map((kind) => Type.Literal(kind)))),
      orgNo: Type.String({ maxLength: 64 }),
      departNo: Type.String({ maxLength: 64 }),
      userId: Type.String({ maxLength: 64 }),
      orgNos: Type.Array(Type.String({ maxLength: 64 })),
      /** Absent in jobs queued before department scopes existed. */
      departNos: Type.Optional(Type.Array(Type.String({ maxLength: 64 }))),
      /** Absent in jobs queued before sessions carried the organisations below the current one. */
      treeOrgNos: Type.Optional(Type.Array(Type.String({ maxLength: 64 }))),
    }),
  ),
});

export type JobUser = Static<typeof JOB_USER>;

/** The record context a job works in: the user's, as when they asked. */
export function jobRecordContext(user: JobUser): RecordContext {
  return { userId: user.userId, orgNo: user.orgNo, locale: user.locale, ...(user.scope ? { scope: { ...user.scope, departNos: user.scope.departNos ?? [], treeOrgNos: user.scope.treeOrgNos ?? [] } } : {}) };
}

/** The result of a job that failed for a reason the user can act on, translated when read. */
export interface JobRefusal {
  error: { code: string; messageId: string; params: MessageParams };
}

/** A refusal (AppError) ends the job at once with its reason; any other error lets the runner retry. */
export function refusalOf(error: unknown): JobRefusal | undefined {
  return isAppError(error) ? { error: { code: error.code, messageId: error.messageId, params: error.params } } : undefined;
}

export function isRefusal(result: unknown): result is JobRefusal {
  return typeof result === 'object' && result !== null && 'error' in result;
}
