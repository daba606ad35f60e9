import type { WidgetProps } from '@rjsf/utils';

export interface DictOption {
  value: string;
  label: string;
}

/** The dictionary items the compiled uiSchema gives select, radio and checkbox fields. */
export function dictItemsOf(props: Pick<WidgetProps, 'options'>): readonly DictOption[] {
  const items = props.options.dictItems;
  return Array.isArray(items) ? (items as DictOption[]) : [];
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
