import { LOCALES, type Locale } from '../../runtime/index.ts';
import { translators } from '../plugins/i18n.ts';

/** How a boolean cell reads in a language: the drop-down of the template and export cells. */
export function booleanLabel(value: boolean, locale: Locale): string {
  return translators[locale](value ? 'files.yes' : 'files.no');
}

/** Every word a boolean cell may hold, in either language, lower case. */
export function booleanWords(): Map<string, boolean> {
  const words = new Map<string, boolean>([['true', true], ['false', false], ['1', true], ['0', false]]);
  for (const locale of LOCALES) {
    words.set(booleanLabel(true, locale).toLowerCase(), true);
    words.set(booleanLabel(false, locale).toLowerCase(), false);
  }
  return words;
}
