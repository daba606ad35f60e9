import type { ChangeEvent, FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { emptyToUndefined } from '../form-context.ts';
import { hasErrors } from '../input-class.ts';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/** The attributes text inputs and text areas share: value, state, length limit and events. */
export function textProps(props: WidgetProps) {
  const { id, value, required, disabled, readonly, autofocus, placeholder, rawErrors, onChange, onBlur, onFocus, schema } = props;
  return {
    id,
    name: id,
    value: value ?? '',
    required,
    disabled,
    readOnly: readonly,
    autoFocus: autofocus,
    placeholder,
    maxLength: typeof schema.maxLength === 'number' ? schema.maxLength : undefined,
    'aria-invalid': hasErrors(rawErrors) || undefined,
    onChange: (event: ChangeEvent<TextElement>) => onChange(emptyToUndefined(event.target.value)),
    onBlur: (event: FocusEvent<TextElement>) => onBlur(id, event.target.value),
    onFocus: (event: FocusEvent<TextElement>) => onFocus(id, event.target.value),
  };
}
