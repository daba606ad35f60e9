/**
 * Record guards (docs/bundle-format.md 'Record guards'): a bundle condition over the stored
 * record that refuses changing or deleting it, whatever the client shows. Every path that
 * changes or removes a stored record asks here: saves, imports, state moves, deletes.
 */
import type { Kysely } from 'kysely';
import { AppError, guardRefusal, type CompiledModule, type GuardedOperation, type RecordValues } from '../../runtime/index.ts';
import { expressionContext } from './record-expressions.ts';
import { loadRecord } from './record-read.ts';
import type { RecordContext } from './record-context.ts';
import type { ModuleRegistry } from './registry.ts';

function guards(module: CompiledModule, operation: GuardedOperation): boolean {
  return module.expressions.guards.some((guard) => guard.refuse.includes(operation));
}

/** The message id refusing `operation` on the stored record, or undefined when no guard holds. */
export async function guardMessage(
  db: Kysely<any>,
  registry: ModuleRegistry,
  module: CompiledModule,
  operation: GuardedOperation,
  stored: RecordValues,
  key: string,
  ctx: RecordContext,
): Promise<string | undefined> {
  if (!guards(module, operation)) return undefined;
  const context = await expressionContext(db, registry, module, stored, key, ctx);
  return guardRefusal(module, operation, { ...context, values: stored });
}

/** @throws AppError E_FORBIDDEN with the guard's message when a guard refuses `operation` on the stored record. */
export async function assertNotGuarded(
  db: Kysely<any>,
  registry: ModuleRegistry,
  module: CompiledModule,
  operation: GuardedOperation,
  stored: RecordValues,
  key: string,
  ctx: RecordContext,
): Promise<void> {
  const message = await guardMessage(db, registry, module, operation, stored, key, ctx);
  if (message) throw new AppError('E_FORBIDDEN', {}, message);
}

/** Refuses a delete of several records when a guard refuses deleting any one of them (nothing is deleted). */
export async function assertDeletable(db: Kysely<any>, registry: ModuleRegistry, module: CompiledModule, keys: readonly string[], ctx: RecordContext): Promise<void> {
  if (!guards(module, 'delete')) return;
  for (const key of keys) {
    const stored = await loadRecord(db, registry, module, key, ctx, { labels: false });
    await assertNotGuarded(db, registry, module, 'delete', stored.values, key, ctx);
  }
}
