import { Type, type Static } from '@sinclair/typebox';
import { isAppError, LOCALES, type MessageParams } from '../../runtime/index.ts';

/**
 * Who started a job on a user's request, in the payload of every such job: the run works as
 * that user (organisation, language of labels and messages) and only they, or a super
 * administrator of their organisation, may read its status (pub/job/status.ajax).
 */
export const JOB_USER = Type.Object({
  userId: Type.String({ maxLength: 64 }),
  orgNo: Type.String({ maxLength: 64 }),
  locale: Type.Union(LOCALES.map((locale) => Type.Literal(locale))),
});

export type JobUser = Static<typeof JOB_USER>;

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
