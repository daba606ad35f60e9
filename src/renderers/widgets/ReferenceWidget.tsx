import { useMemo, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { ReferenceDef } from '../../../runtime/bundle/types.ts';
import { cellText, type ListRow } from '../../components/table/list-envelope.ts';
import { formContextOf } from '../form-context.ts';
import { hasErrors } from '../input-class.ts';
import { PickerInput } from './PickerInput.tsx';
import { TableSelectorDialog } from './TableSelectorDialog.tsx';

/** A record of another module: stores its key (or valueField), shows its labelField. */
export function ReferenceWidget(props: WidgetProps) {
  const { id, name, value, disabled, readonly, rawErrors, onChange, options, label, placeholder } = props;
  const reference = options.reference as ReferenceDef;
  const context = formContextOf(props);
  const [open, setOpen] = useState(false);
  const filterBy = reference.filterBy;
  const filterValue = filterBy ? textOf(context.values[filterBy.field]) : '';
  // The server filters the choices by the current value of the field `filterBy` names; one
  // object while that value stays, so the open picker does not ask again on every render.
  const filter = useMemo(
    () => (filterBy ? { refModule: context.module.moduleId, refField: name, refValue: filterValue } : undefined),
    [filterBy, context.module.moduleId, name, filterValue],
  );
  const [text, setText] = useState(() => context.labels.get(name) ?? (value == null ? '' : String(value)));
  const pick = (row: ListRow) => {
    const picked = reference.valueField ? textOf(row.rowDatas[reference.valueField]) : row.pkValue;
    const pickedLabel = cellText(row.rowDatas, reference.labelField);
    context.labels.set(name, pickedLabel);
    setText(pickedLabel);
    onChange(picked);
    setOpen(false);
  };
  return (
    <PickerInput
      id={id}
      text={value == null ? '' : text}
      hasError={hasErrors(rawErrors)}
      disabled={Boolean(disabled || readonly)}
      placeholder={placeholder}
      onOpen={() => setOpen(true)}
      onClear={() => {
        context.labels.delete(name);
        onChange(undefined);
      }}
    >
      {open && (
        <TableSelectorDialog
          open
          title={label}
          entity={reference.entity}
          labelField={reference.labelField}
          filter={filter}
          onPick={pick}
          onClose={() => setOpen(false)}
        />
      )}
    </PickerInput>
  );
}

function textOf(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}
