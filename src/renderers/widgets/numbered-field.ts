import type { WidgetProps } from '@rjsf/utils';
import { formContextOf } from '../form-context.ts';

/**
 * A numbered field of a record not saved yet (docs/bundle-format.md, Numbering): left empty,
 * the server fills it on save, so the input says so and asks for nothing.
 */
export function numberedOnAdd(props: Pick<WidgetProps, 'registry' | 'name'>): boolean {
  const context = formContextOf(props);
  if (!context?.module) return false;
  const { module, values } = context;
  const key = values[module.primaryKey.name];
  return Boolean(module.fields.get(props.name)?.def.numbering) && (key === undefined || key === null || key === '' || key === '-1');
}
