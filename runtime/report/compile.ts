/**
 * A checked report bundle bound to its source module: every name resolved to the module's
 * compiled field, the fixed filters planned as list filters, defaults applied. The server's SQL
 * and the client's screen read this, never the bundle's text.
 */
import type { CompiledField, CompiledModule } from '../bundle/compiled-types.ts';
import type { LocalizedText } from '../bundle/types.ts';
import { deepFreeze } from '../bundle/deep-freeze.ts';
import { AppError } from '../errors.ts';
import type { Filter } from '../query/list-plan.ts';
import { isPathProblem, resolveFieldPath, type PathHop, type ReportModules } from './field-path.ts';
import { plannedFilters } from './fixed-filters.ts';
import { DEFAULT_REPORT_LIMIT, type MeasureFunction, type ReportBundle, type ReportDisplayDef, type ReportPeriod } from './types.ts';

export interface CompiledDimension {
  readonly name: string;
  /** The field grouped by: the source row's own, or the far field of `hops`. */
  readonly field: CompiledField;
  /** The module `field` belongs to: the source, or the last hop's module. */
  readonly module: CompiledModule;
  /** A path through other records (runtime/report/field-path.ts); empty for the row's own field. */
  readonly hops: readonly PathHop[];
  /** The bundle's text for the field: its name, or the dotted path. */
  readonly path: string;
  readonly truncate?: ReportPeriod;
  readonly label: LocalizedText;
}

export interface CompiledMeasure {
  readonly name: string;
  readonly fn: MeasureFunction;
  /** Absent: count of rows, or a ratio. */
  readonly field?: CompiledField;
  /** A duration `field − since` in `unit`. */
  readonly since?: { readonly field: CompiledField; readonly unit: 'hour' | 'day' };
  readonly fraction?: number;
  readonly numerator?: string;
  readonly denominator?: string;
  readonly label: LocalizedText;
}

export interface CompiledReport {
  readonly bundle: ReportBundle;
  readonly reportId: string;
  readonly title: LocalizedText;
  readonly source: CompiledModule;
  readonly dimensions: readonly CompiledDimension[];
  readonly measures: readonly CompiledMeasure[];
  /** The fixed filters, as a list plans its search conditions. */
  readonly filters: readonly Filter[];
  /** By dimension or measure name; the dimensions in order when the bundle names none. */
  readonly sort: readonly { readonly name: string; readonly direction: 'asc' | 'desc' }[];
  readonly limit: number;
  readonly display: ReportDisplayDef;
  readonly comparison?: { readonly field: CompiledField; readonly period: ReportPeriod };
}

function fieldOf(module: CompiledModule, name: string): CompiledField {
  const field = module.fields.get(name);
  // checkReportBundle vouches for every name; a report compiled unchecked is a programming error.
  if (!field) throw new AppError('E_UNKNOWN_FIELD', { field: name });
  return field;
}

/** @example compileReport(checked.bundle, registry.byModuleId(checked.bundle.source), registry) */
export function compileReport(bundle: ReportBundle, source: CompiledModule, modules: ReportModules): CompiledReport {
  const dimensions = bundle.dimensions.map((dimension): CompiledDimension => {
    const resolved = resolveFieldPath(source, dimension.field, modules);
    // As for fieldOf: the check resolved every path first.
    if (isPathProblem(resolved)) throw new AppError('E_UNKNOWN_FIELD', { field: dimension.field });
    const { field, module, hops } = resolved;
    return { name: dimension.name, field, module, hops, path: dimension.field, ...(dimension.truncate ? { truncate: dimension.truncate } : {}), label: dimension.label ?? field.def.label };
  });
  const measures = bundle.measures.map((measure): CompiledMeasure => ({
    name: measure.name,
    fn: measure.fn,
    ...(measure.field !== undefined && measure.fn !== 'ratio' ? { field: fieldOf(source, measure.field) } : {}),
    ...(measure.since !== undefined ? { since: { field: fieldOf(source, measure.since), unit: measure.unit ?? 'day' } } : {}),
    ...(measure.fraction !== undefined ? { fraction: measure.fraction } : {}),
    ...(measure.fn === 'ratio' ? { numerator: measure.numerator, denominator: measure.denominator } : {}),
    label: measure.label,
  }));
  const sort = bundle.sort?.length
    ? bundle.sort.map((entry) => ({ name: entry.by, direction: entry.direction ?? 'asc' }))
    : dimensions.map((dimension) => ({ name: dimension.name, direction: 'asc' as const }));
  // The source module is the registry's shared object: frozen by its compiler, not by this one.
  return Object.freeze({
    source,
    ...deepFreeze({
    bundle,
    reportId: bundle.reportId,
    title: bundle.title,
    dimensions,
    measures,
    filters: plannedFilters(source, bundle.filters ?? []),
    sort,
    limit: bundle.limit ?? DEFAULT_REPORT_LIMIT,
    display: bundle.display,
    ...(bundle.comparison ? { comparison: { field: fieldOf(source, bundle.comparison.field), period: bundle.comparison.period } } : {}),
    }),
  });
}
