import type { FormGroupDef } from '../../../../../runtime/index.ts';
import { useT } from '../../../../i18n/index.ts';
import { Labeled, LocalizedInput } from '../controls.tsx';

/** A form section's tab and help text (docs/bundle-format.md 'Layout'). */
export function GroupLayoutSettings({ group, onChange }: { group: FormGroupDef; onChange: (patch: Partial<FormGroupDef>) => void }) {
  const t = useT();
  return (
    <div className="mb-2 grid grid-cols-2 gap-2">
      <Labeled label={t('designer.layout.tab')} hint={t('designer.layout.tabHint')}>
        {() => <LocalizedInput optional label={t('designer.layout.tab')} value={group.tab} onChange={(tab) => onChange({ tab })} />}
      </Labeled>
      <Labeled label={t('designer.layout.sectionHelp')}>
        {() => <LocalizedInput optional label={t('designer.layout.sectionHelp')} value={group.help} onChange={(help) => onChange({ help })} />}
      </Labeled>
    </div>
  );
}
