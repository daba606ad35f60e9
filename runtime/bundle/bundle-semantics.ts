/**
 * Checks within one bundle that JSON Schema cannot express: every field a list, search, form,
 * rule, tree, import or workflow names exists and suits its use, names do not collide with
 * request parameters, system columns or catalog and platform tables, and field settings agree
 * with each other.
 */
import { RESERVED_PARAMS } from '../rules/coerce.ts';
import { valueKindOf } from './column-kind.ts';
import { columnNameOf } from './column-name.ts';
import { problemReporter, type BundleMessageId, type BundleProblem, type ReportProblem } from './bundle-problem.ts';
import { SYSTEM_COLUMNS } from './system-columns.ts';
import { FORMAT_NAMES, isFormatName } from '../rules/formats.ts';
import { layoutProblems } from './layout-problems.ts';
import { patternProblem } from './pattern-safety.ts';
import { printProblems } from './print-problems.ts';
import { iotProblems } from './iot-problems.ts';
import { checkKeys } from './key-checks.ts';
import { searchOperatorOf, searchTypeOf } from './search-defaults.ts';
import { reservedTableProblem } from './table-name.ts';
import { checkLifecycle } from '../lifecycle/lifecycle-check.ts';
import { isExpressionRule, type FieldDef, type FieldType, type ModuleBundle, type SearchOperator, type SearchType, type SummaryFunction } from './types.ts';
import { expressionProblems } from '../expression/expression-problems.ts';
import { isGeoType } from '../rules/geo-value.ts';
import { reminderProblems } from './reminder-problems.ts';

const DICT_TYPES: readonly FieldType[] = ['select', 'radio', 'checkbox'];
const DATE_TYPES: readonly FieldType[] = ['date', 'datetime', 'month'];
const NUMBER_TYPES: readonly FieldType[] = ['int', 'number', 'decimal'];

/** Search operators that suit only some field types, and the problem when a field is not one of them. */
const SEARCH_NEEDS: Partial<Record<SearchOperator, { fits: (type: FieldType) => boolean; messageId: BundleMessageId }>> = {
  like: { fits: (type) => valueKindOf(type) === 'string', messageId: 'bundle.likeNeedsText' },
  dateRange: { fits: (type) => DATE_TYPES.includes(type), messageId: 'bundle.dateRangeNeedsDate' },
  numberRange: { fits: (type) => NUMBER_TYPES.includes(type), messageId: 'bundle.numberRangeNeedsNumber' },
};

/** Search types that suit only some field types (the ranges are the operators' checks above). */
const SEARCH_TYPE_NEEDS: Partial<Record<SearchType, { fits: (type: FieldType) => boolean; messageId: BundleMessageId }>> = {
  select: { fits: (type) => DICT_TYPES.includes(type), messageId: 'bundle.selectSearchNeedsDict' },
  date: { fits: (type) => DATE_TYPES.includes(type), messageId: 'bundle.dateSearchNeedsDate' },
  number: { fits: (type) => NUMBER_TYPES.includes(type), messageId: 'bundle.numberSearchNeedsNumber' },
  reference: { fits: (type) => type === 'reference', messageId: 'bundle.referenceSearchNeedsReference' },
};

/** Summaries that need a number field. */
const SUMMARY_NEEDS_NUMBER: Partial<Record<SummaryFunction, BundleMessageId>> = { sum: 'bundle.sumNeedsNumber', avg: 'bundle.avgNeedsNumber' };

function checkFieldSettings(field: FieldDef, index: number, report: ReportProblem): void {
  const at = ['entity', 'fields', index];
  if (RESERVED_PARAMS.includes(field.name)) report('bundle.reservedName', { name: field.name }, ...at, 'name');
  if (field.dict !== undefined && !DICT_TYPES.includes(field.type)) report('bundle.dictNotApplicable', {}, ...at, 'dict');
  if (field.reference !== undefined && field.type !== 'reference') report('bundle.referenceNotApplicable', {}, ...at, 'reference');
  if (field.treeRef !== undefined && field.type !== 'treeRef') report('bundle.treeRefNotApplicable', {}, ...at, 'treeRef');
  if (field.precision !== undefined && field.scale !== undefined && field.scale > field.precision) {
    report('bundle.scaleAbovePrecision', { scale: field.scale, precision: field.precision }, ...at, 'scale');
  }
  if (field.min !== undefined && field.max !== undefined && field.min > field.max) report('bundle.minAboveMax', { min: field.min, max: field.max }, ...at, 'min');
  if (field.minLength !== undefined && field.maxLength !== undefined && field.minLength > field.maxLength) {
    report('bundle.minLengthAboveMaxLength', { minLength: field.minLength, maxLength: field.maxLength }, ...at, 'minLength');
  }
  checkTextRules(field, at, report);
}

