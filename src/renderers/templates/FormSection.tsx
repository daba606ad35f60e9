import type { ReactNode } from 'react';
import { gridClass, spanClass, type FormGroupLayout } from './form-grid.ts';

export interface FormSectionProps {
  group: FormGroupLayout;
  /** The rendered field by name (rjsf's property content), undefined for a name the form lacks. */
  content: (name: string) => ReactNode;
  /** A field's span (its ui:options). */
  spanOf: (name: string) => number | undefined;
}

/**
 * One form section: its title, help and fields in its columns. Each field sits in a cell of
 * its span; a cell whose field renders nothing (hidden) is not shown, so it takes no place.
 */
export function FormSection({ group, content, spanOf }: FormSectionProps) {
  return (
    <section aria-label={group.title}>
      {group.title && <h3 className="mb-3 border-l-4 border-primary-500 pl-2 text-sm font-medium text-slate-700">{group.title}</h3>}
      {group.help && <p className="-mt-1 mb-3 pl-3 text-xs text-slate-500">{group.help}</p>}
      <div className={`grid gap-x-6 ${gridClass(group.columns)}`}>
        {group.fields.map((name) => (
          <div key={name} className={`min-w-0 empty:hidden ${spanClass(group.columns, spanOf(name))}`}>
            {content(name)}
          </div>
        ))}
      </div>
    </section>
  );
}
