import type { FieldTemplateProps } from '@rjsf/utils';

/** Spec 01 §9: form labels are 130 px wide and right-aligned, beside their control. */
export const LABEL_WIDTH = 130;

export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, hidden, required, schema, uiSchema, rawHelp } = props;
  // The root object has no label of its own: the groups lay out its fields.
  if (schema.type === 'object') return children;
  if (hidden || uiSchema?.['ui:hidden']) return null;
  return (
    <div className="relative flex items-start pb-5" data-field={props.fieldPathId.path.join('.')}>
      <label htmlFor={id} className="shrink-0 py-1.5 pr-3 text-right text-sm leading-5 text-slate-600" style={{ width: LABEL_WIDTH }}>
        {required && <span className="mr-0.5 text-red-500">*</span>}
        {label}
      </label>
      <div className="min-w-0 flex-1">
        {children}
        {rawHelp && (
          <p id={`${id}__help`} className="mt-1 text-xs leading-4 text-slate-500">
            {rawHelp}
          </p>
        )}
        {errors}
      </div>
    </div>
  );
}
