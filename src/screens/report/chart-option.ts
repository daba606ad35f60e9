/** The ECharts option of a report's bar, line or pie display, from its answer. */
import type { ReportAnswer } from '../../../contracts/report.ts';
import { distinctValues, shownMeasures, total } from './report-cells.ts';

/** One clickable point of the chart: the dimension values it stands for. */
export type ChartCell = Record<string, unknown>;

export interface ChartModel {
  option: Record<string, unknown>;
  /** [seriesIndex][dataIndex] → the cell's dimension values, for drill-down. */
  cells: ChartCell[][];
}

export function chartModel(answer: ReportAnswer, emptyText: string): ChartModel | undefined {
  const { type, x, series } = answer.display;
  if ((type !== 'bar' && type !== 'line' && type !== 'pie') || !x) return undefined;
  const rows = answer.rows;
  const text = (value: string) => value || emptyText;
  const measures = shownMeasures(answer);
  const categories = distinctValues(rows, x);
  // Dimensions the chart does not draw are summed over (the report check allows that for counts and sums only): a point stands for all their groups.
  const sum = (measure: string, match: Record<string, string>) =>
    total(rows.filter((row) => Object.entries(match).every(([name, key]) => String(row.values[name] ?? '') === key)), measure);
  if (type === 'pie') {
    const measure = measures[0]?.name ?? '';
    const data = categories.map((category) => ({ name: text(category.text), value: sum(measure, { [x]: category.key }) }));
    return { option: { animation: false, tooltip: { trigger: 'item' }, legend: { type: 'scroll', bottom: 0 }, series: [{ type: 'pie', radius: ['35%', '65%'], data }] }, cells: [categories.map((category) => category.values)] };
  }
  // No growing bars: a PNG or a print taken at once shows the figures.
  const base = { animation: false, tooltip: { trigger: 'axis' }, legend: { type: 'scroll', bottom: 0 }, grid: { left: 48, right: 24, top: 24, bottom: 56, containLabel: true }, xAxis: { type: 'category', data: categories.map((category) => text(category.text)) }, yAxis: { type: 'value' } };
  if (series) {
    const measure = measures[0]?.name ?? '';
    const groups = distinctValues(rows, series);
    const value = (category: string, group: string) => sum(measure, { [x]: category, [series]: group });
    return {
      option: { ...base, series: groups.map((group) => ({ type, name: text(group.text), stack: type === 'bar' ? 'total' : undefined, data: categories.map((category) => value(category.key, group.key)) })) },
      cells: groups.map((group) => categories.map((category) => ({ ...category.values, ...group.values }))),
    };
  }
  return {
    option: { ...base, series: measures.map((measure) => ({ type, name: measure.label, data: categories.map((category) => sum(measure.name, { [x]: category.key })) })) },
    cells: measures.map(() => categories.map((category) => category.values)),
  };
}
