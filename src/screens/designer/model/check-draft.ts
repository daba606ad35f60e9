/** One pass over the draft's JSON text: parse, check, and compile when nothing is wrong. */
import { bundleProblem, checkModuleBundle, compileModule, type BundleProblem, type CompiledModule } from '../../../../runtime/index.ts';
import type { DesignContext } from '../../../../contracts/module-design.ts';
import { contextProblems } from './context-problems.ts';

export interface DraftCheck {
  problems: BundleProblem[];
  /** The compiled draft, when it has no problems: what the preview renders. */
  compiled: CompiledModule | null;
}

export function bundleFile(moduleId: string): string {
  return `${moduleId || 'module'}.json`;
}

/** The reason a parse or compile failed, as its problem's parameter. */
function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function checkDraft(text: string, context: DesignContext, file: string): DraftCheck {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { problems: [bundleProblem(file, '', 'bundle.notJson', { reason: reasonOf(error) })], compiled: null };
  }
  const checked = checkModuleBundle(json, file);
  if (!checked.bundle) return { problems: checked.problems, compiled: null };
  const problems = contextProblems(checked.bundle, context, file);
  if (problems.length) return { problems, compiled: null };
  try {
    return { problems: [], compiled: compileModule(checked.bundle, context.dictionaries) };
  } catch (error) {
    return { problems: [bundleProblem(file, '', 'bundle.compileFailed', { reason: reasonOf(error) })], compiled: null };
  }
}
