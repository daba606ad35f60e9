import type { FastifyInstance } from 'fastify';
import type { CompiledModule } from '../../runtime/index.ts';
import type { RecordContext } from './record-context.ts';
import { inlineLists } from './inline-children.ts';
import { loadInlineChildren } from './inline-rows-read.ts';
import { fieldAccessOf } from './field-overrides.ts';
import type { SessionUser } from '../auth/session-user.ts';

export { inlineRowsParam } from './inline-children.ts';

/**
 * find.ajax answers a parent with its inline rows in the same call (`_children`), so the form
 * opens with its grids filled without a list call per grid; nothing for a module without any.
 */
export async function inlineChildrenAnswer(
  app: FastifyInstance,
  module: CompiledModule,
  key: string,
  ctx: RecordContext,
  user: SessionUser,
): Promise<{ _children?: Record<string, Record<string, unknown>[]> }> {
  if (inlineLists(app.modules, module).length === 0) return {};
  return { _children: await loadInlineChildren(app.database.db, app.modules, module, key, ctx, (child) => fieldAccessOf(app.database.db, child, user)) };
}
