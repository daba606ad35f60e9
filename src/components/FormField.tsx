import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Select, type SelectProps } from './Select.tsx';

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Visible label; omitted on the compact login forms, where the placeholder says it. */
  label?: string;
  /** An icon inside the input, on the left. */
  icon?: ReactNode;
  /** Something after the input (a captcha image, a send-code button). */
  addon?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A text input with optional label, icon, trailing addon and validation message. */
export function FormField({ label, icon, addon, error, id, className = '', ...input }: FormFieldProps) {
  const inputId = id ?? input.name;
  return (
    <div className={className}>
      {label && (
        <label htmlFor={inputId} className="mb-1 block text-sm text-slate-600">
          {label}
        </label>
      )}
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          {icon && <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-400">{icon}</span>}
          <input
            id={inputId}
            aria-invalid={error ? true : undefined}
            className={`h-10 w-full rounded border bg-white text-sm text-slate-800 outline-none transition-colors placeholder:text-slate-400 focus:ring-2 ${icon ? 'pl-9' : 'pl-3'} pr-3 ${error ? 'border-red-400 focus:border-red-500 focus:ring-red-100' : 'border-slate-300 hover:border-primary-400 focus:border-primary-500 focus:ring-primary-100'}`}
            {...input}
          />
        </div>
        {addon}
      </div>
      <div className="min-h-5 pt-0.5 text-xs leading-5 text-red-500">{error}</div>
    </div>
  );
}

/** FormField's shape for a choice: the same label, height and message line, so rows of both align. */
export function SelectField({ label, id, error, addon, ...select }: Omit<SelectProps, 'id' | 'size' | 'label' | 'invalid'> & { label: string; id: string; error?: string; addon?: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm text-slate-600">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <Select id={id} size="h-10 w-full" invalid={Boolean(error)} {...select} />
        {addon}
      </div>
      <div className="min-h-5 pt-0.5 text-xs leading-5 text-red-500">{error}</div>
    </div>
  );
}