/** A named format from the catalogue, a pattern that is safe to run; both only on text fields. */
function checkTextRules(field: FieldDef, at: (string | number)[], report: ReportProblem): void {
  const text = valueKindOf(field.type) === 'string';
  if (field.format !== undefined) {
    if (!isFormatName(field.format)) report('bundle.unknownFormat', { format: field.format, formats: FORMAT_NAMES.join(', ') }, ...at, 'format');
    else if (!text) report('bundle.formatNeedsText', {}, ...at, 'format');
  }
  if (field.pattern === undefined) return;
  if (!text) report('bundle.formatNeedsText', {}, ...at, 'pattern');
  const problem = patternProblem(field.pattern);
  if (problem) report(problem, { pattern: field.pattern }, ...at, 'pattern');
}

function checkFields(bundle: ModuleBundle, report: ReportProblem): Map<string, FieldDef> {
  const fields = new Map<string, FieldDef>();
  const columns = new Set<string>();
  bundle.entity.fields.forEach((field, index) => {
    if (fields.has(field.name)) report('bundle.duplicateField', { name: field.name }, 'entity', 'fields', index, 'name');
    fields.set(field.name, field);
    const column = columnNameOf(field);
    const columnAt = field.column === undefined ? 'name' : 'column';
    if (columns.has(column)) report('bundle.duplicateColumn', { column }, 'entity', 'fields', index, columnAt);
    if (SYSTEM_COLUMNS.includes(column)) report('bundle.systemColumn', { column }, 'entity', 'fields', index, columnAt);
    columns.add(column);
    checkFieldSettings(field, index, report);
  });
  return fields;
}

function checkList(bundle: ModuleBundle, fields: Map<string, FieldDef>, report: ReportProblem): void {
  const known = (name: string, ...path: (string | number)[]): boolean => {
    if (fields.has(name)) return true;
    report('bundle.unknownField', { name }, ...path);
    return false;
  };
  const listed = new Set<string>();
  bundle.list.columns.forEach((column, i) => {
    known(column.field, 'list', 'columns', i, 'field');
    if (listed.has(column.field)) report('bundle.columnListedTwice', { name: column.field }, 'list', 'columns', i, 'field');
    listed.add(column.field);
  });
  if (bundle.list.defaultOrder) known(bundle.list.defaultOrder.field, 'list', 'defaultOrder', 'field');
  (bundle.list.summary ?? []).forEach((summary, i) => {
    const field = fields.get(summary.field);
    if (!known(summary.field, 'list', 'summary', i, 'field') || !field) return;
    const needsNumber = SUMMARY_NEEDS_NUMBER[summary.fn];
    if (needsNumber && !NUMBER_TYPES.includes(field.type)) report(needsNumber, { field: field.name }, 'list', 'summary', i, 'fn');
  });
  (bundle.search ?? []).forEach((search, i) => {
    const field = fields.get(search.field);
    if (!known(search.field, 'search', i, 'field') || !field) return;
    // Absent type and operator are checked as their defaults (search-defaults.ts), shown at the
    // property that decided them: itself when written, else the other one, else the condition.
    const at = (first: 'operator' | 'type', second: 'operator' | 'type') => [first, second].filter((name) => search[name] !== undefined).slice(0, 1);
    const needs = SEARCH_NEEDS[searchOperatorOf(search)];
    if (needs && !needs.fits(field.type)) {
      report(needs.messageId, { field: field.name }, 'search', i, ...at('operator', 'type'));
      return;
    }
    const typeNeeds = SEARCH_TYPE_NEEDS[searchTypeOf(search, field.type)];
    if (typeNeeds && !typeNeeds.fits(field.type)) report(typeNeeds.messageId, { field: field.name }, 'search', i, ...at('type', 'operator'));
  });
}

