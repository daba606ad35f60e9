import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { arrangeSections, type FormGroupLayout, type IndexedGroup } from './form-grid.ts';
import { FormSection } from './FormSection.tsx';
import { FormTabs } from './FormTabs.tsx';

/**
 * Lays the fields out in the bundle's form groups (uiSchema['ui:groups']), each in its own
 * column count with its fields' spans; groups with a tab are gathered under tabs below the
 * others. Fields in no group (keys, parent links) are kept in the data, not shown.
 */
export function ObjectFieldTemplate({ properties, uiSchema, errorSchema }: ObjectFieldTemplateProps) {
  const groups = (uiSchema?.['ui:groups'] ?? []) as FormGroupLayout[];
  const byName = new Map(properties.map((property) => [property.name, property]));
  const spanOf = (name: string) => (uiSchema?.[name]?.['ui:options'] as { span?: number } | undefined)?.span;
  const { header, tabs } = arrangeSections(groups);
  const section = ({ group, index }: IndexedGroup) => <FormSection key={index} group={group} content={(name) => byName.get(name)?.content} spanOf={spanOf} />;
  const errors = errorSchema as Record<string, { __errors?: unknown[] } | undefined> | undefined;
  const errorCount = (fields: readonly string[]) => fields.filter((name) => (errors?.[name]?.__errors?.length ?? 0) > 0).length;
  return (
    <div className="flex flex-col gap-2">
      {header.map(section)}
      {tabs.length > 0 && <FormTabs tabs={tabs} section={section} errorCount={errorCount} />}
    </div>
  );
}
