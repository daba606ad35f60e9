import type { CompiledModule } from '../../runtime/index.ts';
import type { ModuleRegistry } from './registry.ts';
import type { RecordContext } from './record-context.ts';
import { parentLink } from './parent-link.ts';
import { parentSource } from './reference-source.ts';
import { targetRow } from './reference-check.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/**
 * Values the server fills itself on a save, whatever the client sent: a child-list row's parent
 * name (parentName) is copied from its parent's label field (parentLabelField) when the row is
 * added or names its parent anew. Answers nothing for other saves and modules.
 * @example await serverFilledValues(trx, registry, track, { parentId: 'D1' }, undefined, ctx) // { parentName: 'QX20240301001' }
 */
export async function serverFilledValues(
  db: PlatformDb,
  registry: ModuleRegistry,
  module: CompiledModule,
  values: Readonly<Record<string, unknown>>,
  stored: Readonly<Record<string, unknown>> | undefined,
  ctx: RecordContext,
): Promise<Record<string, unknown>> {
  const link = parentLink(registry, module);
  if (!link?.nameField || !link.labelField || link.parent === module) return {};
  if (stored && !(link.field.name in values)) return {};
  const parentKey = values[link.field.name];
  if (parentKey === undefined || parentKey === null || parentKey === '') return { [link.nameField.name]: null };
  const { rows } = await targetRow(parentSource(link, ctx), String(parentKey)).execute(db);
  // A parent that is not there is refused by the reference check; the name stays empty till then.
  return { [link.nameField.name]: rows[0]?.label ?? null };
}
