/**
 * Checks of a bundle's print layout (docs/bundle-format.md 'Print templates'): each section is
 * one kind, names fields the bundle has, and a child table names one of the form's child lists
 * and fields that child module has (the last only across the set, where the child is known).
 */
import type { ReportProblem } from './bundle-problem.ts';
import type { ModuleBundle, PrintSectionDef } from './types.ts';

/** The one kind a section's keys make it, or null when they mix kinds or name none. */
export function printSectionKind(section: PrintSectionDef): 'fields' | 'childList' | 'signatures' | null {
  const has = (key: string) => Object.hasOwn(section, key);
  if (has('signatures')) return has('fields') || has('childList') || has('columns') ? null : 'signatures';
  if (has('childList')) return has('fields') && !has('columns') ? 'childList' : null;
  return has('fields') ? 'fields' : null;
}

export function printProblems(bundle: ModuleBundle, report: ReportProblem): void {
  const fields = new Set(bundle.entity.fields.map((field) => field.name));
  const children = new Set((bundle.form.children ?? []).map((child) => child.module));
  (bundle.print?.sections ?? []).forEach((section, s) => {
    const kind = printSectionKind(section);
    if (kind === null) report('bundle.printSectionShape', {}, 'print', 'sections', s);
    else if (kind === 'childList' && 'childList' in section && !children.has(section.childList)) report('bundle.printChildNotListed', { module: section.childList }, 'print', 'sections', s, 'childList');
    else if (kind === 'fields' && 'fields' in section) {
      section.fields.forEach((name, f) => {
        if (!fields.has(name)) report('bundle.unknownField', { name }, 'print', 'sections', s, 'fields', f);
      });
    }
  });
}

/** A child table's fields against the child module of the set (checkBundleSet). */
export function printChildFieldProblems(bundle: ModuleBundle, byModule: ReadonlyMap<string, ModuleBundle>, report: ReportProblem): void {
  (bundle.print?.sections ?? []).forEach((section, s) => {
    if (!('childList' in section) || printSectionKind(section) !== 'childList') return;
    const child = byModule.get(section.childList);
    if (!child) return;
    const names = new Set(child.entity.fields.map((field) => field.name));
    section.fields.forEach((name, f) => {
      if (!names.has(name)) report('bundle.childFieldMissing', { module: child.moduleId, field: name }, 'print', 'sections', s, 'fields', f);
    });
  });
}
