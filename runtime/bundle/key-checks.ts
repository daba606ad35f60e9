/**
 * Bundle checks of numbering rules, unique keys and the import key (docs/bundle-format.md,
 * Numbering and Unique keys): a pattern that parses and fits its text field, unique keys over
 * fields that exist, an 'org' scope only on org-scoped modules, an import key that is unique.
 */
import type { ReportProblem } from './bundle-problem.ts';
import { numberingFields, numberingMinLength, parseNumbering } from './numbering.ts';
import { fieldUniqueScope, uniqueKeysOf } from './unique-keys.ts';
import type { FieldDef, ModuleBundle } from './types.ts';

/** A {field:name} token reads a field of the record other than the numbered one; `fieldCodes` name only fields the pattern shows. */
function checkNumberingFields(field: FieldDef, fields: Map<string, FieldDef>, shown: readonly string[], at: (string | number)[], report: ReportProblem): void {
  for (const name of shown) {
    if (!fields.has(name) || name === field.name) report('bundle.numbering.field', { name }, ...at, 'pattern');
  }
  for (const name of Object.keys(field.numbering?.fieldCodes ?? {})) {
    if (!shown.includes(name)) report('bundle.numbering.field', { name }, ...at, 'fieldCodes', name);
  }
}

function checkNumbering(field: FieldDef, index: number, fields: Map<string, FieldDef>, report: ReportProblem): void {
  if (!field.numbering) return;
  const at = ['entity', 'fields', index, 'numbering'];
  if (field.type !== 'text') report('bundle.numbering.type', { field: field.name }, ...at);
  const parsed = parseNumbering(field.numbering);
  if ('problem' in parsed) {
    report(parsed.problem.messageId, parsed.problem.params, ...at, 'pattern');
    return;
  }
  checkNumberingFields(field, fields, numberingFields(parsed.rule), at, report);
  const length = numberingMinLength(parsed.rule);
  if (field.maxLength !== undefined && field.maxLength < length) report('bundle.numbering.length', { length, maxLength: field.maxLength }, ...at, 'pattern');
}

export function checkKeys(bundle: ModuleBundle, fields: Map<string, FieldDef>, report: ReportProblem): void {
  const { orgScoped } = bundle.entity;
  bundle.entity.fields.forEach((field, index) => {
    checkNumbering(field, index, fields, report);
    if (fieldUniqueScope(field, orgScoped) === 'org' && !orgScoped) report('bundle.unique.orgScope', {}, 'entity', 'fields', index, 'unique');
  });
  (bundle.entity.uniqueKeys ?? []).forEach((key, k) => {
    key.fields.forEach((name, f) => {
      if (!fields.has(name)) report('bundle.unknownField', { name }, 'entity', 'uniqueKeys', k, 'fields', f);
    });
    if (key.scope === 'org' && !orgScoped) report('bundle.unique.orgScope', {}, 'entity', 'uniqueKeys', k, 'scope');
  });
  const key = bundle.import?.key;
  if (key === undefined) return;
  if (!fields.has(key)) report('bundle.unknownField', { name: key }, 'import', 'key');
  else if (!uniqueKeysOf(bundle).some((unique) => unique.fields.length === 1 && unique.fields[0] === key)) report('bundle.import.keyNotUnique', { field: key }, 'import', 'key');
}
