/**
 * What a report's display adds up. A chart draws fewer dimensions than the report groups by, so
 * each of its points adds the groups of the dimensions it leaves out; a KPI card adds every group.
 * Counts and sums of groups add up to the count or sum of their union; an average, a percentile,
 * a ratio, a minimum or a maximum of groups does not. checkReportBundle refuses a display that
 * adds up a measure of that kind, so the reader never sees a summed average.
 */
import type { MeasureFunction, ReportDisplayDef } from './types.ts';

/** A measure whose groups' values add up to the value of their union. */
export function isAdditive(fn: MeasureFunction): boolean {
  return fn === 'count' || fn === 'sum';
}

/** The measures a display draws: those it names, else all of them, in the report's order. */
export function shownMeasures<M extends { name: string }>(display: Pick<ReportDisplayDef, 'measures'>, measures: readonly M[]): M[] {
  const named = display.measures;
  return named?.length ? measures.filter((measure) => named.includes(measure.name)) : [...measures];
}

/**
 * The measures whose values the display adds up, and the dimensions it adds them over (none: it
 * shows each group as it came). A series chart, a pie and a pivot draw the first shown measure.
 * A pivot's total column also adds over its columns; the screen leaves that total out for a
 * measure that is not additive rather than refuse the pivot, whose cells are exact.
 */
export function summedByDisplay<M extends { name: string }>(display: ReportDisplayDef, dimensions: readonly { name: string }[], measures: readonly M[]): { measures: M[]; over: string[] } {
  const drawn = (keep: readonly (string | undefined)[]) => dimensions.map((dimension) => dimension.name).filter((name) => !keep.includes(name));
  const shown = shownMeasures(display, measures);
  switch (display.type) {
    case 'table':
      return { measures: [], over: [] };
    case 'kpi':
      return { measures: [...measures], over: drawn([]) };
    case 'bar':
    case 'line':
      return { measures: display.series ? shown.slice(0, 1) : shown, over: drawn([display.x, display.series]) };
    case 'pie':
      return { measures: shown.slice(0, 1), over: drawn([display.x]) };
    case 'pivot':
      return { measures: shown.slice(0, 1), over: drawn([display.x, display.series]) };
  }
}
