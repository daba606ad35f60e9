import type { CompiledModule } from '../../runtime/bundle/compiled-types.ts';
import { evaluateCondition } from '../../runtime/workflow/expression/evaluate.ts';
import type { ExpressionHost } from '../../runtime/workflow/expression/host.ts';
import type { LineEvaluator } from '../../runtime/workflow/engine/route.ts';
import type { SessionUser } from '../auth/session-user.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import type { ExtMethodContext, ExtMethodRegistry } from './ext-methods.ts';
import type { SqlBudget } from './sql-budget.ts';
import { createSqlHost, moduleSqlScope } from './sql-host.ts';
import { userProfiles } from './users.ts';
import type { PlatformDb } from '../db/tables/index.ts';

export interface ConditionScope {
  db: PlatformDb;
  module: CompiledModule;
  /** The published modules: their tables are what SQL conditions may read. */
  modules: ModuleRegistry;
  user: SessionUser;
  ext: ExtMethodRegistry;
  extContext: ExtMethodContext;
  /** The action's: every SQL condition it evaluates spends from it. */
  budget: SqlBudget;
}

/** The condition language's view of an instance: its record, the session, read-only SQL, extension methods. */
function expressionHost(scope: ConditionScope): ExpressionHost {
  const { db, module, modules, user, ext, extContext, budget } = scope;
  // The record's organisation: a condition reads no other's rows.
  const query = createSqlHost(db, moduleSqlScope(modules, extContext.orgNo), budget);
  return {
    fieldValue: (field) => (module.fields.has(field) ? (extContext.record[field] ?? null) : undefined),
    currentUserId: () => user.userId,
    currentUserName: () => user.realName,
    flowStartUserId: () => extContext.startUser,
    userPost: async (userId) => (userId === undefined ? user.postNo : ((await userProfiles(db, [userId])).get(userId)?.postNo ?? '')),
    extension: (name, args) => ext.condition(name, extContext.moduleId).condition(extContext, args),
    query,
  };
}

/** Decides the model's conditional lines against the record. */
export function lineEvaluator(scope: ConditionScope): LineEvaluator {
  const host = expressionHost(scope);
  return (line) => evaluateCondition(line.condition, host);
}
