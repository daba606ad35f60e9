/**
 * Derived lists (bundle `derived`, docs/bundle-format.md 'Derived lists'): a read-only module
 * whose rows are sums of other modules' records grouped by some of its fields, such as stock
 * on hand per warehouse and material from the receipt, outbound and return lines. The server
 * keeps it as a database view (server/db/derived-view.ts); this file holds its types and the
 * checks against the other bundles of the set.
 */
import type { ReportProblem } from './bundle-problem.ts';
import { valueKindOf } from './column-kind.ts';
import type { FixedConditionDef } from './record-check-types.ts';
import { fixedConditionProblems } from './reference-rule-problems.ts';
import type { FieldDef, ModuleBundle } from './types.ts';

/** A list field and what gives it: a field of the source record or, `parent.x`, of its parent. */
export interface DerivedFieldDef {
  name: string;
  from: string;
}

/** One module whose records feed the list. */
export interface DerivedSourceDef {
  module: string;
  /** moduleId of the module whose child list the source is; needed to read `parent.` fields and `parentWhere`. */
  parent?: string;
  fields: DerivedFieldDef[];
  /** Sum fields the source subtracts instead of adding. */
  subtract?: string[];
  where?: FixedConditionDef[];
  parentWhere?: FixedConditionDef[];
}

export interface DerivedListDef {
  groupBy: string[];
  sum: string[];
  sources: DerivedSourceDef[];
}

const PARENT_PREFIX = 'parent.';
const NUMBER_KINDS = ['integer', 'number'];

/** A source field reference split into where it is read: the record itself or its parent. */
export function sourceFieldRef(ref: string): { onParent: boolean; field: string } {
  return ref.startsWith(PARENT_PREFIX) ? { onParent: true, field: ref.slice(PARENT_PREFIX.length) } : { onParent: false, field: ref };
}

/** The field of `child` that holds its parent's key, when `parent` lists `child` as a child module. */
export function parentLinkField(parent: ModuleBundle, childModuleId: string): string | undefined {
  const link = parent.form.children?.find((entry) => entry.module === childModuleId);
  return link ? (link.parentId ?? 'parentId') : undefined;
}

function fieldOf(bundle: ModuleBundle, name: string): FieldDef | undefined {
  return bundle.entity.fields.find((field) => field.name === name);
}

const isNumber = (field: FieldDef) => NUMBER_KINDS.includes(valueKindOf(field.type));

function ownFieldProblems(owner: ModuleBundle, derived: DerivedListDef, report: ReportProblem): void {
  const extra = owner.operations.filter((operation) => operation !== 'export');
  if (extra.length > 0) report('bundle.derivedReadOnly', { operations: extra.join(', ') }, 'operations');
  derived.groupBy.forEach((name, i) => {
    if (!fieldOf(owner, name)) report('bundle.unknownField', { name }, 'derived', 'groupBy', i);
  });
  derived.sum.forEach((name, i) => {
    const field = fieldOf(owner, name);
    if (!field) report('bundle.unknownField', { name }, 'derived', 'sum', i);
    else if (!isNumber(field)) report('bundle.sumNeedsNumber', { field: name }, 'derived', 'sum', i);
  });
  const listed = new Set([owner.entity.primaryKey, ...derived.groupBy, ...derived.sum]);
  owner.entity.fields.forEach((field, i) => {
    if (!listed.has(field.name)) report('bundle.derivedFieldUnused', { name: field.name }, 'entity', 'fields', i, 'name');
  });
}

function sourceProblems(owner: ModuleBundle, derived: DerivedListDef, source: DerivedSourceDef, byModule: ReadonlyMap<string, ModuleBundle>, report: ReportProblem, at: (string | number)[]): void {
  const target = byModule.get(source.module);
  if (!target) {
    report('bundle.derivedModuleMissing', { module: source.module }, ...at, 'module');
    return;
  }
  if (owner.entity.orgScoped && !target.entity.orgScoped) report('bundle.derivedOrgScope', { module: source.module }, ...at, 'module');
  const parent = source.parent === undefined ? undefined : byModule.get(source.parent);
  if (source.parent !== undefined && (!parent || !parentLinkField(parent, source.module))) {
    report('bundle.derivedNotParent', { parent: source.parent, module: source.module }, ...at, 'parent');
  }
  for (const name of derived.groupBy) {
    if (!source.fields.some((entry) => entry.name === name)) report('bundle.derivedGroupUnmapped', { name }, ...at, 'fields');
  }
  source.fields.forEach(({ name, from }, f) => {
    const own = fieldOf(owner, name);
    if (!own || (!derived.groupBy.includes(name) && !derived.sum.includes(name))) {
      report('bundle.unknownField', { name }, ...at, 'fields', f, 'name');
      return;
    }
    const { onParent, field } = sourceFieldRef(from);
    const read = onParent ? parent : target;
    if (onParent && source.parent === undefined) report('bundle.derivedNotParent', { parent: '', module: source.module }, ...at, 'fields', f, 'from');
    if (!read) return;
    const sourceField = fieldOf(read, field);
    if (!sourceField) report('bundle.entityFieldMissing', { entity: read.entity.name, field }, ...at, 'fields', f, 'from');
    else if (derived.sum.includes(name) && !isNumber(sourceField)) report('bundle.sumNeedsNumber', { field }, ...at, 'fields', f, 'from');
  });
  (source.subtract ?? []).forEach((name, i) => {
    if (!derived.sum.includes(name)) report('bundle.unknownField', { name }, ...at, 'subtract', i);
  });
  source.where?.forEach((item, i) => fixedConditionProblems(target, item, report, ...at, 'where', i));
  if (source.parentWhere && source.parent === undefined) report('bundle.derivedNotParent', { parent: '', module: source.module }, ...at, 'parentWhere');
  if (parent) source.parentWhere?.forEach((item, i) => fixedConditionProblems(parent, item, report, ...at, 'parentWhere', i));
}

/** The bundle's `derived` against itself and the set: read-only, every module and field it names exists and suits its use. */
export function derivedListProblems(owner: ModuleBundle, byModule: ReadonlyMap<string, ModuleBundle>, report: ReportProblem): void {
  const derived = owner.derived;
  if (!derived) return;
  ownFieldProblems(owner, derived, report);
  derived.sources.forEach((source, s) => sourceProblems(owner, derived, source, byModule, report, ['derived', 'sources', s]));
}
