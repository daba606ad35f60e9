import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { WidgetProps } from '@rjsf/utils';
import type { ReferenceDef } from '../../../runtime/bundle/types.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { request } from '../../api/request.ts';
import { cellText, type ListRow } from '../../components/table/list-envelope.ts';
import { formContextOf } from '../form-context.ts';
import { hasErrors } from '../input-class.ts';
import { MultiReferenceInput } from './MultiReferenceInput.tsx';
import { PickerInput } from './PickerInput.tsx';
import { ReferencePicker, type ReferenceChoice } from './ReferencePicker.tsx';

/**
 * A record of another module: stores its key (or valueField), shows its labelField; several
 * records as chips when the reference is `multiple` (keys joined by ',').
 */
export function ReferenceWidget(props: WidgetProps) {
  const { id, name, value, disabled, readonly, rawErrors, onChange, options, label, placeholder } = props;
  const reference = options.reference as ReferenceDef;
  const context = formContextOf(props);
  const [open, setOpen] = useState(false);
  const filterBy = reference.filterBy;
  const filterValue = filterBy ? textOf(context.values[filterBy.field]) : '';
  // The server narrows the choices by the reference's where and by the current value of the
  // field `filterBy` names; one object while that value stays, so an open picker does not ask again.
  const filter = useMemo(() => ({ refModule: context.module.moduleId, refField: name, refValue: filterValue }), [context.module.moduleId, name, filterValue]);
  const locked = Boolean(disabled || readonly);
  const unlabelled = !reference.multiple && value != null && value !== '' && !context.labels.has(name) ? String(value) : null;
  // A value the form filled itself (a defaultExpr such as currentEmployee()) comes without a label: ask for it.
  const lookupParams = { ...filter, refKey: unlabelled, _entityName: reference.entity, pageSize: 1 };
  const looked = useQuery({
    queryKey: queryKeys.call('pub/tableSelector.ajax', lookupParams),
    queryFn: async () => {
      const row = (await request<{ rows?: ListRow[] }>('pub/tableSelector.ajax', lookupParams)).rows?.[0];
      return row ? cellText(row.rowDatas, reference.labelField) : null;
    },
    enabled: unlabelled !== null,
  });
  // The form keeps the label as it keeps a picked record's: the field shows it from then on.
  if (unlabelled !== null && typeof looked.data === 'string') context.labels.set(name, looked.data);
  const text = context.labels.get(name) ?? textOf(value);
  if (reference.multiple) {
    return <MultiReferenceInput id={id} name={name} value={textOf(value)} reference={reference} title={label} filter={filter} locked={locked} hasError={hasErrors(rawErrors)} labels={context.labels} onChange={onChange} />;
  }
  const pick = (choice: ReferenceChoice) => {
    context.labels.set(name, choice.label);
    onChange(choice.key);
    setOpen(false);
  };
  return (
    <PickerInput
      id={id}
      text={value == null ? '' : text}
      hasError={hasErrors(rawErrors)}
      disabled={locked}
      placeholder={placeholder}
      onOpen={() => setOpen(true)}
      onClear={() => {
        context.labels.delete(name);
        onChange(undefined);
      }}
    >
      {open && <ReferencePicker reference={reference} title={label} filter={filter} selectedId={value == null ? null : String(value)} onPick={pick} onClose={() => setOpen(false)} />}
    </PickerInput>
  );
}

function textOf(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}
