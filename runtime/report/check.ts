/**
 * Report bundles in, problems out: the JSON Schema, then what it cannot say. Every field is
 * looked up in the source module as published, every measure fits its field's type, and nothing
 * the report shows, filters or compares by is a field the user's roles hide from them. Nothing
 * here throws for a bad bundle; a problem names the file, a JSON pointer and a message id.
 */
import type { BundleProblem } from '../bundle/bundle-problem.ts';
import type { CompiledField, CompiledModule } from '../bundle/compiled-types.ts';
import type { UserFieldAccess } from '../bundle/field-access.ts';
import type { FieldType } from '../bundle/types.ts';
import { isAppError, type MessageParams } from '../errors.ts';
import { reportSchemaProblems } from '../bundle/schema-problems.ts';
import { isAdditive, summedByDisplay } from './additivity.ts';
import { isFieldPath, isPathProblem, resolveFieldPath, type ReportModules } from './field-path.ts';
import { plannedFilters } from './fixed-filters.ts';
import { reportProblem, type ReportMessageId } from './report-problem.ts';
import type { ReportBundle } from './types.ts';

/** What a report is checked against: the published modules, and the field access of the user who will read it per module (none: the author's check, every field visible). */
export interface ReportCheckContext {
  modules: ReportModules;
  access?: (moduleId: string) => UserFieldAccess;
}

const NUMERIC: readonly FieldType[] = ['int', 'number', 'decimal'];
const DATED: readonly FieldType[] = ['date', 'datetime'];
/** Fields whose values are lists, files or shapes: no group a reader could name. */
const NOT_GROUPABLE: readonly FieldType[] = ['textarea', 'checkbox', 'attachment', 'image', 'geoPoint', 'geoCircle', 'geoPolygon', 'geoPolyline'];
const NEEDS_X = ['bar', 'line', 'pie'];

type Report = (path: (string | number)[], messageId: ReportMessageId, params: MessageParams) => void;

/** Whether the reader's roles hide a field of a module from them (a primary key is never hidden). */
function hiddenFrom(context: ReportCheckContext, module: CompiledModule, field: CompiledField): boolean {
  return field.name !== module.primaryKey.name && context.access?.(module.moduleId)[field.name] === 'hidden';
}

function fieldChecker(module: CompiledModule, context: ReportCheckContext, report: Report) {
  /** The field, when it exists and the user may see it; reports the problem otherwise. */
  return (name: string, ...path: (string | number)[]): CompiledField | undefined => {
    const field = module.fields.get(name);
    if (!field) report(path, 'report.problem.unknownField', { module: module.moduleId, field: name });
    else if (hiddenFrom(context, module, field)) report(path, 'report.problem.hiddenField', { field: name });
    else return field;
    return undefined;
  };
}

/** A dimension's field through other records: every hop and the far field exist, and the reader sees each. */
function pathChecker(module: CompiledModule, context: ReportCheckContext, report: Report) {
  return (name: string, ...path: (string | number)[]): CompiledField | undefined => {
    const resolved = resolveFieldPath(module, name, context.modules);
    if (isPathProblem(resolved)) return void report(path, resolved.messageId, resolved.params);
    const read = [...resolved.hops.map((hop) => [hop.from, hop.via] as const), [resolved.module, resolved.field] as const];
    const hidden = read.find(([owner, field]) => hiddenFrom(context, owner, field));
    if (hidden) return void report(path, 'report.problem.hiddenField', { field: `${hidden[0].moduleId}.${hidden[1].name}` });
    return resolved.field;
  };
}

function checkDimensions(bundle: ReportBundle, module: CompiledModule, context: ReportCheckContext, report: Report): void {
  const own = fieldChecker(module, context, report);
  const through = pathChecker(module, context, report);
  bundle.dimensions.forEach((dimension, i) => {
    const found = (isFieldPath(dimension.field) ? through : own)(dimension.field, 'dimensions', i, 'field');
    if (!found) return;
    if (NOT_GROUPABLE.includes(found.type)) report(['dimensions', i, 'field'], 'report.problem.notGroupable', { field: found.name, type: found.type });
    if (dimension.truncate && !DATED.includes(found.type)) report(['dimensions', i, 'truncate'], 'report.problem.truncateNotDate', { field: found.name });
  });
}

