import type { CompiledModule } from '../../../runtime/index.ts';

const stamps = new WeakMap<CompiledModule, number>();
let next = 0;

/**
 * A number for one compiled module object, for query keys: a module compiled again (a new
 * version published) gets a new number, so what was loaded for the old compile is asked again.
 */
export function moduleStamp(module: CompiledModule): number {
  let stamp = stamps.get(module);
  if (stamp === undefined) {
    stamp = (next += 1);
    stamps.set(module, stamp);
  }
  return stamp;
}
