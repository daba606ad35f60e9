import type { ReactNode } from 'react';
import { useT } from '../../../i18n/index.ts';
import type { SectionId } from '../model/problem-place.ts';
import { BehaviourSection } from './sections/BehaviourSection.tsx';
import { ChecksSection } from './sections/ChecksSection.tsx';
import { ChildrenSection } from './sections/ChildrenSection.tsx';
import { FieldsSection } from './sections/FieldsSection.tsx';
import { FormSection } from './sections/FormSection.tsx';
import { LifecycleSection } from './sections/LifecycleSection.tsx';
import { ListSection } from './sections/ListSection.tsx';
import { MenuSection } from './sections/MenuSection.tsx';
import { PrintSection } from './sections/PrintSection.tsx';
import { ModuleSection } from './sections/ModuleSection.tsx';
import { RulesSection } from './sections/RulesSection.tsx';
import { ExpressionRulesSection } from './sections/ExpressionInput.tsx';
import { SearchSection } from './sections/SearchSection.tsx';
import { FieldPermissionsSection } from './sections/FieldPermissionsSection.tsx';
import type { SectionProps } from './sections/section-props.ts';

export interface VisualEditorProps extends Omit<SectionProps, 'bundle'> {
  bundle: SectionProps['bundle'] | null;
  section: SectionId;
  field: string | null;
  onSelectField: (name: string | null) => void;
}

/** The selected part of the bundle as forms; a draft whose JSON lacks the bundle's shape is sent to the JSON view. */
export function VisualEditor({ bundle, section, field, onSelectField, ...props }: VisualEditorProps) {
  const t = useT();
  if (!bundle) return <p className="rounded border border-amber-200 bg-amber-50 p-3 text-xs text-amber-800">{t('designer.visual.unavailable')}</p>;
  const shared: SectionProps = { ...props, bundle };
  const sections: Record<SectionId, () => ReactNode> = {
    module: () => <ModuleSection {...shared} />,
    fields: () => <FieldsSection {...shared} selected={field} onSelect={onSelectField} />,
    form: () => <FormSection {...shared} />,
    list: () => <ListSection {...shared} />,
    search: () => <SearchSection {...shared} />,
    rules: () => (
      <div className="flex flex-col gap-3">
        <RulesSection {...shared} />
        <ExpressionRulesSection {...shared} />
        <ChecksSection {...shared} />
      </div>
    ),
    children: () => <ChildrenSection {...shared} />,
    lifecycle: () => <LifecycleSection {...shared} />,
    behaviour: () => <BehaviourSection {...shared} />,
    permissions: () => <FieldPermissionsSection {...shared} />,
    menu: () => <MenuSection {...shared} />,
    print: () => <PrintSection {...shared} />,
  };
  return (
    <fieldset disabled={props.readOnly} className="min-w-0">
      {sections[section]()}
    </fieldset>
  );
}
