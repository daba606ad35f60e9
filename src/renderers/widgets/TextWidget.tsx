import type { WidgetProps } from '@rjsf/utils';
import { useT } from '../../i18n/index.ts';
import { hasErrors, inputClass } from '../input-class.ts';
import { numberedOnAdd } from './numbered-field.ts';
import { textProps } from './text-props.ts';

/** Plain text; also the text box of the geometry fields beside their map button. */
export function TextWidget(props: WidgetProps) {
  const t = useT();
  const text = textProps(props);
  const numbered = numberedOnAdd(props) ? { placeholder: text.placeholder || t('keys.filledOnSave'), required: false } : {};
  return <input type="text" className={inputClass(hasErrors(props.rawErrors), undefined, props.readonly)} {...text} {...numbered} />;
}
