import englishTexts from '../../locales/en-US/bundle-problems.json' with { type: 'json' };
import type { MessageParams } from '../errors.ts';

/** A message id of locales/{zh-CN,en-US}/bundle-problems.json. */
export type BundleMessageId = keyof typeof englishTexts;

/**
 * One thing wrong with a bundle file, located by JSON pointer so an analyst can find it. Like
 * an error, it is a value: `messageId` and `params` are turned into the user's language at the
 * edge; `message` is the English text, for logs and the command line.
 */
export type BundleProblem = { file: string; pointer: string; messageId: string; params: MessageParams; message: string };

/** The catalog's English text with its {placeholders} filled (the texts use no other ICU syntax). */
function englishText(messageId: BundleMessageId, params: MessageParams): string {
  return englishTexts[messageId].replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in params ? String(params[name]) : placeholder));
}

export function bundleProblem(file: string, pointer: string, messageId: BundleMessageId, params: MessageParams = {}): BundleProblem {
  return { file, pointer, messageId, params, message: englishText(messageId, params) };
}

/** Escapes a property name as a JSON pointer token (RFC 6901). */
function token(part: string | number): string {
  return String(part).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** pointer('form', 'groups', 0) → '/form/groups/0'; no parts → '/' (the document). */
export function pointer(...parts: (string | number)[]): string {
  return parts.length ? parts.map((part) => `/${token(part)}`).join('') : '/';
}

/** Reports a problem of one file at the JSON pointer of a path. */
export type ReportProblem = (messageId: BundleMessageId, params: MessageParams, ...path: (string | number)[]) => void;

/** A ReportProblem that collects into `problems`. */
export function problemReporter(file: string, problems: BundleProblem[]): ReportProblem {
  return (messageId, params, ...path) => problems.push(bundleProblem(file, pointer(...path), messageId, params));
}
