/** The answers of the leadership cockpit's calls (server/routes/cockpit-routes.ts). */
import { Type, type Static } from '@sinclair/typebox';
import { ReportAnswerSchema } from './report.ts';

const DaySchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** system/cockpit/figures.ajax: the figures the cockpit shows, and its default date range. */
export const CockpitLayoutSchema = Type.Object({
  figures: Type.Array(
    Type.Object({
      id: Type.String(),
      title: Type.String(),
      /** The tile's label: the total of the figure's first measure. */
      tile: Type.String(),
      display: Type.String(),
      /** The figure counts the records of the cockpit's date range; else the records as they stand. */
      dated: Type.Boolean(),
    }),
  ),
  /** The default date range: this month up to today. */
  from: DaySchema,
  to: DaySchema,
});
export type CockpitLayout = Static<typeof CockpitLayoutSchema>;

/** system/cockpit/figure.ajax: one figure as a report answer. */
export const CockpitFigureAnswerSchema = Type.Object({
  figureId: Type.String(),
  answer: ReportAnswerSchema,
});
export type CockpitFigureAnswer = Static<typeof CockpitFigureAnswerSchema>;
