import type { FieldDef } from '../../../../../runtime/index.ts';
import { useT } from '../../../../i18n/index.ts';
import { Labeled, LocalizedInput, TextInput } from '../controls.tsx';

/**
 * A field's own pattern and its message in both languages (docs/bundle-format.md 'Formats and
 * patterns'); the draft check shows an invalid or unsafe pattern at this field.
 */
export function PatternSettings({ field, onChange }: { field: FieldDef; onChange: (patch: Partial<FieldDef>) => void }) {
  const t = useT();
  return (
    <div className="col-span-2 grid gap-2">
      <Labeled label={t('designer.pattern.pattern')} hint={t('designer.pattern.hint')}>
        {(id) => <TextInput id={id} value={field.pattern} placeholder="[A-Z]{2}\d{4}" onChange={(pattern) => onChange({ pattern: pattern === '' ? undefined : pattern })} />}
      </Labeled>
      <Labeled label={t('designer.pattern.message')}>
        {() => <LocalizedInput optional label={t('designer.pattern.message')} value={field.patternMessage} onChange={(patternMessage) => onChange({ patternMessage })} />}
      </Labeled>
    </div>
  );
}
