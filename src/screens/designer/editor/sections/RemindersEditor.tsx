/**
 * Reminders (bundle `reminders`, docs/bundle-format.md 'Reminders') without JSON: each a date
 * field of the module, how many days before it the job reminds, the records it leaves out, the
 * posts and roles told, and the message title in both languages with {field} placeholders.
 */
import { useRef } from 'react';
import { LOCALES, type BundleProblem, type Locale, type ModuleBundle, type ReminderDef } from '../../../../../runtime/index.ts';
import { Button } from '../../../../components/Button.tsx';
import { useLocale, useT } from '../../../../i18n/index.ts';
import { withoutUndefined } from '../../model/field-edits.ts';
import { pointerSegments } from '../../model/json-pointer.ts';
import { problemsUnder } from '../../model/problem-where.ts';
import { freshReminderId, withNotify, withPlaceholder } from '../../model/reminder-edits.ts';
import { localeI18n } from '../../preview/locale-i18n.ts';
import { Block, Labeled, LocalizedInput, MultiPick, NumberInput, SelectInput, useFieldOptions, usePostOptions, useRoleOptions } from '../controls.tsx';
import { FixedConditionsEditor } from './FixedConditionsEditor.tsx';
import { ItemProblems } from './ItemProblems.tsx';
import type { SectionProps } from './section-props.ts';

const MAX_REMINDERS = 10;
const MAX_DAYS = 365;
const DEFAULT_DAYS = 30;
const DATE_TYPES: readonly string[] = ['date', 'datetime'];

/** A new reminder on the first date field, 30 days ahead, titled after that field in both languages; who is told is the analyst's choice. */
function newReminder(bundle: ModuleBundle, reminders: readonly ReminderDef[]): ReminderDef | undefined {
  const date = bundle.entity.fields.find((field) => DATE_TYPES.includes(field.type));
  if (!date) return undefined;
  const title = Object.fromEntries(LOCALES.map((locale) => [locale, localeI18n(locale)._('designer.reminders.defaultTitle', { label: date.label[locale] || date.name, date: `{${date.name}}` })]));
  return { id: freshReminderId(reminders), dateField: date.name, daysBefore: DEFAULT_DAYS, notify: {}, title: title as ReminderDef['title'] };
}

type ItemProps = Pick<SectionProps, 'bundle' | 'context' | 'readOnly'> & { reminder: ReminderDef; index: number; problems: readonly BundleProblem[]; onChange: (reminder: ReminderDef | null) => void };

