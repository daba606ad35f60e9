import { addDays, dayToUtc } from '../../../../runtime/schedule/occurrences.ts';

/** Spec 02 §9: the month grid has 42 cells and weeks start on Monday. */
export const GRID_CELLS = 42;

/** Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  const weekday = (dayToUtc(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The 7 days of the week holding `day`, Monday first. */
export function weekDays(day: string): string[] {
  const monday = mondayOf(day);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** The 42 days of the month grid of `day`'s month: from the Monday on or before the 1st. */
export function monthGrid(day: string): string[] {
  const monday = mondayOf(`${day.slice(0, 7)}-01`);
  return Array.from({ length: GRID_CELLS }, (_, index) => addDays(monday, index));
}

/** `day` moved by whole months, kept inside the target month (31 January + 1 month = 28 February). */
export function addMonths(day: string, months: number): string {
  const date = dayToUtc(day);
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date.getUTCDate(), last));
  return first.toISOString().slice(0, 10);
}
