/**
 * Layout checks of one bundle (docs/bundle-format.md 'Layout'): a field spans no more columns
 * than its section has, every tab holds a field and keeps one label in both languages, and a
 * placeholder is set only where a control shows one.
 */
import type { ReportProblem } from './bundle-problem.ts';
import { PLACEHOLDER_TYPES } from './placeholder-types.ts';
import type { FieldDef, ModuleBundle } from './types.ts';

function spanProblems(bundle: ModuleBundle, report: ReportProblem): void {
  const index = new Map(bundle.entity.fields.map((field, i) => [field.name, i]));
  for (const group of bundle.form.groups) {
    for (const name of group.fields) {
      const at = index.get(name);
      const span = at === undefined ? undefined : bundle.entity.fields[at]?.span;
      if (at !== undefined && span !== undefined && span > group.columns) report('bundle.spanAboveColumns', { name, span, columns: group.columns }, 'entity', 'fields', at, 'span');
    }
  }
}

/** Sections join a tab by its Chinese label; the English one must then agree, and the tab must show a field. */
function tabProblems(bundle: ModuleBundle, report: ReportProblem): void {
  const tabs = new Map<string, { english: string; fields: number; first: number }>();
  bundle.form.groups.forEach((group, g) => {
    if (!group.tab) return;
    const known = tabs.get(group.tab['zh-CN']);
    if (!known) {
      tabs.set(group.tab['zh-CN'], { english: group.tab['en-US'], fields: group.fields.length, first: g });
      return;
    }
    known.fields += group.fields.length;
    if (known.english !== group.tab['en-US']) report('bundle.tabLabelsDiffer', { tab: group.tab['zh-CN'], english: known.english }, 'form', 'groups', g, 'tab', 'en-US');
  });
  for (const [tab, { fields, first }] of tabs) if (fields === 0) report('bundle.emptyTab', { tab }, 'form', 'groups', first, 'tab');
}

function placeholderProblems(fields: readonly FieldDef[], report: ReportProblem): void {
  fields.forEach((field, i) => {
    if (field.placeholder !== undefined && !PLACEHOLDER_TYPES.includes(field.type)) report('bundle.placeholderNotApplicable', { type: field.type }, 'entity', 'fields', i, 'placeholder');
  });
}

export function layoutProblems(bundle: ModuleBundle, report: ReportProblem): void {
  spanProblems(bundle, report);
  tabProblems(bundle, report);
  placeholderProblems(bundle.entity.fields, report);
}
