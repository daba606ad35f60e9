import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

export type ButtonVariant = 'primary' | 'default' | 'danger' | 'text';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and blocks clicks while an action runs. */
  loading?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'border-primary-600 bg-primary-600 text-white hover:bg-primary-500 hover:border-primary-500 active:bg-primary-700',
  default: 'border-slate-300 bg-white text-slate-700 hover:border-primary-500 hover:text-primary-600',
  danger: 'border-red-600 bg-red-600 text-white hover:bg-red-500 hover:border-red-500',
  text: 'border-transparent bg-transparent text-primary-600 hover:text-primary-500 hover:bg-primary-50',
};

const SIZES: Record<ButtonSize, string> = {
  small: 'h-7 px-2.5 text-xs gap-1',
  medium: 'h-8 px-4 text-sm gap-1.5',
  large: 'h-10 px-5 text-base gap-2',
};

export function Button({ variant = 'default', size = 'medium', loading = false, icon, type = 'button', className = '', disabled, children, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`inline-flex shrink-0 items-center justify-center whitespace-nowrap rounded border font-normal transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 disabled:cursor-not-allowed disabled:opacity-50 ${VARIANTS[variant]} ${SIZES[size]} ${className}`}
      {...rest}
    >
      {loading ? <span className="inline-block h-3.5 w-3.5 animate-spin rounded-full border-2 border-current border-t-transparent" /> : icon}
      {children}
    </button>
  );
}
