import type { WidgetProps } from '@rjsf/utils';

/** A switch: true / false, never empty once touched. */
export function BooleanWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, label, onChange, onBlur, onFocus } = props;
  const checked = value === true;
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled || readonly}
      onClick={() => onChange(!checked)}
      onBlur={() => onBlur(id, checked)}
      onFocus={() => onFocus(id, checked)}
      className={`relative mt-1 inline-flex h-5 w-10 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${checked ? 'bg-primary-600' : 'bg-slate-300'}`}
    >
      <span className={`inline-block h-4 w-4 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5' : 'translate-x-0.5'}`} />
    </button>
  );
}
