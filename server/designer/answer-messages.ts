import type { MessageParams, Translate } from '../../runtime/index.ts';

/** A bundle problem or a migration refusal: a message id with its parameters. */
type MessageValue = { messageId: string; params: MessageParams };
type Details = { problems?: unknown; refusals?: unknown };

function withMessages(items: readonly MessageValue[], t: Translate): (MessageValue & { message: string })[] {
  return items.map((item) => ({ ...item, message: t(item.messageId, item.params) }));
}

/** Problems and refusals of one object in the answer; anything else is left as it is. */
function detailsWithMessages(details: unknown, t: Translate): unknown {
  if (!details || typeof details !== 'object' || Array.isArray(details)) return details;
  const { problems, refusals } = details as Details;
  if (!Array.isArray(problems) && !Array.isArray(refusals)) return details;
  return {
    ...details,
    ...(Array.isArray(problems) && { problems: withMessages(problems, t) }),
    ...(Array.isArray(refusals) && { refusals: withMessages(refusals, t) }),
  };
}

/**
 * A designer envelope whose problems and refusals (in `value` of an answer, in `param` of a
 * refusal) carry `message` in the request language: they are made as values, and their English
 * `message` serves logs and the command line only.
 */
export function answerWithMessages(envelope: unknown, t: Translate): unknown {
  if (!envelope || typeof envelope !== 'object') return envelope;
  const { value, param } = envelope as { value?: unknown; param?: unknown };
  return { ...envelope, value: detailsWithMessages(value, t), param: detailsWithMessages(param, t) };
}
