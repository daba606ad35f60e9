import type { WidgetProps } from '@rjsf/utils';
import { hasErrors, inputClass } from '../input-class.ts';
import { textProps } from './text-props.ts';

/** Plain text; also the base of the geometry fields, which only change the placeholder. */
export function TextWidget(props: WidgetProps) {
  return <input type="text" className={inputClass(hasErrors(props.rawErrors), undefined, props.readonly)} {...textProps(props)} />;
}
