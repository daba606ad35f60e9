import { useMemo, type Ref } from 'react';
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import type { CompiledModule } from '../../runtime/index.ts';
import { useLocale, useT } from '../i18n/index.ts';
import { useCurrentUser } from '../app/current-user.ts';
import { DEFAULT_FORM_STATE_BEHAVIOR } from './form-defaults.ts';
import { clientContext, formFieldStates, withComputed, withFieldStates } from './form-expressions.ts';
import type { ModuleFormContext } from './form-context.ts';
import { createModuleValidator, type FormValues } from './module-validator.ts';
import { moduleTheme } from './theme.ts';

export interface ModuleFormProps {
  module: CompiledModule;
  formData: FormValues;
  onChange: (formData: FormValues) => void;
  /** Display labels of reference and tree fields; widgets add the labels of new picks. */
  labels: Map<string, string>;
  readonly: boolean;
  /** Fields shown read-only although the form is editable (a workflow step's locked fields). */
  lockedFields?: ReadonlySet<string>;
  /** Re-check on every change once a save has failed, so fixed fields clear their message. */
  liveValidate: boolean;
  /** The server's field messages of the last save. */
  extraErrors?: ErrorSchema<FormValues>;
  formRef?: Ref<Form<FormValues, RJSFSchema, ModuleFormContext>>;
}

function ignoreErrors(): void {}

/** The uiSchema with the locked fields read-only, each keeping its own options. */
function withLocked(uiSchema: Record<string, unknown>, locked: ReadonlySet<string> | undefined): Record<string, unknown> {
  if (!locked || locked.size === 0) return uiSchema;
  const next = { ...uiSchema };
  for (const name of locked) next[name] = { ...(uiSchema[name] as Record<string, unknown> | undefined), 'ui:readonly': true };
  return next;
}

/** A module's detail form: the compiled schema in the user's language, our theme and validator. */
export function ModuleForm({ module, formData, onChange, labels, readonly, lockedFields, liveValidate, extraErrors, formRef }: ModuleFormProps) {
  const t = useT();
  const [locale] = useLocale();
  const user = useCurrentUser();
  const compiled = module.form(locale);
  // Expressions see the values as typed: states and computed values follow every change.
  const states = formFieldStates(module, formData, clientContext(user));
  const { schema, uiSchema: stateUiSchema } = useMemo(() => withFieldStates(module, compiled.schema, compiled.uiSchema, states), [module, compiled, states]);
  const uiSchema = useMemo(() => withLocked(stateUiSchema, lockedFields), [stateUiSchema, lockedFields]);
  const validator = useMemo(() => createModuleValidator(module, t, locale, () => clientContext(user)), [module, t, locale, user]);
  const context = useMemo<ModuleFormContext>(() => ({ module, values: formData, labels }), [module, formData, labels]);
  return (
    <Form<FormValues, RJSFSchema, ModuleFormContext>
      {...moduleTheme}
      ref={formRef}
      schema={schema as RJSFSchema}
      uiSchema={uiSchema}
      formData={formData}
      formContext={context}
      validator={validator}
      readonly={readonly}
      liveValidate={liveValidate ? 'onChange' : undefined}
      extraErrors={extraErrors}
      showErrorList={false}
      noHtml5Validate
      experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE_BEHAVIOR}
      onChange={(event) => onChange(withComputed(module, event.formData ?? {}, clientContext(user)))}
      // The page reports a failed check itself ('请先完善信息'); rjsf's default logs to the console.
      onError={ignoreErrors}
    >
      {/* Save and close live in the page header; the form renders no submit button. */}
      <></>
    </Form>
  );
}
