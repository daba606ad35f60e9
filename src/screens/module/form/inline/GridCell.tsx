import { memo, useMemo } from 'react';
import type { RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import type { CompiledField } from '../../../../../runtime/index.ts';
import type { ModuleFormContext } from '../../../../renderers/form-context.ts';
import { FIELD_WIDGETS } from '../../../../renderers/theme.ts';

export interface GridCellProps {
  id: string;
  field: CompiledField;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  value: unknown;
  /** The row's values and labels and the child module, as the form hands them to its widgets. */
  context: ModuleFormContext;
  error?: string;
  readonly: boolean;
  label: string;
  onChange: (field: string, value: unknown) => void;
}

function ignore(): void {}

/**
 * One cell of an inline grid: the child field's own form widget (theme.ts FIELD_WIDGETS), handed
 * the props rjsf would give it, so a cell edits, formats and picks exactly like the field in a form.
 */
export const GridCell = memo(function GridCell({ id, field, schema, uiSchema, value, context, error, readonly, label, onChange }: GridCellProps) {
  const Widget = FIELD_WIDGETS[field.type];
  const rawErrors = useMemo(() => (error ? [error] : undefined), [error]);
  // The widgets read only these props of rjsf's WidgetProps (and registry.formContext).
  const props = {
    id,
    name: field.name,
    label,
    hideLabel: true,
    value: value ?? undefined,
    required: field.def.required,
    disabled: false,
    readonly: readonly || field.def.readOnly,
    autofocus: false,
    placeholder: (uiSchema['ui:placeholder'] as string | undefined) ?? '',
    rawErrors,
    options: (uiSchema['ui:options'] as Record<string, unknown> | undefined) ?? {},
    schema,
    uiSchema,
    formContext: context,
    registry: { formContext: context },
    onChange: (next: unknown) => onChange(field.name, next),
    onBlur: ignore,
    onFocus: ignore,
  } as unknown as WidgetProps;
  return (
    <div className="min-w-0">
      <Widget {...props} />
      {error && (
        <p className="mt-0.5 text-xs leading-tight text-red-600" role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
