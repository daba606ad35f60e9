import type { SearchConditionDef, SearchOperator } from '../../../../../runtime/index.ts';
import { useT } from '../../../../i18n/index.ts';
import { defaultOperator } from '../../model/field-placement.ts';
import { Block, SelectInput, useFieldOptions } from '../controls.tsx';
import { EditableRows } from './rows.tsx';
import type { SectionProps } from './section-props.ts';

const OPERATORS: readonly SearchOperator[] = ['like', 'eq', 'in', 'dateRange', 'numberRange'];

/** The list's search conditions: a field and how it is matched. */
export function SearchSection({ bundle, edit, readOnly }: SectionProps) {
  const t = useT();
  const fields = useFieldOptions(bundle);
  const searches = bundle.search ?? [];
  const typeOf = (name: string) => bundle.entity.fields.find((field) => field.name === name)?.type;
  const setSearches = (search: SearchConditionDef[]) => edit((b) => ({ ...b, search }));
  const free = fields.find(([name]) => !searches.some((search) => search.field === name));
  return (
    <Block title={t('designer.section.search')}>
      <EditableRows
        kind="search"
        items={searches}
        headers={[t('designer.search.field'), t('designer.search.operator')]}
        columns="minmax(0,1fr) 130px"
        readOnly={readOnly}
        empty={t('designer.search.none')}
        addLabel={t('designer.search.add')}
        onAdd={free ? () => setSearches([...searches, { field: free[0], operator: defaultOperator(typeOf(free[0])) }]) : undefined}
        onChange={setSearches}
        renderRow={(search, index) => {
          const set = (next: SearchConditionDef) => setSearches(searches.map((item, at) => (at === index ? next : item)));
          return (
            <>
              <SelectInput label={t('designer.search.field')} value={search.field} options={fields} onChange={(field) => field && set({ ...search, field, operator: defaultOperator(typeOf(field)) })} />
              <SelectInput label={t('designer.search.operator')} value={search.operator} options={OPERATORS.map((operator) => [operator, t(`designer.operator.${operator}`)] as const)} onChange={(operator) => operator && set({ ...search, operator })} />
            </>
          );
        }}
      />
    </Block>
  );
}
