/** The life-cycle calls of a module with `lifecycle` (server/lifecycle/lifecycle-calls.ts). */
import { request, unwrap, type Envelope } from '../../../api/request.ts';
import type { CompiledModule } from '../../../../runtime/index.ts';

/** A transition the server offers the user for one record. */
export interface OfferedTransition {
  name: string;
  label: string;
  to: string;
}

export interface TransitionHistoryRow {
  transition: string;
  label: string;
  source: 'transition' | 'workflow';
  fromLabel: string;
  toLabel: string;
  userName: string;
  time: string;
}

function entityParams(module: CompiledModule): Record<string, string> {
  return { _entityName: module.entityName, _moduleId: module.moduleId };
}

export function hasLifecycle(module: CompiledModule): boolean {
  return module.bundle.lifecycle !== undefined;
}

/** The transitions each record offers the user, by key. */
export async function offeredTransitions(module: CompiledModule, keys: readonly string[]): Promise<Record<string, OfferedTransition[]>> {
  if (keys.length === 0) return {};
  return unwrap(await request<Envelope<Record<string, OfferedTransition[]>>>(`${module.bundle.apiPath}/transitions.ajax`, { ...entityParams(module), pkValue: keys.join(',') })) ?? {};
}

/** Takes a transition; the server checks state, roles, guard and required fields again. */
export async function takeTransition(module: CompiledModule, key: string, name: string): Promise<string> {
  const answer = await request<Envelope<string>>(`${module.bundle.apiPath}/transition.ajax`, { ...entityParams(module), pkValue: key, transition: name });
  unwrap(answer);
  return answer.msgInfo ?? '';
}

export async function transitionHistory(module: CompiledModule, key: string): Promise<TransitionHistoryRow[]> {
  return unwrap(await request<Envelope<TransitionHistoryRow[]>>(`${module.bundle.apiPath}/transitionLog.ajax`, { ...entityParams(module), pkValue: key })) ?? [];
}
