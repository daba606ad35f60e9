import type { Kysely } from 'kysely';
import { AppError } from '../../runtime/errors.ts';
import type { LocalizedText } from '../../runtime/bundle/types.ts';
import type { Value } from '../../runtime/workflow/expression/values.ts';

export type InvokeType = 'handlerGeter' | 'conditionGeter';

/** What an extension method may read: the instance's record and people, through the caller's transaction. */
export interface ExtMethodContext {
  db: Kysely<any>;
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
 * Extension methods are registered in code, never loaded from data: the designer can only
 * name what the server already offers (the spec's 'custom Java condition').
 */
export interface ExtMethodRegistry {
  condition(name: string): ConditionMethod;
  handler(name: string): HandlerMethod;
  has(name: string): boolean;
  list(filter: { grpNo?: string; invokeTypes?: readonly InvokeType[] }): readonly ExtMethod[];
}

/** @example const ext = createExtMethodRegistry([...BUILTIN_EXT_METHODS, myMethod]); */
export function createExtMethodRegistry(methods: readonly ExtMethod[]): ExtMethodRegistry {
  const byName = new Map(methods.map((method) => [method.name, method]));
  const find = <T extends InvokeType>(name: string, invokeType: T) => {
    const method = byName.get(name);
    if (!method || method.invokeType !== invokeType) throw new AppError('E_BAD_REQUEST', { name }, 'workflow.extMethodUnknown');
    return method as Extract<ExtMethod, { invokeType: T }>;
  };
  return {
    condition: (name) => find(name, 'conditionGeter'),
    handler: (name) => find(name, 'handlerGeter'),
    has: (name) => byName.has(name),
    list: ({ grpNo, invokeTypes }) =>
      methods.filter((method) => (!invokeTypes || invokeTypes.includes(method.invokeType)) && (!grpNo || !method.grpNo || method.grpNo === grpNo)),
  };
}
