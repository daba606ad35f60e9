import type { ListColumnDef, ListDef, SummaryFunction } from '../../../../../runtime/index.ts';
import { useT } from '../../../../i18n/index.ts';
import { withoutUndefined } from '../../model/field-edits.ts';
import { Block, Check, Labeled, SelectInput, TextInput, useFieldOptions } from '../controls.tsx';
import { EditableRows } from './rows.tsx';
import type { SectionProps } from './section-props.ts';

const PAGE_SIZES = ['10', '20', '30', '40', '50'] as const;
const SUMMARY_FUNCTIONS: readonly SummaryFunction[] = ['sum', 'avg', 'count', 'min', 'max'];
const NUMERIC = ['int', 'number', 'decimal'];

/** The list page: its columns (width, sorting, fixed side), default order, page size and summary row. */
export function ListSection({ bundle, edit, readOnly }: SectionProps) {
  const t = useT();
  const fields = useFieldOptions(bundle);
  const numeric = useFieldOptions(bundle, (type) => NUMERIC.includes(type));
  const list = bundle.list;
  const firstNumeric = numeric[0]?.[0];
  const setList = (patch: Partial<ListDef>) => edit((b) => ({ ...b, list: withoutUndefined({ ...b.list, ...patch }) }));
  const setColumn = (index: number, patch: Partial<ListColumnDef>) =>
    setList({ columns: list.columns.map((column, at) => (at === index ? withoutUndefined({ ...column, ...patch }) : column)) });
  // A new column shows the next field not listed yet, keys and other hidden fields last.
  const unlisted = [...bundle.entity.fields].sort((a, b) => Number(a.hidden === true) - Number(b.hidden === true)).find((field) => !list.columns.some((column) => column.field === field.name));
  const fixedOptions = [['left', t('designer.list.fixedLeft')], ['right', t('designer.list.fixedRight')]] as const;

  return (
    <div className="flex flex-col gap-3">
      <Block title={t('designer.list.columns')}>
        <EditableRows
          kind="column"
          items={list.columns}
          headers={[t('designer.list.field'), t('designer.list.width'), t('designer.list.fixed'), t('designer.list.sortable')]}
          columns="minmax(0,1fr) 70px 80px 44px"
          readOnly={readOnly}
          empty={t('designer.list.noColumns')}
          addLabel={t('designer.list.addColumn')}
          onAdd={unlisted ? () => setList({ columns: [...list.columns, { field: unlisted.name }] }) : undefined}
          onChange={(columns) => setList({ columns })}
          renderRow={(column, index) => (
            <>
              <SelectInput label={t('designer.list.field')} value={column.field} options={fields} onChange={(field) => field && setColumn(index, { field })} />
              <TextInput label={t('designer.list.width')} value={column.width} placeholder={t('designer.list.auto')} onChange={(width) => setColumn(index, { width: width || undefined })} />
              <SelectInput label={t('designer.list.fixed')} value={column.fixed} empty={t('designer.none')} options={fixedOptions} onChange={(fixed) => setColumn(index, { fixed })} />
              <span className="flex justify-center">
                <input type="checkbox" aria-label={t('designer.list.sortable')} className="accent-primary-600" checked={column.sortable === true} onChange={(event) => setColumn(index, { sortable: event.target.checked || undefined })} />
              </span>
            </>
          )}
        />
      </Block>
      <Block title={t('designer.list.behaviour')}>
        <div className="grid grid-cols-3 gap-x-3 gap-y-2">
          <Labeled label={t('designer.list.defaultOrder')}>
            {(id) => <SelectInput id={id} value={list.defaultOrder?.field} empty={t('designer.list.byKey')} options={fields} onChange={(field) => setList({ defaultOrder: field ? { field, direction: list.defaultOrder?.direction ?? 'desc' } : undefined })} />}
          </Labeled>
          <Labeled label={t('designer.list.direction')}>
            {(id) => (
              <SelectInput
                id={id}
                value={list.defaultOrder?.direction}
                options={[['asc', t('designer.list.asc')], ['desc', t('designer.list.desc')]]}
                onChange={(direction) => list.defaultOrder && direction && setList({ defaultOrder: { ...list.defaultOrder, direction } })}
              />
            )}
          </Labeled>
          <Labeled label={t('designer.list.pageSize')}>
            {(id) => <SelectInput id={id} value={String(list.pageSize ?? 20) as (typeof PAGE_SIZES)[number]} options={PAGE_SIZES.map((size) => [size, size] as const)} onChange={(size) => setList({ pageSize: Number(size ?? 20) })} />}
          </Labeled>
        </div>
      </Block>
      <Block title={t('designer.list.summary')}>
        <EditableRows
          kind="summary"
          items={list.summary ?? []}
          headers={[t('designer.list.field'), t('designer.list.summaryFn')]}
          columns="minmax(0,1fr) 110px"
          readOnly={readOnly}
          empty={t('designer.list.noSummary')}
          addLabel={t('designer.list.addSummary')}
          onAdd={firstNumeric ? () => setList({ summary: [...(list.summary ?? []), { field: firstNumeric, fn: 'sum' }] }) : undefined}
          onChange={(summary) => setList({ summary: summary.length ? summary : undefined })}
          renderRow={(entry, index) => {
            const set = (patch: Partial<typeof entry>) => setList({ summary: (list.summary ?? []).map((item, at) => (at === index ? { ...item, ...patch } : item)) });
            return (
              <>
                <SelectInput label={t('designer.list.field')} value={entry.field} options={entry.fn === 'count' ? fields : numeric} onChange={(field) => field && set({ field })} />
                <SelectInput label={t('designer.list.summaryFn')} value={entry.fn} options={SUMMARY_FUNCTIONS.map((fn) => [fn, t(`designer.summary.${fn}`)] as const)} onChange={(fn) => fn && set({ fn })} />
              </>
            );
          }}
        />
      </Block>
    </div>
  );
}
