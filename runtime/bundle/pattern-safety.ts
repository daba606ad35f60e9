import safeRegex from 'safe-regex2';
import type { BundleMessageId } from './bundle-problem.ts';

/**
 * Why a bundle field's `pattern` cannot be used, or null when it can: it must be a regular
 * expression with the `u` flag, and without nested quantifiers such as `(a+)+` (star height
 * above one), which can take exponential time on a crafted value (safe-regex2).
 * @example patternProblem('(a+)+') // 'bundle.patternUnsafe'
 */
export function patternProblem(source: string): BundleMessageId | null {
  try {
    new RegExp(source, 'u');
  } catch {
    return 'bundle.patternInvalid';
  }
  return safeRegex(source) ? null : 'bundle.patternUnsafe';
}
