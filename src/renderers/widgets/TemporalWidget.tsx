import type { WidgetProps } from '@rjsf/utils';
import { DateInput } from '../../components/temporal/DateInput.tsx';
import { hasErrors } from '../input-class.ts';
import type { TemporalKind } from '../temporal-format.ts';

/** date (YYYY-MM-DD), month (YYYY-MM), time (HH:mm) and datetime, typed or picked (DateInput). */
export function temporalWidget(kind: TemporalKind) {
  function TemporalWidget(props: WidgetProps) {
    const { id, value, label, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus } = props;
    return (
      <DateInput
        kind={kind}
        id={id}
        label={label}
        value={value}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        invalid={hasErrors(rawErrors)}
        onChange={onChange}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
    );
  }
  TemporalWidget.displayName = `TemporalWidget(${kind})`;
  return TemporalWidget;
}
