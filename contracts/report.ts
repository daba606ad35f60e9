/** The answer of system/report/run.ajax: a report's groups for one reader (server/reports/report-run.ts). */
import { Type, type Static } from '@sinclair/typebox';
import type { LocalizedText, ReportBundle } from '../runtime/index.ts';

const DayRangeSchema = Type.Object({ from: Type.String(), until: Type.String() });

export const ReportRowSchema = Type.Object({
  /** Dimension values (a date bucket as its label: 2026-03, 2026-Q1, …), measures as numbers, `period` when periods are compared. */
  values: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()])),
  /** Labels of reference and dictionary dimensions, in the reader's language. */
  labels: Type.Record(Type.String(), Type.String()),
});
export type ReportRow = Static<typeof ReportRowSchema>;

export const ReportAnswerSchema = Type.Object({
  reportId: Type.String(),
  title: Type.String(),
  /** moduleId of the source module: the drill-down lists its records. */
  source: Type.String(),
  dimensions: Type.Array(Type.Object({ name: Type.String(), label: Type.String(), field: Type.String(), truncate: Type.Optional(Type.String()) })),
  /** `additive`: a count or sum, whose groups add up (a pivot's total shows only those). */
  measures: Type.Array(Type.Object({ name: Type.String(), label: Type.String(), additive: Type.Boolean() })),
  display: Type.Object({
    type: Type.Union([Type.Literal('table'), Type.Literal('pivot'), Type.Literal('bar'), Type.Literal('line'), Type.Literal('pie'), Type.Literal('kpi')]),
    x: Type.Optional(Type.String()),
    series: Type.Optional(Type.String()),
    measures: Type.Optional(Type.Array(Type.String())),
  }),
  rows: Type.Array(ReportRowSchema),
  /** More groups matched than the report's row limit; the rows are its first ones. */
  truncated: Type.Boolean(),
  /** What the browser needs to turn a cell into the source list's condition (runtime/report/drill.ts). */
  drill: Type.Object({
    fixedCondition: Type.String(),
    dimensions: Type.Array(Type.Object({ name: Type.String(), field: Type.String(), truncate: Type.Optional(Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month'), Type.Literal('quarter'), Type.Literal('year')])), through: Type.Optional(Type.Boolean()) })),
  }),
  /** IndicatorComparison: the compared periods (from inclusive, until exclusive). */
  periods: Type.Optional(Type.Object({ current: DayRangeSchema, previous: DayRangeSchema, lastYear: DayRangeSchema })),
});
export type ReportAnswer = Static<typeof ReportAnswerSchema>;

/** A row of system/report/versions.ajax, newest first. */
export interface ReportVersionInfo {
  version: number;
  /** 'draft' | 'published' | 'archived'. */
  status: string;
  createdBy: string;
  createdAt: string;
  publishedBy: string | null;
  publishedAt: string | null;
  /** The version's bundle: the designer opens and compares versions with it. */
  bundle: ReportBundle;
}

/** A row of system/report/list.ajax: a report with its newest title and source, its published and draft versions. */
export interface DesignedReport {
  reportId: string;
  title: LocalizedText;
  source: string;
  publishedVersion: number | null;
  draftVersion: number | null;
}
