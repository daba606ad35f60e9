import type { ColumnCount, FieldDef } from '../../../../../runtime/index.ts';
import { useT } from '../../../../i18n/index.ts';
import { Labeled, LocalizedInput, SelectInput } from '../controls.tsx';

const SPANS = ['2', '3', '4'] as const;

/** A field's place in its form section: the columns it spans and its help text (docs/bundle-format.md 'Layout'). */
export function FieldLayoutSettings({ field, onChange }: { field: FieldDef; onChange: (patch: Partial<FieldDef>) => void }) {
  const t = useT();
  return (
    <>
      <Labeled label={t('designer.layout.span')}>
        {(id) => (
          <SelectInput
            id={id}
            value={field.span === undefined || field.span === 1 ? undefined : (String(field.span) as (typeof SPANS)[number])}
            empty={t('designer.layout.spanCount', { n: 1 })}
            options={SPANS.map((n) => [n, t('designer.layout.spanCount', { n })] as const)}
            onChange={(span) => onChange({ span: span === undefined ? undefined : (Number(span) as ColumnCount) })}
          />
        )}
      </Labeled>
      <div className="col-span-2">
        <Labeled label={t('designer.layout.help')}>{() => <LocalizedInput optional label={t('designer.layout.help')} value={field.help} onChange={(help) => onChange({ help })} />}</Labeled>
      </div>
    </>
  );
}
