/**
 * The small controls the designer's sections are built from: every one is controlled by the
 * draft and reports a whole new value, so a section only maps values to bundle edits.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { LOCALES, type Locale, type LocalizedText, type ModuleBundle } from '../../../../runtime/index.ts';
import type { DesignContext } from '../../../../contracts/module-design.ts';
import { useLocale, useT } from '../../../i18n/index.ts';
import { inputClass } from '../../../renderers/input-class.ts';
import { Select } from '../../../components/Select.tsx';

export const INPUT = inputClass(false, 'h-7 w-full !text-xs');

/** A label over its control; the control gets the id through the render function. */
export function Labeled({ label, hint, error, children, className = '' }: { label: string; hint?: string; error?: string | null; children: (id: string) => ReactNode; className?: string }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-0.5 block text-xs text-slate-500">
        {label}
      </label>
      {children(id)}
      {error ? <p className="mt-0.5 text-[11px] leading-4 text-red-500">{error}</p> : hint && <p className="mt-0.5 text-[11px] leading-4 text-slate-400">{hint}</p>}
    </div>
  );
}

export function TextInput({ id, value, onChange, placeholder, label }: { id?: string; value: string | undefined; onChange: (value: string) => void; placeholder?: string; label?: string }) {
  return <input id={id} aria-label={label} className={INPUT} value={value ?? ''} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />;
}

/**
 * Text that takes effect on Enter or leaving the input, after `validate` accepts it: names
 * other parts of the bundle refer to must not pass through half-typed or clashing values.
 */
export function CommitInput({ id, value, onCommit, validate, label }: { id?: string; value: string; onCommit: (value: string) => void; validate: (value: string) => string | null; label?: string }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const error = text === value ? null : validate(text);
  const commit = () => {
    if (text === value) return;
    if (error) setText(value);
    else onCommit(text);
  };
  return (
    <>
      <input
        id={id}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        className={inputClass(Boolean(error), 'h-7 w-full font-mono !text-xs')}
        value={text}
        onChange={(event) => setText(event.target.value.trim())}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape') setText(value);
        }}
      />
      {error && <p className="mt-0.5 text-[11px] text-red-500">{error}</p>}
    </>
  );
}

/** A number or nothing; partial input such as '-' or '1.' stays in the box until it is a number. */
export function NumberInput({ id, value, onChange, integer = false, label }: { id?: string; value: number | undefined; onChange: (value: number | undefined) => void; integer?: boolean; label?: string }) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  useEffect(() => {
    setText((current) => (Number(current) === value && current !== '' ? current : value === undefined ? '' : String(value)));
  }, [value]);
  return (
    <input
      id={id}
      aria-label={label}
      inputMode={integer ? 'numeric' : 'decimal'}
      className={INPUT}
      value={text}
      onChange={(event) => {
        const next = event.target.value.trim();
        setText(next);
        if (next === '') return onChange(undefined);
        const number = Number(next);
        if (Number.isFinite(number) && (!integer || Number.isInteger(number))) onChange(number);
      }}
    />
  );
}

export function SelectInput<Value extends string>({
  id,
  value,
  options,
  onChange,
  empty,
  label,
}: {
  id?: string;
  value: Value | undefined;
  options: readonly (readonly [Value, string])[];
  onChange: (value: Value | undefined) => void;
  /** The text of the empty choice; omitted: a value is required. */
  empty?: string;
  label?: string;
}) {
  return (
    <Select
      id={id}
      label={label}
      value={value ?? ''}
      options={options.map(([option, text]) => ({ value: option, label: text }))}
      placeholder={empty}
      size="h-7 w-full !text-xs"
      onChange={(next) => onChange(next === '' ? undefined : (next as Value))}
    />
  );
}

export function Check({ checked, onChange, label }: { checked: boolean; onChange: (checked: boolean) => void; label: string }) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-1.5 text-xs text-slate-700">
      <input type="checkbox" className="accent-primary-600" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

/**
 * A choice of several from a known list, as ticks: states, roles, fields. A value the list no
 * longer knows stays shown (and can be unticked) so nothing leaves the bundle unseen.
 */
export function MultiPick<Value extends string>({ value, options, onChange, label }: { value: readonly Value[]; options: readonly (readonly [Value, string])[]; onChange: (value: Value[]) => void; label: string }) {
  const unknown = value.filter((item) => !options.some(([option]) => option === item)).map((item) => [item, item] as const);
  const toggle = (item: Value, on: boolean) => onChange(on ? [...value, item] : value.filter((entry) => entry !== item));
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-x-2.5 gap-y-0.5">
      {[...options, ...unknown].map(([option, text]) => (
        <Check key={option} label={text} checked={value.includes(option)} onChange={(on) => toggle(option, on)} />
      ))}
    </div>
  );
}

/** The roles of the design context as pick options, named in the app's language. */
export function useRoleOptions(context: DesignContext): [string, string][] {
  const [locale] = useLocale();
  return context.roles.map((role) => [role.id, role.name[locale] || role.id]);
}

/** The posts of the design context as pick options, each with its organisation: posts of several organisations share names. */
export function usePostOptions(context: DesignContext): [string, string][] {
  const t = useT();
  return context.posts.map((post) => [post.id, t('designer.authoring.postOption', { name: post.name, org: post.orgName })]);
}

/**
 * A text in both languages: one input per locale; `optional` texts vanish when both are empty.
 * `onCaret` hears where the caret last stood in which input, for a picker that inserts there.
 */
export function LocalizedInput({
  value,
  onChange,
  optional = false,
  label,
  onCaret,
}: {
  value: LocalizedText | undefined;
  onChange: (value: LocalizedText | undefined) => void;
  optional?: boolean;
  label: string;
  onCaret?: (locale: Locale, at: number) => void;
}) {
  const t = useT();
  const set = (locale: keyof LocalizedText, text: string) => {
    const next = { 'zh-CN': value?.['zh-CN'] ?? '', 'en-US': value?.['en-US'] ?? '', [locale]: text };
    onChange(optional && next['zh-CN'] === '' && next['en-US'] === '' ? undefined : next);
  };
  return (
    <div className="grid grid-cols-2 gap-1.5">
      {LOCALES.map((locale) => (
        <div key={locale} className="relative">
          <span className="pointer-events-none absolute top-1/2 left-1.5 -translate-y-1/2 text-[10px] text-slate-400">{t(`designer.locale.short.${locale}`)}</span>
          <input
            aria-label={`${label} ${t(`designer.locale.${locale}`)}`}
            className={`${INPUT} pl-7`}
            value={value?.[locale] ?? ''}
            onChange={(event) => set(locale, event.target.value)}
            onSelect={onCaret && ((event) => onCaret(locale, event.currentTarget.selectionStart ?? event.currentTarget.value.length))}
          />
        </div>
      ))}
    </div>
  );
}

/** The bundle's fields as select options, labelled in the app's language. */
export function useFieldOptions(bundle: ModuleBundle, filter: (type: string) => boolean = () => true): [string, string][] {
  const [locale] = useLocale();
  return bundle.entity.fields.filter((field) => filter(field.type)).map((field) => [field.name, `${field.label[locale] || field.name} (${field.name})`]);
}

/** A titled block of a section. */
export function Block({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded border border-slate-200 bg-white">
      <header className="flex h-8 items-center justify-between border-b border-slate-100 bg-slate-50 px-2.5 text-xs font-medium text-slate-700">
        {title}
        {actions && <span className="flex items-center gap-1">{actions}</span>}
      </header>
      <div className="p-2.5">{children}</div>
    </section>
  );
}
