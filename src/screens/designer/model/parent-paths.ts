/**
 * `parent.<field>` paths of checks and derived lists (docs/bundle-format.md 'Cross-record checks',
 * 'Derived lists'): a row of a child list reads its parent record, the module whose
 * `form.children` lists it. The design context names each published module's child lists.
 */
import type { Locale, ModuleBundle } from '../../../../runtime/index.ts';
import type { DesignContext } from '../../../../contracts/module-design.ts';

type Entity = DesignContext['entities'][number];

export const PARENT_PREFIX = 'parent.';

/** The modules listing `moduleId` as a child list: the parents its rows may read. */
export function parentsOf(context: DesignContext, moduleId: string): Entity[] {
  return context.entities.filter((entity) => entity.moduleId !== moduleId && (entity.children ?? []).includes(moduleId));
}

/** A field as a pick option, labelled in the app's language. */
export function fieldOption(field: Entity['fields'][number], locale: Locale, prefix = ''): readonly [string, string] {
  return [`${prefix}${field.name}`, `${field.label[locale] || field.name} (${prefix}${field.name})`];
}

/** The fields of a parent as `parent.<field>` options, its title before each label. */
export function parentFieldOptions(parent: Entity | undefined, locale: Locale, filter: (type: string) => boolean = () => true): (readonly [string, string])[] {
  if (!parent) return [];
  const title = parent.title[locale] || parent.moduleId;
  return parent.fields.filter((field) => filter(field.type)).map((field) => [`${PARENT_PREFIX}${field.name}`, `${title} · ${field.label[locale] || field.name} (${PARENT_PREFIX}${field.name})`] as const);
}

/**
 * The fields a check's link may compare with on the checked record's side: its own, then
 * `parent.<field>` of the module listing it as a child (the first, as the bundle check reads it).
 */
export function ownLinkOptions(bundle: ModuleBundle, context: DesignContext, locale: Locale): (readonly [string, string])[] {
  const own = bundle.entity.fields.map((field) => fieldOption(field, locale));
  return [...own, ...parentFieldOptions(parentsOf(context, bundle.moduleId)[0], locale)];
}
