/**
 * Reminder edits as pure functions (bundle `reminders`, docs/bundle-format.md 'Reminders'): the
 * id a new reminder gets, who it tells, and a field placeholder put into its title.
 */
import type { ReminderDef } from '../../../../runtime/index.ts';

/**
 * The first `reminder<n>` no reminder uses: the job claims each record and date per reminder id,
 * so an id is made once and never retyped (a new id would remind again of every date).
 */
export function freshReminderId(reminders: readonly ReminderDef[]): string {
  for (let n = reminders.length + 1; ; n++) if (!reminders.some((reminder) => reminder.id === `reminder${n}`)) return `reminder${n}`;
}

/** `notify` with the posts or roles chosen; an empty choice leaves the key out, as the schema wants lists of at least one. */
export function withNotify(notify: ReminderDef['notify'], key: keyof ReminderDef['notify'], chosen: readonly string[]): ReminderDef['notify'] {
  const { [key]: _dropped, ...rest } = notify;
  return chosen.length > 0 ? { ...rest, [key]: [...chosen] } : rest;
}

/**
 * `text` with the field's placeholder put at `at` (clamped to the text), and where the caret
 * stands after it.
 * @example withPlaceholder('车辆  到期', 3, 'plateNo') // { text: '车辆 {plateNo} 到期', at: 12 }
 */
export function withPlaceholder(text: string, at: number, field: string): { text: string; at: number } {
  const place = Math.min(Math.max(at, 0), text.length);
  const placeholder = `{${field}}`;
  return { text: text.slice(0, place) + placeholder + text.slice(place), at: place + placeholder.length };
}
