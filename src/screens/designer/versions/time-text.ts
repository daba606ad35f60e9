import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import type { Locale } from '../../../../runtime/index.ts';

const DAYJS_LOCALE: Record<Locale, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' };
const FORMAT: Record<Locale, string> = { 'zh-CN': 'YYYY年M月D日 HH:mm', 'en-US': 'MMM D, YYYY HH:mm' };

/** A server time ('YYYY-MM-DD HH:mm:ss' or ISO) in the user's locale; '' for none or an unreadable value. */
export function timeText(value: string | null | undefined, locale: Locale): string {
  if (!value) return '';
  const time = dayjs(value);
  return time.isValid() ? time.locale(DAYJS_LOCALE[locale]).format(FORMAT[locale]) : '';
}
