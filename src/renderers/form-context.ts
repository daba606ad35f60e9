import type { WidgetProps } from '@rjsf/utils';
import type { CompiledModule } from '../../runtime/bundle/compiled-types.ts';

/**
 * What the module form hands every widget through rjsf's formContext: the compiled module,
 * the record as it is being edited (a reference's choices are filtered by another field's
 * value), and the display labels of reference and tree fields, which are not part of the record.
 * Widgets write the label of a new pick into `labels` so the record keeps showing it.
 */
export interface ModuleFormContext {
  module: CompiledModule;
  values: Readonly<Record<string, unknown>>;
  labels: Map<string, string>;
}

export function formContextOf(props: Pick<WidgetProps, 'registry'>): ModuleFormContext {
  return props.registry.formContext as ModuleFormContext;
}

/** Widgets hand rjsf `undefined` for an empty value, the way its own inputs do. */
export function emptyToUndefined(value: string): string | undefined {
  return value === '' ? undefined : value;
}
