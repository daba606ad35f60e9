import type { WidgetProps } from '@rjsf/utils';
import { hasErrors, inputClass } from '../input-class.ts';
import { fromInputValue, INPUT_TYPE, toInputValue, type TemporalKind } from '../temporal-format.ts';

/**
 * date (YYYY-MM-DD), month (YYYY-MM), time (HH:mm) and datetime on the browser's own pickers:
 * they are light to mount (a 100-field form must paint in 150 ms) and keyboard friendly.
 */
export function temporalWidget(kind: TemporalKind) {
  function TemporalWidget(props: WidgetProps) {
    const { id, value, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus } = props;
    return (
      <input
        id={id}
        name={id}
        type={INPUT_TYPE[kind]}
        step={kind === 'datetime' ? 1 : undefined}
        className={inputClass(hasErrors(rawErrors), undefined, readonly)}
        value={toInputValue(kind, value)}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        aria-invalid={hasErrors(rawErrors) || undefined}
        onChange={(event) => onChange(fromInputValue(kind, event.target.value))}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
    );
  }
  TemporalWidget.displayName = `TemporalWidget(${kind})`;
  return TemporalWidget;
}
