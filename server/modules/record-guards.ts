/**
 * Record guards (docs/bundle-format.md 'Record guards'): a bundle condition over the stored
 * record that refuses changing or deleting it, whatever the client shows. Every path that
 * changes or removes a stored record asks here: saves, imports, state moves, deletes.
 */
import { AppError, guardRefusal, type CompiledModule, type GuardedOperation, type RecordValues } from '../../runtime/index.ts';
import { expressionContext, type BuiltContext } from './record-expressions.ts';
import { loadRecord } from './record-read.ts';
import type { RecordContext } from './record-context.ts';
import type { ModuleRegistry } from './registry.ts';
import type { PlatformDb } from '../db/tables/index.ts';

function guards(module: CompiledModule, operation: GuardedOperation): boolean {
  return module.expressions.guards.some((guard) => guard.refuse.includes(operation));
}

/** A stored record and what is about to be done to it. */
export interface GuardedRecord {
  operation: GuardedOperation;
  key: string;
  stored: RecordValues;
}

/**
 * The message id refusing the operation on the stored record, or undefined when no guard holds.
 * `built`: the stored record's context a save built already.
 */
export async function guardMessage(
  db: PlatformDb,
  registry: ModuleRegistry,
  module: CompiledModule,
  record: GuardedRecord,
  ctx: RecordContext,
  built?: BuiltContext,
): Promise<string | undefined> {
  if (!guards(module, record.operation)) return undefined;
  const context = built?.context ?? (await expressionContext(db, registry, module, record.stored, record.key, ctx));
  return guardRefusal(module, record.operation, { ...context, values: record.stored });
}

/** @throws AppError E_FORBIDDEN with the guard's message when a guard refuses the operation on the stored record. */
export async function assertNotGuarded(...args: Parameters<typeof guardMessage>): Promise<void> {
  const message = await guardMessage(...args);
  if (message) throw new AppError('E_FORBIDDEN', {}, message);
}

/** Refuses a delete of several records when a guard refuses deleting any one of them (nothing is deleted). */
export async function assertDeletable(db: PlatformDb, registry: ModuleRegistry, module: CompiledModule, keys: readonly string[], ctx: RecordContext): Promise<void> {
  if (!guards(module, 'delete')) return;
  for (const key of keys) {
    const stored = await loadRecord(db, registry, module, key, ctx, { labels: false });
    await assertNotGuarded(db, registry, module, { operation: 'delete', key, stored: stored.values }, ctx);
  }
}
