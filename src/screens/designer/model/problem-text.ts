import type { BundleProblem, Translate } from '../../../../runtime/index.ts';

/**
 * A bundle problem in the user's language. A problem from an older server has no message id,
 * and one this client's catalog does not know yet comes back as its id: both show the server's
 * `message` instead.
 */
export function problemText(problem: BundleProblem, t: Translate): string {
  if (!problem.messageId) return problem.message;
  const text = t(problem.messageId, problem.params);
  return text === problem.messageId ? problem.message : text;
}
