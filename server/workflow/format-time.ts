import type { Translate } from '../../runtime/errors.ts';
import { localDateTime } from '../../runtime/expression/dates.ts';

/** 'YYYY-MM-DD HH:mm:ss' in the server's time zone, the spec's datetime format; '' for none. */
export function formatDateTime(value: unknown): string {
  return value instanceof Date ? localDateTime(value) : '';
}

const MINUTE = 60_000;

/** How long a task stayed with its handler, in the reader's language ('1天2小时5分', '2h 5min'). */
export function stayTime(t: Translate, from: Date, to: Date): string {
  const minutes = Math.max(0, Math.floor((to.getTime() - from.getTime()) / MINUTE));
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  if (d > 0) return t('workflow.stay.days', { d, h, m });
  if (h > 0) return t('workflow.stay.hours', { h, m });
  return t('workflow.stay.minutes', { m });
}
