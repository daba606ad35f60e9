/**
 * Stamps without JSON (a transition's `stamps`, a workflow node's `onSubmit` stamps): each a field
 * of the record and what is written into it — who acted, their employee or department, the time.
 */
import { STAMP_SOURCES, type LifecycleStampDef, type ModuleBundle, type StampSource } from '../../../../../runtime/index.ts';
import { useT } from '../../../../i18n/index.ts';
import { SelectInput, useFieldOptions } from '../controls.tsx';
import { EditableRows } from './rows.tsx';

export interface StampsEditorProps {
  bundle: ModuleBundle;
  /** The drag kind of the rows: stamps move only within one list. */
  kind: string;
  stamps: readonly LifecycleStampDef[];
  readOnly: boolean;
  onChange: (stamps: LifecycleStampDef[]) => void;
}

export function StampsEditor({ bundle, kind, stamps, readOnly, onChange }: StampsEditorProps) {
  const t = useT();
  const fields = useFieldOptions(bundle);
  // The state field is the life cycle's: a stamp cannot write it.
  const free = fields.find(([name]) => name !== bundle.lifecycle?.field && !stamps.some((stamp) => stamp.field === name));
  return (
    <EditableRows
      kind={kind}
      items={stamps}
      headers={[t('designer.authoring.stampField'), t('designer.authoring.stampValue')]}
      columns="minmax(0,1fr) minmax(0,1fr)"
      readOnly={readOnly}
      empty={t('designer.authoring.noStamps')}
      addLabel={t('designer.authoring.addStamp')}
      onAdd={free ? () => onChange([...stamps, { field: free[0], value: 'userName' }]) : undefined}
      onChange={onChange}
      renderRow={(stamp, index) => {
        const setStamp = (patch: Partial<LifecycleStampDef>) => onChange(stamps.map((item, at) => (at === index ? { ...item, ...patch } : item)));
        return (
          <>
            <SelectInput label={t('designer.authoring.stampField')} value={stamp.field} options={fields} onChange={(field) => field && setStamp({ field })} />
            <SelectInput
              label={t('designer.authoring.stampValue')}
              value={stamp.value}
              options={STAMP_SOURCES.map((source: StampSource) => [source, t(`designer.authoring.stamp.${source}`)] as const)}
              onChange={(value) => value && setStamp({ value })}
            />
          </>
        );
      }}
    />
  );
}
