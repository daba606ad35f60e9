/**
 * Drill-down: the search condition that lists the source module's records behind one cell of a
 * report, in the codec the module's list reads (runtime/query/condition-codec.ts).
 */
import { parseCondition, serializeCondition, type ConditionItem } from '../query/condition-codec.ts';
import type { CompiledReport } from './compile.ts';
import { filterCondition } from './fixed-filters.ts';
import { bucketRange, lastDay } from './periods.ts';
import type { ReportPeriod } from './types.ts';

/** What a drill-down needs of a report; the run's answer carries it to the browser. */
export interface DrillShape {
  /** The report's fixed filters, in the list's condition codec. */
  fixedCondition: string;
  /** `through`: the dimension reads another record (a field path), which no list condition of the source names. */
  dimensions: { name: string; field: string; truncate?: ReportPeriod; through?: boolean }[];
}

export function drillShape(report: CompiledReport): DrillShape {
  return {
    fixedCondition: serializeCondition((report.bundle.filters ?? []).map((filter) => filterCondition(report.source, filter))),
    dimensions: report.dimensions.map((dimension) => ({
      name: dimension.name,
      field: dimension.path,
      ...(dimension.truncate ? { truncate: dimension.truncate } : {}),
      ...(dimension.hops.length ? { through: true } : {}),
    })),
  };
}

/**
 * The conditions of a cell: the report's fixed filters, the reader's own conditions and one
 * per dimension the cell is in (`values` by dimension name; a dimension left out spans every
 * value, as a pivot's total does). Undefined when the cell cannot be listed as a condition: a
 * group of empty values, a bucket label the period does not know, or a dimension read through other records.
 * @example drillCondition(drillShape(report), { station: 'S01', month: '2026-03' }, 'category:S_INmajor')
 */
export function drillCondition(shape: DrillShape, values: Readonly<Record<string, unknown>>, userCondition = ''): ConditionItem[] | undefined {
  const items: ConditionItem[] = [...parseCondition(shape.fixedCondition), ...parseCondition(userCondition)];
  for (const dimension of shape.dimensions) {
    if (!(dimension.name in values)) continue;
    const value = values[dimension.name];
    if (value === null || value === undefined || value === '' || dimension.through) return undefined;
    const field = dimension.field;
    if (!dimension.truncate) {
      items.push({ field, code: ':S_E', value: String(value) });
      continue;
    }
    const range = bucketRange(dimension.truncate, String(value));
    if (!range) return undefined;
    items.push({ field, code: ':D_B', value: range.from }, { field, code: ':D_S', value: lastDay(range) });
  }
  return items;
}