function ReminderItem({ bundle, context, readOnly, reminder, index, problems, onChange }: ItemProps) {
  const t = useT();
  const [locale] = useLocale();
  const dates = useFieldOptions(bundle, (type) => DATE_TYPES.includes(type));
  const fields = useFieldOptions(bundle);
  const roles = useRoleOptions(context);
  const posts = usePostOptions(context);
  // Where the caret last stood in the title, so a picked field lands there; before any, at the end of the Chinese title.
  const caret = useRef<{ locale: Locale; at: number } | null>(null);
  const set = (patch: Partial<ReminderDef>) => onChange(withoutUndefined({ ...reminder, ...patch }));
  const titleLabel = t('designer.reminders.message');
  const name = `${t('designer.reminders.reminder')} ${index + 1}`;
  const insert = (field: string) => {
    const into = caret.current?.locale ?? 'zh-CN';
    const text = reminder.title[into];
    const next = withPlaceholder(text, caret.current?.at ?? text.length, field);
    caret.current = { locale: into, at: next.at };
    set({ title: { ...reminder.title, [into]: next.text } });
  };
  /** The setting a problem is about, in the words its control shows. */
  const partOf = (problem: BundleProblem): string | undefined => {
    const [, , part, sub] = pointerSegments(problem.pointer);
    if (part === 'dateField') return t('designer.reminders.dateField');
    if (part === 'daysBefore') return t('designer.reminders.daysBefore');
    if (part === 'where') return t('designer.reminders.where');
    if (part === 'notify') return t('designer.reminders.notify');
    if (part === 'title') return sub ? `${titleLabel} ${t(`designer.locale.${sub}`)}` : titleLabel;
    return undefined;
  };

  return (
    <div role="group" aria-label={name} className="mb-2 flex flex-col gap-2 border-b border-slate-100 pb-2">
      <ItemProblems label={t('designer.reminders.problems')} problems={problems} partOf={partOf} />
      <div className="grid grid-cols-2 gap-x-3 gap-y-1.5">
        <Labeled label={t('designer.reminders.dateField')}>{(id) => <SelectInput id={id} value={reminder.dateField} options={dates} onChange={(dateField) => dateField && set({ dateField })} />}</Labeled>
        <Labeled label={t('designer.reminders.daysBefore')} hint={t('designer.reminders.daysHint')}>
          {(id) => <NumberInput id={id} integer value={reminder.daysBefore} onChange={(days) => days !== undefined && set({ daysBefore: Math.min(MAX_DAYS, Math.max(0, days)) })} />}
        </Labeled>
      </div>
      <FixedConditionsEditor
        label={t('designer.reminders.where')}
        items={reminder.where ?? []}
        fields={bundle.entity.fields.map((field) => ({ name: field.name, text: `${field.label[locale] || field.name} (${field.name})`, type: field.type }))}
        readOnly={readOnly}
        onChange={(where) => set({ where })}
      />
      <div role="group" aria-label={t('designer.reminders.notify')} className="flex flex-col gap-1">
        <p className="text-xs text-slate-500">{t('designer.reminders.notify')}</p>
        <p className="text-[11px] text-slate-500">{t('designer.reminders.posts')}</p>
        {posts.length === 0 && reminder.notify.posts === undefined ? (
          <p className="text-[11px] text-slate-400">{t('designer.reminders.noPosts')}</p>
        ) : (
          <MultiPick label={t('designer.reminders.posts')} value={reminder.notify.posts ?? []} options={posts} onChange={(chosen) => set({ notify: withNotify(reminder.notify, 'posts', chosen) })} />
        )}
        <p className="text-[11px] text-slate-500">{t('designer.reminders.roles')}</p>
        <MultiPick label={t('designer.reminders.roles')} value={reminder.notify.roles ?? []} options={roles} onChange={(chosen) => set({ notify: withNotify(reminder.notify, 'roles', chosen) })} />
      </div>
      <div className="flex flex-col gap-1">
        <p className="text-xs text-slate-500">{titleLabel}</p>
        <LocalizedInput label={titleLabel} value={reminder.title} onCaret={(into, at) => (caret.current = { locale: into, at })} onChange={(title) => title && set({ title })} />
        <p className="text-[11px] leading-4 text-slate-400">{t('designer.reminders.titleHint', { example: `{${reminder.dateField}}` })}</p>
        <div className="flex items-end justify-between gap-2">
          <Labeled label={t('designer.reminders.insert')} className="w-1/2">
            {(id) => <SelectInput id={id} value={undefined} empty={t('designer.reminders.insertPlaceholder')} options={fields} onChange={(field) => field && insert(field)} />}
          </Labeled>
          {!readOnly && (
            <Button size="small" variant="text" className="!text-red-500" aria-label={`${t('designer.remove')} ${name}`} onClick={() => onChange(null)}>
              {t('designer.remove')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

export function RemindersEditor({ bundle, edit, context, readOnly, problems = [] }: SectionProps) {
  const t = useT();
  const reminders = bundle.reminders ?? [];
  const setReminders = (next: ReminderDef[]) => edit((b): ModuleBundle => withoutUndefined({ ...b, reminders: next.length ? next : undefined }));
  const setReminder = (index: number, reminder: ReminderDef | null) => setReminders(reminders.flatMap((item, at) => (at !== index ? [item] : reminder ? [reminder] : [])));
  const added = newReminder(bundle, reminders);

  return (
    <Block title={t('designer.reminders.title')} actions={!readOnly && added && reminders.length < MAX_REMINDERS && <Button size="small" variant="text" onClick={() => setReminders([...reminders, added])}>{t('designer.reminders.add')}</Button>}>
      <p className="mb-2 text-[11px] text-slate-400">{t('designer.reminders.help')}</p>
      {!added && <p className="text-[11px] text-amber-600">{t('designer.reminders.noDateField')}</p>}
      {added && reminders.length === 0 && <p className="text-[11px] text-slate-400">{t('designer.reminders.none')}</p>}
      {reminders.map((reminder, index) => (
        <ReminderItem key={index} bundle={bundle} context={context} readOnly={readOnly} reminder={reminder} index={index} problems={problemsUnder(problems, `/reminders/${index}`)} onChange={(next) => setReminder(index, next)} />
      ))}
    </Block>
  );
}
