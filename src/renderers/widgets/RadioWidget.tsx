import type { WidgetProps } from '@rjsf/utils';
import { dictItemsOf, shownItems } from '../dict-items.ts';

export function RadioWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus } = props;
  return (
    <div id={id} role="radiogroup" className="flex min-h-8 flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      {shownItems(dictItemsOf(props), value ? [String(value)] : []).map((item) => (
        <label key={item.value} className="inline-flex cursor-pointer items-center gap-1">
          <input
            type="radio"
            name={id}
            value={item.value}
            checked={value === item.value}
            disabled={disabled || readonly || item.disabled}
            className="accent-primary-600"
            onChange={() => onChange(item.value)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          {item.label}
        </label>
      ))}
    </div>
  );
}
