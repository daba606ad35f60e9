import type { CompiledModule } from '../../runtime/index.ts';
import { lifecycleSaveErrors } from '../../runtime/lifecycle/state-locks.ts';
import type { RecordContext } from '../modules/record-context.ts';
import { loadRecord } from '../modules/record-read.ts';
import { isNewKey, type SaveContext } from '../modules/record-write.ts';
import { RecordValidationError } from '../modules/record-validation-error.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import type { PlatformDb } from '../db/tables/index.ts';

type BeforeWrite = SaveContext['beforeWrite'];

/**
 * An ordinary save of a module with a life cycle (runtime/lifecycle/state-locks.ts): a new
 * record starts in the state field's default state, an existing one keeps its state, and the
 * fields locked in its state stay as stored. The stored record is read inside the save's
 * transaction, before `next` (the other checks that must see what the write sees), so a
 * transition committed meanwhile is what the locks follow. Refusals are RecordValidationError
 * with each field's label and reason; nothing is written.
 * @example const guarded = guardLifecycleSave(registry, module, values, key, ctx, beforeWrite); await records.save(module, guarded.values, key, { ...ctx, beforeWrite: guarded.beforeWrite })
 */
export function guardLifecycleSave(
  registry: ModuleRegistry,
  module: CompiledModule,
  values: Record<string, unknown>,
  key: string | undefined,
  ctx: RecordContext,
  next: BeforeWrite,
): { values: Record<string, unknown>; beforeWrite: BeforeWrite } {
  const lifecycle = module.bundle.lifecycle;
  if (!lifecycle) return { values, beforeWrite: next };
  if (isNewKey(key)) {
    const errors = lifecycleSaveErrors(module, values, undefined, ctx.locale);
    if (errors.length > 0) throw new RecordValidationError(errors);
    // Absent or empty: the default fills it on insert.
    const { [lifecycle.field]: _state, ...rest } = values;
    return { values: rest, beforeWrite: next };
  }
  const beforeWrite = async (trx: PlatformDb) => {
    const stored = await loadRecord(trx, registry, module, key as string, ctx, { labels: false });
    const errors = lifecycleSaveErrors(module, values, stored.values, ctx.locale);
    if (errors.length > 0) throw new RecordValidationError(errors);
    await next?.(trx);
  };
  return { values, beforeWrite };
}
