/**
 * The leadership cockpit's figures (issue 16): report bundles of data in
 * reports/cockpit/cockpit.json, each run by the report runtime for the reader like a report page,
 * narrowed by the cockpit's station and period filters as fixed report filters (values bound
 * like any list filter). No figure has SQL of its own.
 */
import fs from 'node:fs';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { ReportBundle, ReportFilterDef } from '../../runtime/index.ts';

/** The grant behind the cockpit entry (checkJscPermission) and every figure: sys_role_opr module 'cockpit', 'view'. */
export const COCKPIT_GRANT = { module: 'cockpit', operation: 'view' } as const;

/** The longest date range the cockpit reads, in days. */
export const MAX_RANGE_DAYS = 366;

const FigureSchema = Type.Object({
  id: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9]*$', maxLength: 64 }),
  /** The figure's tile (its first measure's total); the figure's title by default. */
  tile: Type.Optional(Type.Object({ 'zh-CN': Type.String(), 'en-US': Type.String() })),
  /** The source module's station field the station filter narrows. */
  stationField: Type.Optional(Type.String()),
  /** The date field the cockpit's date range cuts; a figure without one counts the records as they stand. */
  dateField: Type.Optional(Type.String()),
  /** Checked as a report bundle when it runs (runtime/report/check.ts), against the reader's field access. */
  report: Type.Unsafe<ReportBundle>(Type.Object({ reportId: Type.String(), source: Type.String() })),
});
export type CockpitFigure = Static<typeof FigureSchema>;

const FileSchema = Type.Object({ figures: Type.Array(FigureSchema, { minItems: 1 }) });

const FIGURES_FILE = new URL('../../reports/cockpit/cockpit.json', import.meta.url);

/** The figures of the cockpit file; a file of another shape stops the start. */
export function readCockpitFigures(file: URL = FIGURES_FILE): readonly CockpitFigure[] {
  const json: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Value.Check(FileSchema, json)) throw new Error(`${file.pathname}: not a cockpit file (${[...Value.Errors(FileSchema, json)].map((error) => error.path).join(', ')})`);
  return Object.freeze(json.figures);
}

/** What the reader narrows the cockpit to: days 'YYYY-MM-DD' (Asia/Shanghai) and a station key, '' for all. */
export interface CockpitFilter {
  from: string;
  to: string;
  station: string;
}

/** The figure's report with the cockpit's filters added to its own fixed ones. */
export function figureReport(figure: CockpitFigure, filter: CockpitFilter): ReportBundle {
  const added: ReportFilterDef[] = [];
  if (figure.stationField && filter.station) added.push({ field: figure.stationField, op: 'eq', value: filter.station });
  if (figure.dateField) added.push({ field: figure.dateField, op: 'gte', value: filter.from }, { field: figure.dateField, op: 'lte', value: filter.to });
  return { ...figure.report, filters: [...(figure.report.filters ?? []), ...added] };
}
