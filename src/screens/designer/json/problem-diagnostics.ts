import type { Diagnostic } from '@codemirror/lint';
import type { BundleProblem, Translate } from '../../../../runtime/index.ts';
import { problemText } from '../model/problem-text.ts';
import { pointerRange } from './pointer-position.ts';

/** The editor's marks for the problems of `doc`: each at its pointer's place, in the user's language. */
export function problemDiagnostics(doc: string, problems: readonly BundleProblem[], t: Translate): Diagnostic[] {
  return problems.map((problem) => ({ ...pointerRange(doc, problem.pointer), severity: 'error', message: problemText(problem, t), source: problem.pointer || '/' }));
}
