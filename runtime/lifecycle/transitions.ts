/**
 * Which transitions of a record's life cycle a user may take, and why one is refused. The
 * server decides with these (server/lifecycle/); the client shows the buttons the server offers.
 */
import { AppError } from '../errors.ts';
import type { CompiledModule, FieldError } from '../bundle/compiled-types.ts';
import type { LifecycleDef, LifecycleTransitionDef, Locale } from '../bundle/types.ts';
import { fieldLabel } from '../rules/field-label.ts';
import { isBlankValue } from '../rules/required-rule.ts';
import { guardHolds } from './transition-guard.ts';

/** Who asks: the user's roles decide `roles`, the id and name feed the guard. */
export interface LifecycleUser {
  userId: string;
  userName: string;
  roleIds: readonly string[];
  isSuperAdmin: boolean;
}

export function lifecycleOf(module: CompiledModule): LifecycleDef | undefined {
  return module.bundle.lifecycle;
}

/** The record's state: the state field's value as text, '' when empty. */
export function recordState(lifecycle: LifecycleDef, values: Readonly<Record<string, unknown>>): string {
  const value = values[lifecycle.field];
  return value === undefined || value === null ? '' : String(value);
}

export function leavesFrom(transition: LifecycleTransitionDef, state: string): boolean {
  return transition.from === '*' || transition.from.includes(state);
}

/** Super administrators pass every role list, as they pass every operation grant. */
export function roleAllows(transition: LifecycleTransitionDef, user: LifecycleUser): boolean {
  return !transition.roles || user.isSuperAdmin || transition.roles.some((role) => user.roleIds.includes(role));
}

async function guardAllows(module: CompiledModule, transition: LifecycleTransitionDef, values: Readonly<Record<string, unknown>>, user: LifecycleUser): Promise<boolean> {
  if (transition.when === undefined) return true;
  return guardHolds(transition.when, module.bundle, values, user);
}

/**
 * The transitions the user may take from the record's state: it leaves from there, the user
 * holds one of its roles, its guard holds. Required fields are not asked here: the button shows
 * and the transition answers which field is missing.
 */
export async function offeredTransitions(module: CompiledModule, values: Readonly<Record<string, unknown>>, user: LifecycleUser): Promise<LifecycleTransitionDef[]> {
  const lifecycle = lifecycleOf(module);
  if (!lifecycle) return [];
  const state = recordState(lifecycle, values);
  const offered: LifecycleTransitionDef[] = [];
  for (const transition of lifecycle.transitions) {
    if (!leavesFrom(transition, state) || !roleAllows(transition, user)) continue;
    // A guard that cannot be evaluated for this record offers nothing; taking it says why.
    if (await guardAllows(module, transition, values, user).catch(() => false)) offered.push(transition);
  }
  return offered;
}

/** The transition's required fields that are empty, each with its label and the transition's. */
export function missingForTransition(module: CompiledModule, transition: LifecycleTransitionDef, values: Readonly<Record<string, unknown>>, locale: Locale): FieldError[] {
  return (transition.requires ?? []).flatMap((name) => {
    const field = module.fields.get(name);
    if (!field || !isBlankValue(values[name])) return [];
    return [{ field: name, messageId: 'lifecycle.requiredForTransition', params: { label: fieldLabel(field, locale), transition: transition.label[locale] } }];
  });
}

/** A state's dictionary label in `locale`; the value itself when the dictionary lacks it. */
export function stateLabel(module: CompiledModule, lifecycle: LifecycleDef, state: string, locale: Locale): string {
  const dict = module.fields.get(lifecycle.field)?.def.dict;
  return (dict && module.dictionaries[dict]?.items.find((item) => item.value === state)?.label[locale]) || state;
}

/**
 * Why the user may not take the transition now, or undefined when they may; the required
 * fields are checked apart (missingForTransition), as they answer per field.
 * @throws AppError E_BAD_CONDITION when the guard cannot be evaluated for the record.
 */
export async function transitionRefusal(
  module: CompiledModule,
  transition: LifecycleTransitionDef,
  values: Readonly<Record<string, unknown>>,
  user: LifecycleUser,
  locale: Locale,
): Promise<AppError | undefined> {
  const lifecycle = lifecycleOf(module) as LifecycleDef;
  const label = transition.label[locale];
  const state = recordState(lifecycle, values);
  if (!leavesFrom(transition, state)) return new AppError('E_CONFLICT', { transition: label, state: stateLabel(module, lifecycle, state, locale) }, 'lifecycle.wrongState');
  if (!roleAllows(transition, user)) return new AppError('E_FORBIDDEN', { transition: label }, 'lifecycle.roleRequired');
  if (!(await guardAllows(module, transition, values, user))) return new AppError('E_CONFLICT', { transition: label }, 'lifecycle.guardFailed');
  return undefined;
}
