import type { FieldTemplateProps } from '@rjsf/utils';
import type { CSSProperties } from 'react';

/**
 * Spec 01 §9: form labels are 130 px wide and right-aligned, beside their control; below 768 px
 * (md) the label stands above its control, which then has the whole width.
 */
export const LABEL_WIDTH = 130;

export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, hidden, required, schema, uiSchema, rawHelp } = props;
  // The root object has no label of its own: the groups lay out its fields.
  if (schema.type === 'object') return children;
  if (hidden || uiSchema?.['ui:hidden']) return null;
  return (
    <div className="relative flex flex-col pb-5 md:flex-row md:items-start" data-field={props.fieldPathId.path.join('.')}>
      <label htmlFor={id} className="shrink-0 pb-1 text-sm leading-5 text-slate-600 md:w-(--label-width) md:py-1.5 md:pr-3 md:text-right" style={{ '--label-width': `${LABEL_WIDTH}px` } as CSSProperties}>
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
