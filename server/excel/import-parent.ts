import { AppError, type CompiledModule } from '../../runtime/index.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import type { RecordContext } from '../modules/record-context.ts';
import { parentLink } from '../modules/parent-link.ts';
import { parentSource } from '../modules/reference-source.ts';
import { targetRow } from '../modules/reference-check.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/**
 * The values every imported row gets from the import call's parentId: the link (and parent
 * name) of a child list, or the parent node of a tree. The parent must be a record the user
 * may point at, the one a form save checks (reference-check.ts); its name is read from it, not
 * taken from the client, when the child list names the parent's label field.
 * @throws AppError E_RECORD_NOT_FOUND (no such parent), E_BAD_REQUEST (the module has no parent).
 */
export async function parentValues(
  db: PlatformDb,
  registry: ModuleRegistry,
  module: CompiledModule,
  parentId: string,
  parentName: string,
  ctx: RecordContext,
): Promise<Record<string, unknown>> {
  if (parentId === '') return {};
  const link = parentLink(registry, module);
  if (!link) throw new AppError('E_BAD_REQUEST', { reason: 'parentId' });
  if (parentId === link.rootId) return { [link.field.name]: parentId };
  const [row] = (await targetRow(parentSource(link, ctx), parentId).execute(db)).rows;
  if (!row) throw new AppError('E_RECORD_NOT_FOUND');
  const name = (link.labelField ? row.label : parentName) ?? '';
  return { [link.field.name]: parentId, ...(link.nameField ? { [link.nameField.name]: name || null } : {}) };
}
