import type { CompiledModule, FieldError, FieldState, MessageParams, UserFieldAccess } from '../../runtime/index.ts';
import { translators } from '../plugins/i18n.ts';
import { sameValue } from '../../runtime/rules/same-value.ts';
import type { RecordContext } from './record-context.ts';
import { RecordValidationError } from './record-validation-error.ts';

/** Message id of a refused change of a locked field: `{label}` cannot be changed: `{reason}`. */
export const READ_ONLY_MESSAGE = 'rule.fieldReadOnly';

/** Who saves, with the field access their roles give them in the module (field-overrides.ts). */
export interface PolicyContext extends RecordContext {
  fieldAccess: UserFieldAccess;
  /** The stored record's field states from the bundle's expressions (recordFieldStates); none on add or without expressions. */
  fieldStates?: ReadonlyMap<string, FieldState>;
}

/** Why a field is locked: a message id of locales/*\/field-policy.json and its params. */
export interface LockReason {
  messageId: string;
  params?: MessageParams;
}

/**
 * One source of locked fields for a save: given the record as stored (undefined on add), the
 * fields the user may not change and why. Sources are pure; what they need from the database
 * (overrides) is in the context already. State locks (lifecycle) and readOnlyWhen plug in here.
 */
export type LockSource = (module: CompiledModule, stored: Readonly<Record<string, unknown>> | undefined, ctx: PolicyContext) => ReadonlyMap<string, LockReason>;

/** Fields the bundle marks readOnly: shown, never changed by a client. */
export const bundleReadOnly: LockSource = (module) =>
  new Map([...module.fields.values()].filter((field) => field.def.readOnly === true).map((field) => [field.name, { messageId: 'fieldPolicy.reason.readOnly' }]));

/** Fields the user's roles make read-only or hidden (fieldPermissions with the organisation's overrides). */
export const roleAccess: LockSource = (module, _stored, ctx) =>
  new Map(
    Object.entries(ctx.fieldAccess)
      .filter(([name]) => module.fields.has(name) && name !== module.primaryKey.name)
      .map(([name, access]) => [name, { messageId: access === 'hidden' ? 'fieldPolicy.reason.roleHidden' : 'fieldPolicy.reason.roleReadOnly' }]),
  );

/**
 * Fields whose readOnlyWhen, or their section's, holds for the record as stored. Computed fields
 * are not locked here: the server recomputes them whatever a client sends.
 */
export const conditionReadOnly: LockSource = (module, _stored, ctx) =>
  new Map(
    [...(ctx.fieldStates ?? [])]
      .filter(([name, state]) => state.readOnly && module.expressions.fields.get(name)?.compute === undefined)
      .map(([name]) => [name, { messageId: 'fieldPolicy.reason.readOnlyWhen' }]),
  );

/** The sources every save consults, in order; the first reason given for a field is the one answered. */
export const LOCK_SOURCES: readonly LockSource[] = [bundleReadOnly, roleAccess, conditionReadOnly];

/** The fields locked for this save, with the reason of the first source that locks each. */
export function lockedFields(
  module: CompiledModule,
  stored: Readonly<Record<string, unknown>> | undefined,
  ctx: PolicyContext,
  sources: readonly LockSource[] = LOCK_SOURCES,
): Map<string, LockReason> {
  const locked = new Map<string, LockReason>();
  for (const source of sources) {
    for (const [name, reason] of source(module, stored, ctx)) if (!locked.has(name)) locked.set(name, reason);
  }
  return locked;
}

/**
 * The values a save may write, after the field policy: a locked field may be sent only with the
 * value it holds (forms post the whole record): the stored one, on add its default, or the one
 * the server fills (`filled`, e.g. parentName). A field hidden from the user that arrives empty
 * is dropped, since the user's form never had its value. Anything else is refused with
 * RecordValidationError, one FieldError per field in the bundle's field order: `rule.fieldReadOnly`
 * {label, reason}.
 * @example enforceFieldPolicy(track, { parentName: 'forged' }, stored, {}, ctx) // throws: 缺陷单号 ... 只读字段
 */
export function enforceFieldPolicy(
  module: CompiledModule,
  sent: Readonly<Record<string, unknown>>,
  stored: Readonly<Record<string, unknown>> | undefined,
  baseline: Readonly<Record<string, unknown>>,
  filled: Readonly<Record<string, unknown>>,
  ctx: PolicyContext,
): Record<string, unknown> {
  const locked = lockedFields(module, stored, ctx);
  const t = translators[ctx.locale];
  const allowed: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const [name, value] of Object.entries(sent)) {
    const reason = locked.get(name);
    const field = module.fields.get(name);
    if (!reason || !field) {
      allowed[name] = value;
      continue;
    }
    if (ctx.fieldAccess[name] === 'hidden' && sameValue(value, null)) continue;
    const held = [...(name in filled ? [filled[name]] : []), stored ? stored[name] : baseline[name]];
    if (held.some((candidate) => sameValue(value, candidate))) allowed[name] = value;
    else errors.push({ field: name, messageId: READ_ONLY_MESSAGE, params: { label: field.def.label[ctx.locale], reason: t(reason.messageId, reason.params) } });
  }
  if (errors.length > 0) {
    const order = [...module.fields.keys()];
    throw new RecordValidationError(errors.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field)));
  }
  return allowed;
}
