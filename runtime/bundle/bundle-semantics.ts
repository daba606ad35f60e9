/**
 * Checks within one bundle that JSON Schema cannot express: every field a list, search, form,
 * rule, tree, import or workflow names exists and suits its use, names do not collide with
 * request parameters or system columns, and field settings agree with each other.
 */
import { RESERVED_PARAMS } from '../rules/coerce.ts';
import { valueKindOf } from './column-kind.ts';
import { columnNameOf } from './column-name.ts';
import { pointer, type BundleProblem } from './bundle-problem.ts';
import { SYSTEM_COLUMNS } from './system-columns.ts';
import type { FieldDef, FieldType, ModuleBundle, SearchOperator } from './types.ts';

type Report = (message: string, ...path: (string | number)[]) => void;

const DICT_TYPES: readonly FieldType[] = ['select', 'radio', 'checkbox'];
const RANGE_TYPES: Record<'dateRange' | 'numberRange', readonly FieldType[]> = {
  dateRange: ['date', 'datetime', 'month'],
  numberRange: ['int', 'number', 'decimal'],
};

function searchFits(operator: SearchOperator, type: FieldType): boolean {
  if (operator === 'dateRange' || operator === 'numberRange') return RANGE_TYPES[operator].includes(type);
  if (operator === 'like') return valueKindOf(type) === 'string';
  return true;
}

function checkFieldSettings(field: FieldDef, index: number, report: Report): void {
  const at = ['entity', 'fields', index];
  if (RESERVED_PARAMS.includes(field.name)) report(`'${field.name}' is a reserved request parameter`, ...at, 'name');
  if (field.dict !== undefined && !DICT_TYPES.includes(field.type)) report(`dict only applies to select, radio and checkbox fields`, ...at, 'dict');
  if (field.reference !== undefined && field.type !== 'reference') report(`reference only applies to reference fields`, ...at, 'reference');
  if (field.treeRef !== undefined && field.type !== 'treeRef') report(`treeRef only applies to treeRef fields`, ...at, 'treeRef');
  if (field.precision !== undefined && field.scale !== undefined && field.scale > field.precision) {
    report(`scale ${field.scale} is larger than precision ${field.precision}`, ...at, 'scale');
  }
  if (field.min !== undefined && field.max !== undefined && field.min > field.max) report(`min is larger than max`, ...at, 'min');
  if (field.minLength !== undefined && field.maxLength !== undefined && field.minLength > field.maxLength) {
    report(`minLength is larger than maxLength`, ...at, 'minLength');
  }
}

function checkFields(bundle: ModuleBundle, report: Report): Map<string, FieldDef> {
  const fields = new Map<string, FieldDef>();
  const columns = new Set<string>();
  bundle.entity.fields.forEach((field, index) => {
    if (fields.has(field.name)) report(`duplicate field '${field.name}'`, 'entity', 'fields', index, 'name');
    fields.set(field.name, field);
    const column = columnNameOf(field);
    const columnAt = field.column === undefined ? 'name' : 'column';
    if (columns.has(column)) report(`duplicate column '${column}'`, 'entity', 'fields', index, columnAt);
    if (SYSTEM_COLUMNS.includes(column)) report(`column '${column}' is a system column`, 'entity', 'fields', index, columnAt);
    columns.add(column);
    checkFieldSettings(field, index, report);
  });
  return fields;
}

function checkList(bundle: ModuleBundle, fields: Map<string, FieldDef>, report: Report): void {
  const known = (name: string, ...path: (string | number)[]): boolean => {
    if (fields.has(name)) return true;
    report(`unknown field '${name}'`, ...path);
    return false;
  };
  const listed = new Set<string>();
  bundle.list.columns.forEach((column, i) => {
    known(column.field, 'list', 'columns', i, 'field');
    if (listed.has(column.field)) report(`column '${column.field}' is listed twice`, 'list', 'columns', i, 'field');
    listed.add(column.field);
  });
  if (bundle.list.defaultOrder) known(bundle.list.defaultOrder.field, 'list', 'defaultOrder', 'field');
  (bundle.list.summary ?? []).forEach((summary, i) => {
    const field = fields.get(summary.field);
    if (!known(summary.field, 'list', 'summary', i, 'field') || !field) return;
    const numeric = RANGE_TYPES.numberRange.includes(field.type);
    if ((summary.fn === 'sum' || summary.fn === 'avg') && !numeric) report(`${summary.fn} needs a number field`, 'list', 'summary', i, 'fn');
  });
  (bundle.search ?? []).forEach((search, i) => {
    const field = fields.get(search.field);
    if (!known(search.field, 'search', i, 'field') || !field) return;
    if (!searchFits(search.operator, field.type)) report(`operator ${search.operator} does not suit a ${field.type} field`, 'search', i, 'operator');
  });
}

function checkForm(bundle: ModuleBundle, fields: Map<string, FieldDef>, report: Report): void {
  const placed = new Set<string>();
  bundle.form.groups.forEach((group, g) =>
    group.fields.forEach((name, f) => {
      if (!fields.has(name)) report(`unknown field '${name}'`, 'form', 'groups', g, 'fields', f);
      if (placed.has(name)) report(`field '${name}' is placed twice in the form`, 'form', 'groups', g, 'fields', f);
      placed.add(name);
    }),
  );
  (bundle.form.rules ?? []).forEach((rule, i) => {
    if (!fields.has(rule.field)) report(`unknown field '${rule.field}'`, 'form', 'rules', i, 'field');
    if (!fields.has(rule.other)) report(`unknown field '${rule.other}'`, 'form', 'rules', i, 'other');
  });
}

function checkNamedFields(bundle: ModuleBundle, fields: Map<string, FieldDef>, report: Report): void {
  const named: [string | undefined, ...(string | number)[]][] = [
    [bundle.entity.primaryKey, 'entity', 'primaryKey'],
    [bundle.tree?.parentField, 'tree', 'parentField'],
    [bundle.tree?.nameField, 'tree', 'nameField'],
    [bundle.import?.flagField, 'import', 'flagField'],
    [bundle.workflow?.titleField, 'workflow', 'titleField'],
  ];
  for (const [name, ...path] of named) {
    if (name !== undefined && !fields.has(name)) report(`unknown field '${name}'`, ...path);
  }
}

/** Problems of one bundle that has passed its JSON Schema. */
export function semanticProblems(bundle: ModuleBundle, file: string): BundleProblem[] {
  const problems: BundleProblem[] = [];
  const report: Report = (message, ...path) => problems.push({ file, pointer: pointer(...path), message });
  const fields = checkFields(bundle, report);
  checkNamedFields(bundle, fields, report);
  checkList(bundle, fields, report);
  checkForm(bundle, fields, report);
  return problems;
}
