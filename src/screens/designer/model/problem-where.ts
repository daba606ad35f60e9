/**
 * Where a bundle problem is, in the analyst's words: the field by its label, a transition by its
 * button text, else the part of the designer; the JSON pointer stays for the JSON view.
 */
import type { BundleProblem, Locale, ModuleBundle, Translate } from '../../../../runtime/index.ts';
import { pointerSegments } from './json-pointer.ts';
import { problemPlace } from './problem-place.ts';

export function problemWhere(problem: BundleProblem, bundle: ModuleBundle | null, t: Translate, locale: Locale): string | null {
  const place = problemPlace(problem.pointer, bundle);
  if (!place || !bundle) return null;
  const section = t(`designer.section.${place.section}`);
  if (place.field !== undefined) {
    const field = bundle.entity.fields.find((entry) => entry.name === place.field);
    return t('designer.authoring.problemAtField', { label: field?.label[locale] || place.field });
  }
  const [top, part, index] = pointerSegments(problem.pointer);
  if (top === 'lifecycle' && part === 'transitions' && index !== undefined) {
    const transition = bundle.lifecycle?.transitions[Number(index)];
    if (transition) return t('designer.authoring.problemAtItem', { section, item: transition.label[locale] || transition.name });
  }
  if (top === 'checks' && part !== undefined) {
    const check = bundle.checks?.[Number(part)];
    if (check) return t('designer.authoring.problemAtItem', { section, item: check.name });
  }
  if (top === 'reminders' && part !== undefined) {
    const reminder = bundle.reminders?.[Number(part)];
    const date = bundle.entity.fields.find((field) => field.name === reminder?.dateField);
    if (reminder) return t('designer.authoring.problemAtItem', { section, item: t('designer.reminders.named', { index: Number(part) + 1, field: date?.label[locale] || reminder.dateField }) });
  }
  const item = itemName(bundle, pointerSegments(problem.pointer), t);
  return item === undefined ? section : t('designer.authoring.problemAtItem', { section, item });
}

/** The guard, handler rule, submit stamp or derived source a pointer is about, named as its editor shows it. */
function itemName(bundle: ModuleBundle, [top, part, index, at]: readonly (string | undefined)[], t: Translate): string | undefined {
  if (top === 'guards' && part !== undefined && bundle.guards?.[Number(part)]) return `${t('designer.guards.guard')} ${Number(part) + 1}`;
  if (top === 'workflow' && part === 'handlers' && index !== undefined) return bundle.workflow?.handlers?.[Number(index)]?.name;
  if (top === 'workflow' && part === 'states' && index === 'onSubmit' && at !== undefined) return bundle.workflow?.states?.onSubmit?.[Number(at)]?.node;
  if (top === 'derived' && part === 'sources' && index !== undefined) return bundle.derived?.sources[Number(index)]?.module;
  return undefined;
}

/** The problems about one field (under /entity/fields/<its index>), for the field's own settings. */
export function fieldProblems(problems: readonly BundleProblem[], bundle: ModuleBundle, name: string): BundleProblem[] {
  return problems.filter((problem) => problemPlace(problem.pointer, bundle)?.field === name);
}

/** The problems at or under a JSON pointer (`/guards/1`, `/derived`): those of one item, for its editor. */
export function problemsUnder(problems: readonly BundleProblem[], pointer: string): BundleProblem[] {
  return problems.filter((problem) => problem.pointer === pointer || problem.pointer.startsWith(`${pointer}/`));
}
