/**
 * The report bundle format: what an analyst writes to describe one report over a published
 * module. schemas/report.schema.json is the same contract as JSON Schema; keep the two in step.
 */
import type { LocalizedText } from '../bundle/types.ts';

/** How a date dimension is bucketed, and the length of a compared period. */
export type ReportPeriod = 'day' | 'week' | 'month' | 'quarter' | 'year';
export const REPORT_PERIODS: readonly ReportPeriod[] = ['day', 'week', 'month', 'quarter', 'year'];

export interface ReportDimensionDef {
  /** The dimension's name in rows, sorting and display. */
  name: string;
  /** A field of the source module: its value, its reference's label, or its date bucket. */
  field: string;
  /** Date and datetime fields only: the bucket each row falls in. */
  truncate?: ReportPeriod;
  /** Heading; the field's label by default. */
  label?: LocalizedText;
}

export type MeasureFunction = 'count' | 'sum' | 'avg' | 'min' | 'max' | 'percentile' | 'ratio';
export const MEASURE_FUNCTIONS: readonly MeasureFunction[] = ['count', 'sum', 'avg', 'min', 'max', 'percentile', 'ratio'];

export interface ReportMeasureDef {
  name: string;
  fn: MeasureFunction;
  /** The field aggregated; count without one counts rows. */
  field?: string;
  /** With `since`, the value is `field − since` (two date or datetime fields) in `unit`. */
  since?: string;
  unit?: 'hour' | 'day';
  /** percentile: the fraction, e.g. 0.9 for p90. */
  fraction?: number;
  /** ratio: numerator ÷ denominator, two other measures of the report. */
  numerator?: string;
  denominator?: string;
  label: LocalizedText;
}

export type ReportFilterOp = 'eq' | 'in' | 'like' | 'gte' | 'lte';

/** A fixed filter: always applied, on top of the user's search conditions. */
export interface ReportFilterDef {
  field: string;
  op: ReportFilterOp;
  value: string | string[];
}

export interface ReportSortDef {
  /** A dimension or measure name. */
  by: string;
  direction?: 'asc' | 'desc';
}

export type ReportDisplayType = 'table' | 'pivot' | 'bar' | 'line' | 'pie' | 'kpi';

export interface ReportDisplayDef {
  type: ReportDisplayType;
  /** The category axis (bar, line), slices (pie) or pivot rows: a dimension. */
  x?: string;
  /** One series per value (bar, line) or the pivot's columns: a dimension. */
  series?: string;
  /** The measures drawn; all of them by default. */
  measures?: string[];
}

/** IndicatorComparison: each row's measures in the period of an anchor day, the period before it and the same period a year earlier. */
export interface ReportComparisonDef {
  /** The date or datetime field the periods cut. */
  field: string;
  period: ReportPeriod;
}

/**
 * The report's menu entry, made when it is published: under `parentId` (the top level when the
 * database has no such folder), at system/jimu/reportMenuView/{reportId}, or at
 * eq/config/IndicatorComparison/{reportId} for a report that compares periods.
 */
export interface ReportMenuDef {
  parentId: string;
  icon?: string;
  seq?: number;
  /** Roles that see the entry; none: every role (reading still needs the source module's view grant). */
  roles?: string[];
}

export interface ReportBundle {
  reportId: string;
  title: LocalizedText;
  /** moduleId of the published module the report reads. */
  source: string;
  dimensions: ReportDimensionDef[];
  measures: ReportMeasureDef[];
  filters?: ReportFilterDef[];
  sort?: ReportSortDef[];
  /** Rows answered at most; default DEFAULT_REPORT_LIMIT. */
  limit?: number;
  display: ReportDisplayDef;
  comparison?: ReportComparisonDef;
  menu?: ReportMenuDef;
}

export const DEFAULT_REPORT_LIMIT = 1000;

/** The menu families of spec 01 whose routes end in the menu id. */
export const REPORT_ROUTER_PATH = 'system/jimu/reportMenuView';
export const COMPARISON_ROUTER_PATH = 'eq/config/IndicatorComparison';
