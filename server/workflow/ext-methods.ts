import { AppError } from '../../runtime/errors.ts';
import type { LocalizedText } from '../../runtime/bundle/types.ts';
import type { Value } from '../../runtime/workflow/expression/values.ts';
import type { PlatformDb } from '../db/tables/index.ts';

export type InvokeType = 'handlerGeter' | 'conditionGeter';

/** What an extension method may read: the instance's record and people, through the caller's transaction. */
export interface ExtMethodContext {
  db: PlatformDb;
  moduleId: string;
  pkValue: string;
  orgNo: string;
  record: Readonly<Record<string, unknown>>;
  startUser: string;
  currentUser: string;
}

interface ExtMethodBase {
  /** METHOD_NAME: what models write (handler extension, getConditionByJava first argument). */
  name: string;
  /** METHOD_DESC */
  desc: LocalizedText;
  /** Model group the method belongs to; undefined: every group. */
  grpNo?: string;
}

export interface ConditionMethod extends ExtMethodBase {
  invokeType: 'conditionGeter';
  condition(ctx: ExtMethodContext, args: readonly Value[]): Promise<Value>;
}

export interface HandlerMethod extends ExtMethodBase {
  invokeType: 'handlerGeter';
  /** User ids; they are still limited to active users of the instance's organisation. */
  handlers(ctx: ExtMethodContext): Promise<string[]>;
}

export type ExtMethod = ConditionMethod | HandlerMethod;

/**
 * The extension methods models may name (the spec's 'custom Java condition'): the platform's,
 * which know no module, and those the published bundles declare as data (bundle-conditions.ts),
 * each in the group of its module. A name is looked up in the model's group, so two modules may
 * declare the same name.
 */
export interface ExtMethodRegistry {
  condition(name: string, grpNo: string): ConditionMethod;
  handler(name: string, grpNo: string): HandlerMethod;
  list(filter: { grpNo?: string; invokeTypes?: readonly InvokeType[] }): readonly ExtMethod[];
}

/**
 * `methods` is asked on every look-up, so a publish that changes a bundle's conditions counts at once.
 * @example const ext = createExtMethodRegistry(() => workflowExtMethods(app.modules));
 */
export function createExtMethodRegistry(methods: () => readonly ExtMethod[]): ExtMethodRegistry {
  const inGroup = (method: ExtMethod, grpNo: string | undefined) => !grpNo || !method.grpNo || method.grpNo === grpNo;
  const find = <T extends InvokeType>(name: string, grpNo: string, invokeType: T) => {
    const method = methods().find((candidate) => candidate.name === name && candidate.invokeType === invokeType && inGroup(candidate, grpNo));
    if (!method) throw new AppError('E_BAD_REQUEST', { name }, 'workflow.extMethodUnknown');
    return method as Extract<ExtMethod, { invokeType: T }>;
  };
  return {
    condition: (name, grpNo) => find(name, grpNo, 'conditionGeter'),
    handler: (name, grpNo) => find(name, grpNo, 'handlerGeter'),
    list: ({ grpNo, invokeTypes }) => methods().filter((method) => (!invokeTypes || invokeTypes.includes(method.invokeType)) && inGroup(method, grpNo)),
  };
}
