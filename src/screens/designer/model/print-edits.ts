/** Print template edits over a bundle (bundle `print`), as pure functions. */
import type { ModuleBundle, PrintDef, PrintSectionDef } from '../../../../runtime/index.ts';
import { inBothLocales } from '../preview/locale-i18n.ts';
import { moveItem } from './field-edits.ts';

export type PrintSectionKind = 'fields' | 'childList' | 'signatures';

function withPrint(bundle: ModuleBundle, print: PrintDef | undefined): ModuleBundle {
  const { print: _old, ...rest } = bundle;
  return print ? { ...rest, print } : rest;
}

function withSections(bundle: ModuleBundle, sections: PrintSectionDef[]): ModuleBundle {
  return withPrint(bundle, { ...(bundle.print ?? { sections: [] }), sections });
}

/** A first template: the form's sections as field grids, each child list as a table. */
export function startPrint(bundle: ModuleBundle): ModuleBundle {
  const sections: PrintSectionDef[] = [
    ...bundle.form.groups.filter((group) => group.fields.length > 0).map((group) => ({ ...(group.title ? { title: group.title } : {}), columns: group.columns, fields: [...group.fields] })),
    ...(bundle.form.children ?? []).map((child) => ({ ...(child.title ? { title: child.title } : {}), childList: child.module, fields: [] as string[] })),
  ];
  return withPrint(bundle, { sections });
}

export function removePrint(bundle: ModuleBundle): ModuleBundle {
  return withPrint(bundle, undefined);
}

export function updatePrint(bundle: ModuleBundle, patch: Partial<Omit<PrintDef, 'sections'>>): ModuleBundle {
  const next = { ...(bundle.print ?? { sections: [] }), ...patch };
  for (const key of Object.keys(patch) as (keyof typeof patch)[]) if (patch[key] === undefined) delete next[key];
  return withPrint(bundle, next);
}

/** A new section of a kind: a child table of the form's first child list; one signature box. */
export function newPrintSection(kind: PrintSectionKind, bundle: ModuleBundle): PrintSectionDef {
  if (kind === 'childList') return { childList: bundle.form.children?.[0]?.module ?? '', fields: [] };
  if (kind === 'signatures') return { signatures: [{ label: inBothLocales('print.signature') }] };
  return { columns: 2, fields: [] };
}

export function addPrintSection(bundle: ModuleBundle, section: PrintSectionDef): ModuleBundle {
  return withSections(bundle, [...(bundle.print?.sections ?? []), section]);
}

export function updatePrintSection(bundle: ModuleBundle, index: number, section: PrintSectionDef): ModuleBundle {
  return withSections(bundle, (bundle.print?.sections ?? []).map((entry, at) => (at === index ? section : entry)));
}

export function removePrintSection(bundle: ModuleBundle, index: number): ModuleBundle {
  return withSections(bundle, (bundle.print?.sections ?? []).filter((_, at) => at !== index));
}

export function movePrintSection(bundle: ModuleBundle, from: number, to: number): ModuleBundle {
  return withSections(bundle, moveItem(bundle.print?.sections ?? [], from, to));
}
