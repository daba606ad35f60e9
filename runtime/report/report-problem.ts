import englishTexts from '../../locales/en-US/reports.json' with { type: 'json' };
import type { MessageParams } from '../errors.ts';
import { pointer, type BundleProblem } from '../bundle/bundle-problem.ts';

/** A message id of locales/{zh-CN,en-US}/reports.json naming something wrong with a report bundle. */
export type ReportMessageId = Extract<keyof typeof englishTexts, `report.problem.${string}`>;

/** A report bundle's problem, shaped like a module bundle's (file, JSON pointer, message id and parameters). */
export function reportProblem(file: string, path: (string | number)[], messageId: ReportMessageId, params: MessageParams): BundleProblem {
  const message = englishTexts[messageId].replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in params ? String(params[name]) : placeholder));
  return { file, pointer: pointer(...path), messageId, params, message };
}
