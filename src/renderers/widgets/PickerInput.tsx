import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import { CloseIcon } from '../../components/icons.tsx';
import { inputClass } from '../input-class.ts';

export interface PickerInputProps {
  id: string;
  /** What the user sees: the chosen record's or node's label. */
  text: string;
  hasError: boolean;
  disabled: boolean;
  /** The bundle's placeholder; default 请选择. */
  placeholder?: string;
  onOpen: () => void;
  onClear: () => void;
  children?: ReactNode;
}

/** The read-only box of reference and tree fields: shows the label, opens a picker, clears. */
export function PickerInput({ id, text, hasError, disabled, placeholder, onOpen, onClear, children }: PickerInputProps) {
  const t = useT();
  return (
    <div className="relative">
      <input
        id={id}
        readOnly
        value={text}
        disabled={disabled}
        placeholder={disabled ? '' : placeholder || t('widget.pleaseSelect')}
        onClick={disabled ? undefined : onOpen}
        onKeyDown={(event) => {
          if (!disabled && (event.key === 'Enter' || event.key === ' ')) {
            event.preventDefault();
            onOpen();
          }
        }}
        className={`${inputClass(hasError)} cursor-pointer pr-7`}
      />
      {!disabled && text !== '' && (
        <button type="button" aria-label={t('widget.clear')} onClick={onClear} className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded p-0.5 text-slate-400 hover:text-slate-600">
          <CloseIcon size={12} />
        </button>
      )}
      {children}
    </div>
  );
}
