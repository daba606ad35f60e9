import type { WidgetProps } from '@rjsf/utils';
import { dictItemsOf, joinChecked, shownItems, splitChecked } from '../dict-items.ts';

/** Several dictionary values, stored comma-joined. */
export function CheckboxWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus } = props;
  const items = dictItemsOf(props);
  const checked = new Set(splitChecked(value));
  const shown = shownItems(items, [...checked]);
  const toggle = (item: string) => {
    const next = new Set(checked);
    if (next.has(item)) next.delete(item);
    else next.add(item);
    onChange(joinChecked(items, next));
  };
  return (
    <div id={id} role="group" className="flex min-h-8 flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      {shown.map((item) => (
        <label key={item.value} className="inline-flex cursor-pointer items-center gap-1">
          <input
            type="checkbox"
            name={id}
            value={item.value}
            checked={checked.has(item.value)}
            // A held disabled item can still be unticked (then it is gone); it is never offered unticked.
            disabled={disabled || readonly || (item.disabled === true && !checked.has(item.value))}
            className="accent-primary-600"
            onChange={() => toggle(item.value)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          {item.label}
        </label>
      ))}
    </div>
  );
}
