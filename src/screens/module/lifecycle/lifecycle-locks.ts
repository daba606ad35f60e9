import type { CompiledModule } from '../../../../runtime/index.ts';
import { lockedInState } from '../../../../runtime/lifecycle/state-locks.ts';
import { inlineListDefs } from '../../../../runtime/workflow/editable-lists.ts';

/**
 * The fields a life cycle shows read-only, added to `locked` (the workflow's): the state field
 * (only transitions move it) and the fields locked in the record's stored state, with its inline
 * lists when the state locks everything. The server refuses the same on save (runtime/lifecycle/state-locks.ts).
 */
export function withLifecycleLocks(module: CompiledModule, locked: ReadonlySet<string> | undefined, storedState: string | undefined): ReadonlySet<string> | undefined {
  const lifecycle = module.bundle.lifecycle;
  if (!lifecycle) return locked;
  const inState = storedState === undefined ? [] : [...lockedInState(module, lifecycle, storedState)];
  const wholeRecord = lifecycle.locks?.some((lock) => lock.state === storedState && lock.fields === '*') === true;
  const lists = wholeRecord ? inlineListDefs(module).map((list) => list.module) : [];
  return new Set([...(locked ?? []), lifecycle.field, ...inState, ...lists]);
}
