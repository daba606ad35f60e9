import type { WidgetProps } from '@rjsf/utils';
import { emptyToUndefined } from '../form-context.ts';
import { hasErrors, inputClass } from '../input-class.ts';

/**
 * Pads a decimal to its scale on blur ('12.5' → '12.50'), the stored form of decimals.
 * Longer fractions are left for validation to report rather than silently rounded.
 */
export function padDecimal(text: string, scale: unknown): string {
  if (typeof scale !== 'number' || !/^[+-]?\d+(\.\d*)?$/.test(text)) return text;
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length > scale) return text;
  return scale === 0 ? (whole ?? text) : `${whole}.${fraction.padEnd(scale, '0')}`;
}

/**
 * int, number and decimal. The input stays text so that a wrong entry reaches validation as
 * typed (and gets the 'please enter a number' message) instead of being dropped by the browser.
 */
export function NumberWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, placeholder, rawErrors, onChange, onBlur, onFocus, options, uiSchema } = props;
  const kind = uiSchema?.['ui:widget'];
  return (
    <input
      id={id}
      name={id}
      type="text"
      inputMode={kind === 'int' ? 'numeric' : 'decimal'}
      className={`${inputClass(hasErrors(rawErrors), undefined, readonly)} text-right`}
      value={value ?? ''}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      placeholder={placeholder}
      aria-invalid={hasErrors(rawErrors) || undefined}
      onChange={(event) => onChange(emptyToUndefined(event.target.value.trim()))}
      onBlur={(event) => {
        const text = event.target.value.trim();
        if (kind === 'decimal' && text !== '') {
          const padded = padDecimal(text, options.scale);
          if (padded !== text) onChange(padded);
        }
        onBlur(id, text);
      }}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
