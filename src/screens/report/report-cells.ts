/**
 * How the report screen reads an answer: a dimension's text in a cell, the categories and series
 * of a chart, the cells of a pivot. Pure, so the chart and the table show the same groups.
 */
import type { ReportAnswer, ReportRow } from '../../../contracts/report.ts';
import { shownMeasures as shownMeasuresOf } from '../../../runtime/index.ts';

export const PERIODS = ['current', 'previous', 'lastYear'] as const;

/** A dimension's text: its label (reference, dictionary), else its value; '' for an empty group. */
export function dimensionText(row: ReportRow, name: string): string {
  const value = row.values[name];
  return row.labels[name] ?? (value === null || value === undefined ? '' : String(value));
}

/** Distinct values of a dimension in the order the rows bring them, with their texts. */
export function distinctValues(rows: readonly ReportRow[], name: string): { key: string; text: string; values: Record<string, unknown> }[] {
  const seen = new Map<string, { key: string; text: string; values: Record<string, unknown> }>();
  for (const row of rows) {
    const key = String(row.values[name] ?? '');
    if (!seen.has(key)) seen.set(key, { key, text: dimensionText(row, name), values: { [name]: row.values[name] ?? null } });
  }
  return [...seen.values()];
}

/** The measures the display draws: those it names, else all. */
export function shownMeasures(answer: ReportAnswer): ReportAnswer['measures'] {
  return shownMeasuresOf(answer.display, answer.measures);
}

/** Sum of a measure over rows (the KPI card, a pivot's total; the report check lets a display add up counts and sums only); null when no row has a value. */
export function total(rows: readonly ReportRow[], measure: string): number | null {
  const values = rows.map((row) => row.values[measure]).filter((value): value is number => typeof value === 'number');
  return values.length ? values.reduce((sum, value) => sum + value, 0) : null;
}

export function formatNumber(value: unknown, locale: string): string {
  if (typeof value !== 'number') return value === null || value === undefined ? '' : String(value);
  return value.toLocaleString(locale, { maximumFractionDigits: 2 });
}
