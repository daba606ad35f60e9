import { sql, type RawBuilder } from 'kysely';
import type { CompiledModule } from '../../runtime/index.ts';
import type { RecordContext } from './record-context.ts';
import { dataScopeSql } from './data-scope-sql.ts';
import { SYSTEM_COLUMN } from './system-columns.ts';

/**
 * The records of a module the context may read, as a predicate on the row aliased `alias`: the
 * user's data scope when the context carries one (requests of a signed-in user), else the
 * current organisation (work the server does on its own behalf). Undefined: every row.
 */
export function recordScopeSql(module: CompiledModule, ctx: Pick<RecordContext, 'orgNo' | 'scope'>, alias = 't'): RawBuilder<unknown> | undefined {
  const org = module.bundle.entity.orgScoped ? sql.ref(`${alias}.${SYSTEM_COLUMN.orgNo}`) : undefined;
  if (!ctx.scope) return org ? sql`${org} = ${ctx.orgNo}` : undefined;
  return dataScopeSql(ctx.scope, { org, creator: sql.ref(`${alias}.${SYSTEM_COLUMN.createdBy}`) });
}
