import type { WidgetProps } from '@rjsf/utils';
import { useT } from '../../i18n/index.ts';
import { dictItemsOf, shownItems } from '../dict-items.ts';
import { emptyToUndefined } from '../form-context.ts';
import { hasErrors, inputClass } from '../input-class.ts';

/** A dictionary select; the native element keeps a long form light. */
export function SelectWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus, placeholder } = props;
  const t = useT();
  return (
    <select
      id={id}
      name={id}
      className={inputClass(hasErrors(rawErrors))}
      value={value ?? ''}
      required={required}
      disabled={disabled || readonly}
      aria-invalid={hasErrors(rawErrors) || undefined}
      onChange={(event) => onChange(emptyToUndefined(event.target.value))}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    >
      <option value="">{placeholder || t('widget.pleaseSelect')}</option>
      {shownItems(dictItemsOf(props), value ? [String(value)] : []).map((item) => (
        <option key={item.value} value={item.value} disabled={item.disabled}>
          {item.label}
        </option>
      ))}
    </select>
  );
}
