/**
 * Checks of a reference's `where`, `multiple` and `picker` and of the bundle's cross-record
 * `checks` against the other bundles of the set: every field they name exists in the module it
 * belongs to, fixed values fit their field, sums add number fields, a tree picker has a tree.
 */
import type { ReportProblem } from './bundle-problem.ts';
import { valueKindOf } from './column-kind.ts';
import { parentLinkField, sourceFieldRef } from './derived-list.ts';
import { isLinkCondition, type AggregateDef, type CheckTermDef, type FixedConditionDef } from './record-check-types.ts';
import type { FieldDef, ModuleBundle } from './types.ts';

type Path = (string | number)[];

const NUMBER_KINDS = ['integer', 'number'];

function fieldOf(bundle: ModuleBundle, name: string): FieldDef | undefined {
  return bundle.entity.fields.find((field) => field.name === name);
}

/** Whether a value written in the bundle can be compared with the field (numbers with number fields, and so on). */
function fitsField(field: FieldDef, value: string | number | boolean): boolean {
  const kind = valueKindOf(field.type);
  if (NUMBER_KINDS.includes(kind)) return typeof value === 'number';
  if (kind === 'boolean') return typeof value === 'boolean';
  return typeof value === 'string';
}

/** A fixed condition on `target`: its field exists and every value fits it. */
export function fixedConditionProblems(target: ModuleBundle, item: FixedConditionDef, report: ReportProblem, ...at: Path): void {
  const field = fieldOf(target, item.field);
  if (!field) {
    report('bundle.entityFieldMissing', { entity: target.entity.name, field: item.field }, ...at, 'field');
    return;
  }
  const values = Array.isArray(item.value) ? item.value : [item.value];
  if (values.some((value) => !fitsField(field, value))) report('bundle.conditionValueMismatch', { field: item.field, entity: target.entity.name }, ...at, 'value');
}

/** A reference field's `where` and `picker` against the module it names. */
export function referenceRuleProblems(field: FieldDef, target: ModuleBundle, report: ReportProblem, ...at: Path): void {
  field.reference?.where?.forEach((item, i) => fixedConditionProblems(target, item, report, ...at, 'where', i));
  if (field.reference?.picker === 'tree' && !target.tree) report('bundle.treePickerNeedsTree', { entity: target.entity.name }, ...at, 'picker');
}

/** The bundle whose child list holds `child`: the record a check's `parent.` fields read. */
function parentBundleOf(child: ModuleBundle, byModule: ReadonlyMap<string, ModuleBundle>): ModuleBundle | undefined {
  return [...byModule.values()].find((bundle) => parentLinkField(bundle, child.moduleId) !== undefined);
}

/**
 * A field a check names on a record or, as `parent.<field>`, on its parent: reported missing at
 * `at` when the record has no parent or neither has the field (the checked bundle's own field
 * as an unknown field of the bundle, another module's with that module's entity).
 */
function namedFieldProblems(record: ModuleBundle, parent: ModuleBundle | undefined, ref: string, checked: boolean, report: ReportProblem, at: Path): void {
  const { onParent, field } = sourceFieldRef(ref);
  if (onParent && !parent) report('bundle.derivedNotParent', { parent: '', module: record.moduleId }, ...at);
  const read = onParent ? parent : record;
  if (!read || fieldOf(read, field)) return;
  if (checked && !onParent) report('bundle.unknownField', { name: field }, ...at);
  else report('bundle.entityFieldMissing', { entity: read.entity.name, field }, ...at);
}

function aggregateProblems(owner: ModuleBundle, aggregate: AggregateDef, sums: boolean, byModule: ReadonlyMap<string, ModuleBundle>, report: ReportProblem, at: Path): void {
  const target = byModule.get(aggregate.module);
  if (!target) {
    report('bundle.checkModuleMissing', { module: aggregate.module }, ...at, 'module');
    return;
  }
  if (sums && aggregate.field !== undefined) {
    const summed = fieldOf(target, aggregate.field);
    if (!summed) report('bundle.entityFieldMissing', { entity: target.entity.name, field: aggregate.field }, ...at, 'field');
    else if (!NUMBER_KINDS.includes(valueKindOf(summed.type))) report('bundle.sumNeedsNumber', { field: aggregate.field }, ...at, 'field');
  }
  const targetParent = aggregate.parent === undefined ? undefined : byModule.get(aggregate.parent);
  if (aggregate.parent !== undefined && (!targetParent || !parentLinkField(targetParent, target.moduleId))) {
    report('bundle.derivedNotParent', { parent: aggregate.parent, module: target.moduleId }, ...at, 'parent');
  }
  const ownerParent = parentBundleOf(owner, byModule);
  aggregate.where.forEach((item, i) => {
    if (!isLinkCondition(item)) {
      fixedConditionProblems(target, item, report, ...at, 'where', i);
      return;
    }
    namedFieldProblems(target, targetParent, item.field, false, report, [...at, 'where', i, 'field']);
    namedFieldProblems(owner, ownerParent, item.equalsField, true, report, [...at, 'where', i, 'equalsField']);
  });
  aggregate.parentWhere?.forEach((item, i) => {
    if (targetParent) fixedConditionProblems(targetParent, item, report, ...at, 'parentWhere', i);
    else report('bundle.derivedNotParent', { parent: '', module: target.moduleId }, ...at, 'parentWhere', i);
  });
}

function termProblems(owner: ModuleBundle, term: CheckTermDef, byModule: ReadonlyMap<string, ModuleBundle>, report: ReportProblem, at: Path): void {
  if (term.field !== undefined) {
    const field = fieldOf(owner, term.field);
    if (!field) report('bundle.unknownField', { name: term.field }, ...at, 'field');
    else if (!NUMBER_KINDS.includes(valueKindOf(field.type))) report('bundle.checkNeedsNumber', { field: term.field }, ...at, 'field');
  }
  if (term.sumOf) aggregateProblems(owner, term.sumOf, true, byModule, report, [...at, 'sumOf']);
  if (term.countOf) aggregateProblems(owner, term.countOf, false, byModule, report, [...at, 'countOf']);
}

/** The bundle's `checks`: names unique, every module and field they name exists and suits its use. */
export function recordCheckProblems(owner: ModuleBundle, byModule: ReadonlyMap<string, ModuleBundle>, report: ReportProblem): void {
  const names = new Set<string>();
  (owner.checks ?? []).forEach((check, c) => {
    if (names.has(check.name)) report('bundle.duplicateCheck', { name: check.name }, 'checks', c, 'name');
    names.add(check.name);
    if (check.field !== undefined && !fieldOf(owner, check.field)) report('bundle.unknownField', { name: check.field }, 'checks', c, 'field');
    for (const side of ['left', 'right'] as const) check[side].forEach((term, t) => termProblems(owner, term, byModule, report, ['checks', c, side, t]));
  });
}
