/**
 * Bundle checks of `reminders` (docs/bundle-format.md, Reminders): ids are unique, the date is a
 * date field, the where conditions fit their fields, and the title names only fields of the
 * entity in either language.
 */
import type { ReportProblem } from './bundle-problem.ts';
import { fixedConditionProblems } from './reference-rule-problems.ts';
import type { FieldDef, ModuleBundle } from './types.ts';
import { titleFields } from '../reminders/reminder-title.ts';

const DATE_TYPES: ReadonlySet<FieldDef['type']> = new Set(['date', 'datetime']);

export function reminderProblems(bundle: ModuleBundle, fields: ReadonlyMap<string, FieldDef>, report: ReportProblem): void {
  const seen = new Set<string>();
  (bundle.reminders ?? []).forEach((reminder, index) => {
    if (seen.has(reminder.id)) report('bundle.reminder.duplicateId', { name: reminder.id }, 'reminders', index, 'id');
    seen.add(reminder.id);
    const date = fields.get(reminder.dateField);
    if (!date) report('bundle.unknownField', { name: reminder.dateField }, 'reminders', index, 'dateField');
    else if (!DATE_TYPES.has(date.type)) report('bundle.reminder.notDate', { field: reminder.dateField }, 'reminders', index, 'dateField');
    reminder.where?.forEach((item, at) => fixedConditionProblems(bundle, item, report, 'reminders', index, 'where', at));
    for (const [locale, title] of Object.entries(reminder.title)) {
      for (const name of titleFields(title)) if (!fields.has(name)) report('bundle.unknownField', { name }, 'reminders', index, 'title', locale);
    }
  });
}