function checkMeasures(bundle: ReportBundle, field: ReturnType<typeof fieldChecker>, report: Report): void {
  const plain = new Set(bundle.measures.filter((measure) => measure.fn !== 'ratio').map((measure) => measure.name));
  bundle.measures.forEach((measure, i) => {
    if (measure.fn === 'ratio') {
      for (const side of ['numerator', 'denominator'] as const) {
        const name = measure[side] ?? '';
        if (!plain.has(name)) report(['measures', i, side], 'report.problem.ratioOperand', { name });
      }
      return;
    }
    if (measure.field === undefined) return;
    const found = field(measure.field, 'measures', i, 'field');
    if (measure.since !== undefined) {
      const since = field(measure.since, 'measures', i, 'since');
      for (const [end, key] of [[found, 'field'], [since, 'since']] as const) {
        if (end && !DATED.includes(end.type)) report(['measures', i, key], 'report.problem.sinceNotDate', { field: end.name });
      }
      return;
    }
    if (!found || measure.fn === 'count') return;
    const fits = NUMERIC.includes(found.type) || ((measure.fn === 'min' || measure.fn === 'max') && DATED.includes(found.type));
    if (!fits) report(['measures', i, 'field'], 'report.problem.measureNotNumeric', { fn: measure.fn, field: found.name, type: found.type });
  });
}

function checkFilters(bundle: ReportBundle, module: CompiledModule, field: ReturnType<typeof fieldChecker>, report: Report): void {
  (bundle.filters ?? []).forEach((filter, i) => {
    if (!field(filter.field, 'filters', i, 'field')) return;
    try {
      plannedFilters(module, [filter]);
    } catch (error) {
      if (!isAppError(error)) throw error;
      report(['filters', i], 'report.problem.badFilter', { field: filter.field });
    }
  });
}

function checkNames(bundle: ReportBundle, report: Report): void {
  const dimensions = new Set(bundle.dimensions.map((dimension) => dimension.name));
  const measures = new Set(bundle.measures.map((measure) => measure.name));
  const seen = new Set<string>();
  for (const [kind, entries] of [['dimensions', bundle.dimensions], ['measures', bundle.measures]] as const) {
    entries.forEach((entry, i) => {
      if (seen.has(entry.name)) report([kind, i, 'name'], 'report.problem.duplicateName', { name: entry.name });
      seen.add(entry.name);
    });
  }
  (bundle.sort ?? []).forEach((sort, i) => {
    if (!seen.has(sort.by)) report(['sort', i, 'by'], 'report.problem.unknownName', { name: sort.by });
  });
  const { display } = bundle;
  for (const key of ['x', 'series'] as const) {
    const name = display[key];
    if (name !== undefined && !dimensions.has(name)) report(['display', key], 'report.problem.notDimension', { name });
  }
  (display.measures ?? []).forEach((name, i) => {
    if (!measures.has(name)) report(['display', 'measures', i], 'report.problem.notMeasure', { name });
  });
  if (NEEDS_X.includes(display.type) && display.x === undefined) report(['display', 'x'], 'report.problem.displayNeedsX', { type: display.type });
  if (display.type === 'pivot' && (display.x === undefined || display.series === undefined)) report(['display'], 'report.problem.pivotNeedsTwo', {});
  checkAdditivity(bundle, report);
}

/** A display may add up counts and sums only: an average of averages is not the average. */
function checkAdditivity(bundle: ReportBundle, report: Report): void {
  const { measures, over } = summedByDisplay(bundle.display, bundle.dimensions, bundle.measures);
  if (!over.length) return;
  for (const measure of measures) {
    if (isAdditive(measure.fn)) continue;
    const named = bundle.display.measures?.indexOf(measure.name) ?? -1;
    report(named >= 0 ? ['display', 'measures', named] : ['display'], 'report.problem.notAdditive', { name: measure.name, fn: measure.fn, dimensions: over.join(', ') });
  }
}

/**
 * @returns the bundle only when it has no problems.
 * @example checkReportBundle(json, 'rpDefects.json', { modules: registry, access: (moduleId) => accessOf(moduleId) })
 */
export function checkReportBundle(json: unknown, file: string, context: ReportCheckContext): { bundle?: ReportBundle; problems: BundleProblem[] } {
  const schemaProblems = reportSchemaProblems(json, file);
  if (schemaProblems.length) return { problems: schemaProblems };
  const bundle = json as ReportBundle;
  const problems: BundleProblem[] = [];
  const report: Report = (path, messageId, params) => problems.push(reportProblem(file, path, messageId, params));
  checkNames(bundle, report);
  const module = context.modules.byModuleId(bundle.source);
  if (!module) {
    report(['source'], 'report.problem.unknownSource', { module: bundle.source });
    return { problems };
  }
  const field = fieldChecker(module, context, report);
  checkDimensions(bundle, module, context, report);
  checkMeasures(bundle, field, report);
  checkFilters(bundle, module, field, report);
  if (bundle.comparison) {
    const found = field(bundle.comparison.field, 'comparison', 'field');
    if (found && !DATED.includes(found.type)) report(['comparison', 'field'], 'report.problem.comparisonNotDate', { field: found.name });
  }
  return problems.length ? { problems } : { bundle, problems };
}
