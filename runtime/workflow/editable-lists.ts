import type { CompiledModule } from '../bundle/compiled-types.ts';
import type { ChildListDef, Locale } from '../bundle/types.ts';

/**
 * A workflow node's editable region names fields and, by their child module id, the module's
 * inline child lists: the grid's rows are part of the form, so a step that leaves the list out
 * keeps its rows as they are (spec 02 §4 applied to inline grids, docs/bundle-format.md).
 */
export function inlineListDefs(module: CompiledModule): ChildListDef[] {
  return (module.bundle.form.children ?? []).filter((list) => list.inline === true);
}

/** What a refusal names for an editable-region entry: the field's label, else the inline list's title. */
export function regionEntryLabel(module: CompiledModule, name: string, locale: Locale): string {
  return module.fields.get(name)?.def.label[locale] ?? inlineListDefs(module).find((list) => list.module === name)?.title?.[locale] ?? name;
}