function checkForm(bundle: ModuleBundle, fields: Map<string, FieldDef>, report: ReportProblem): void {
  const placed = new Set<string>();
  bundle.form.groups.forEach((group, g) =>
    group.fields.forEach((name, f) => {
      if (!fields.has(name)) report('bundle.unknownField', { name }, 'form', 'groups', g, 'fields', f);
      if (placed.has(name)) report('bundle.placedTwice', { name }, 'form', 'groups', g, 'fields', f);
      placed.add(name);
    }),
  );
  (bundle.form.rules ?? []).forEach((rule, i) => {
    if (rule.field !== undefined && !fields.has(rule.field)) report('bundle.unknownField', { name: rule.field }, 'form', 'rules', i, 'field');
    if (!isExpressionRule(rule) && !fields.has(rule.other)) report('bundle.unknownField', { name: rule.other }, 'form', 'rules', i, 'other');
  });
}

function checkNamedFields(bundle: ModuleBundle, fields: Map<string, FieldDef>, report: ReportProblem): void {
  const named: [string | undefined, ...(string | number)[]][] = [
    [bundle.entity.primaryKey, 'entity', 'primaryKey'],
    [bundle.tree?.parentField, 'tree', 'parentField'],
    [bundle.tree?.nameField, 'tree', 'nameField'],
    [bundle.import?.flagField, 'import', 'flagField'],
    [bundle.mapBackdrop?.labelField, 'mapBackdrop', 'labelField'],
    [bundle.workflow?.titleField, 'workflow', 'titleField'],
    ...(bundle.workflow?.conditions ?? []).map((condition, i): [string, ...(string | number)[]] => [condition.field, 'workflow', 'conditions', i, 'field']),
    ...(bundle.workflow?.handlers ?? []).map((handler, i): [string, ...(string | number)[]] => [handler.field, 'workflow', 'handlers', i, 'field']),
    ...Object.entries(bundle.selectorParams ?? {}).map(([name, param]): [string, ...(string | number)[]] => [param.field, 'selectorParams', name, 'field']),
    ...Object.entries(bundle.fieldPermissions ?? {}).flatMap(([role, access]) => Object.keys(access).map((name): [string, ...(string | number)[]] => [name, 'fieldPermissions', role, name])),
  ];
  for (const [name, ...path] of named) {
    if (name !== undefined && !fields.has(name)) report('bundle.unknownField', { name }, ...path);
  }
  // Conditions and handlers are looked up by name in one list of the module's extension methods.
  const names = new Set<string>();
  for (const list of ['conditions', 'handlers'] as const) {
    (bundle.workflow?.[list] ?? []).forEach((method, i) => {
      if (names.has(method.name)) report('bundle.duplicateCondition', { name: method.name }, 'workflow', list, i, 'name');
      names.add(method.name);
    });
  }
}

/** Problems of one bundle that has passed its JSON Schema. */
export function semanticProblems(bundle: ModuleBundle, file: string): BundleProblem[] {
  const problems: BundleProblem[] = [];
  const report = problemReporter(file, problems);
  const tableProblem = reservedTableProblem(bundle.entity.table);
  if (tableProblem) report(tableProblem, { table: bundle.entity.table }, 'entity', 'table');
  const fields = checkFields(bundle, report);
  checkNamedFields(bundle, fields, report);
  checkList(bundle, fields, report);
  checkForm(bundle, fields, report);
  checkLifecycle(bundle, fields, report);
  layoutProblems(bundle, report);
  printProblems(bundle, report);
  checkKeys(bundle, fields, report);
  expressionProblems(bundle, report);
  iotProblems(bundle, fields, report);
  reminderProblems(bundle, fields, report);
  if (bundle.mapBackdrop && !bundle.entity.fields.some((field) => isGeoType(field.type))) report('bundle.mapBackdropWithoutGeo', {}, 'mapBackdrop');
  return problems;
}
