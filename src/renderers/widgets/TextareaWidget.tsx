import type { WidgetProps } from '@rjsf/utils';
import { hasErrors, inputClass } from '../input-class.ts';
import { textProps } from './text-props.ts';

/** Spec 01 §5: text areas show 4 to 6 rows. */
function clampRows(rows: unknown): number {
  return Math.min(6, Math.max(4, typeof rows === 'number' ? rows : 4));
}

export function TextareaWidget(props: WidgetProps) {
  return <textarea rows={clampRows(props.options.rows)} className={inputClass(hasErrors(props.rawErrors), 'w-full py-1 resize-y', props.readonly)} {...textProps(props)} />;
}
