import type { ObjectFieldTemplateProps } from '@rjsf/utils';

export interface FormGroupLayout {
  title?: string;
  columns: number;
  fields: string[];
}

const GRID: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-1 md:grid-cols-2',
  3: 'grid-cols-1 md:grid-cols-3',
  4: 'grid-cols-1 md:grid-cols-2 xl:grid-cols-4',
};

/**
 * Lays the fields out in the bundle's form groups (uiSchema['ui:groups']), each in its own
 * column count. Fields in no group (keys, parent links) are kept in the data, not shown.
 */
export function ObjectFieldTemplate({ properties, uiSchema }: ObjectFieldTemplateProps) {
  const groups = (uiSchema?.['ui:groups'] ?? []) as FormGroupLayout[];
  const byName = new Map(properties.map((property) => [property.name, property]));
  return (
    <div className="flex flex-col gap-2">
      {groups.map((group, index) => (
        <section key={group.title ?? `group-${index}`} aria-label={group.title}>
          {group.title && <h3 className="mb-3 border-l-4 border-primary-500 pl-2 text-sm font-medium text-slate-700">{group.title}</h3>}
          <div className={`grid gap-x-6 ${GRID[group.columns] ?? GRID[1]}`}>
            {group.fields.map((name) => byName.get(name)?.content)}
          </div>
        </section>
      ))}
    </div>
  );
}
