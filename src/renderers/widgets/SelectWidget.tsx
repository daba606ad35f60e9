import type { WidgetProps } from '@rjsf/utils';
import { Select } from '../../components/Select.tsx';
import { useT } from '../../i18n/index.ts';
import { dictItemsOf, shownItems } from '../dict-items.ts';
import { emptyToUndefined } from '../form-context.ts';
import { hasErrors } from '../input-class.ts';

/** A dictionary select: the shared Select, read-only as disabled; a disabled item shows only while the record holds it, not choosable. */
export function SelectWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, rawErrors, onChange, onBlur, onFocus, placeholder } = props;
  const t = useT();
  return (
    <Select
      id={id}
      value={typeof value === 'string' ? value : value == null ? '' : String(value)}
      options={shownItems(dictItemsOf(props), value ? [String(value)] : [])}
      placeholder={placeholder || t('widget.pleaseSelect')}
      invalid={hasErrors(rawErrors)}
      disabled={disabled || readonly}
      onChange={(next) => onChange(emptyToUndefined(next))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
