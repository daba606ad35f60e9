/**
 * Whether a field shows as a list column and as a search condition, set from the field's own
 * settings: a field added in the designer is offered to the list and the search where it is made.
 */
import type { FieldType, ModuleBundle, SearchOperator } from '../../../../runtime/index.ts';

/** The operator a condition on a field of this type starts with. */
export function defaultOperator(type: FieldType | undefined): SearchOperator {
  if (type === 'date' || type === 'datetime' || type === 'month') return 'dateRange';
  if (type === 'int' || type === 'number' || type === 'decimal') return 'numberRange';
  if (type === 'select' || type === 'radio' || type === 'checkbox') return 'in';
  if (type === 'boolean') return 'eq';
  return 'like';
}

export function isListed(bundle: ModuleBundle, name: string): boolean {
  return bundle.list.columns.some((column) => column.field === name);
}

export function isSearched(bundle: ModuleBundle, name: string): boolean {
  return (bundle.search ?? []).some((search) => search.field === name);
}

/** Adds the field as the last list column, or removes its column. */
export function setListed(bundle: ModuleBundle, name: string, on: boolean): ModuleBundle {
  const others = bundle.list.columns.filter((column) => column.field !== name);
  return { ...bundle, list: { ...bundle.list, columns: on ? [...others, { field: name }] : others } };
}

/** Adds a search condition on the field with its type's operator, or removes its conditions. */
export function setSearched(bundle: ModuleBundle, name: string, on: boolean): ModuleBundle {
  const others = (bundle.search ?? []).filter((search) => search.field !== name);
  const type = bundle.entity.fields.find((field) => field.name === name)?.type;
  return { ...bundle, search: on ? [...others, { field: name, operator: defaultOperator(type) }] : others };
}
