import type { WidgetProps } from '@rjsf/utils';

export interface DictOption {
  value: string;
  label: string;
  /** Switched off or removed by an administrator: shown only while a record holds it, never offered. */
  disabled?: boolean;
}

/** The dictionary items the compiled uiSchema gives select, radio and checkbox fields. */
export function dictItemsOf(props: Pick<WidgetProps, 'options'>): readonly DictOption[] {
  const items = props.options.dictItems;
  return Array.isArray(items) ? (items as DictOption[]) : [];
}

/**
 * The items a widget shows: every enabled one, and a disabled one only while the value holds it
 * (its label stays readable; the widget renders it disabled so it cannot be chosen again).
 * @example shownItems([{ value: '1', label: 'a' }, { value: '2', label: 'b', disabled: true }], ['2']).length // 2
 */
export function shownItems(items: readonly DictOption[], held: readonly string[]): readonly DictOption[] {
  return items.filter((item) => !item.disabled || held.includes(item.value));
}

/** Checkbox values are dictionary values joined by ',' (docs/architecture.md value conventions). */
export function splitChecked(value: unknown): string[] {
  return typeof value === 'string' && value !== '' ? value.split(',') : [];
}

/** Joins in dictionary order, so the stored text does not depend on click order. */
export function joinChecked(options: readonly DictOption[], checked: ReadonlySet<string>): string | undefined {
  const joined = options
    .filter((option) => checked.has(option.value))
    .map((option) => option.value)
    .join(',');
  return joined === '' ? undefined : joined;
}
