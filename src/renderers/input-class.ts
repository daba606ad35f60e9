/** Tailwind classes shared by the form widgets, so every control has the same height and states. */
const BASE =
  'rounded border px-2 text-sm text-slate-800 outline-none placeholder:text-slate-400 focus:border-primary-500 focus:ring-1 focus:ring-primary-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500';

/**
 * `size` sets height and width, so callers never pass two conflicting widths; `muted` greys a
 * read-only text control (pickers are read-only inputs too, but stay white while choosable).
 */
export function inputClass(hasError: boolean, size = 'h-8 w-full', muted = false): string {
  return `${BASE} ${size} ${muted ? 'bg-slate-50 text-slate-600' : 'bg-white'} ${hasError ? 'border-red-500' : 'border-slate-300'}`;
}

export function hasErrors(rawErrors: readonly string[] | undefined): boolean {
  return Boolean(rawErrors && rawErrors.length > 0);
}
