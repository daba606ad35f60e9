import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../runtime/index.ts';
import { localDateTime } from '../../runtime/expression/dates.ts';
import type { CockpitFigureAnswer, CockpitLayout } from '../../contracts/cockpit.ts';
import { ok } from '../plugins/envelope.ts';
import { addCall, NO_PARAMS } from '../auth/call-route.ts';
import { optionalText } from '../auth/param-schemas.ts';
import { requireOperation } from '../auth/permissions.ts';
import { runReportForReader } from '../reports/report-reader.ts';
import { COCKPIT_GRANT, figureReport, MAX_RANGE_DAYS, readCockpitFigures, type CockpitFilter } from '../cockpit/cockpit-figures.ts';

const DAY = Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }));
const DAY_MS = 86_400_000;

/** A calendar day's number since 1970, or NaN for a day that does not exist (2026-02-30). */
function dayNumber(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const ms = Date.UTC(year, month - 1, date);
  const back = new Date(ms);
  return back.getUTCMonth() === month - 1 && back.getUTCDate() === date ? ms / DAY_MS : Number.NaN;
}

/** The reader's filter: the range they chose (this month up to today by default), checked. */
function cockpitFilter(now: Date, params: { from?: string; to?: string; station?: string }): CockpitFilter {
  const today = localDateTime(now).slice(0, 10);
  const from = params.from ?? `${today.slice(0, 8)}01`;
  const to = params.to ?? today;
  const [start, end] = [dayNumber(from), dayNumber(to)];
  if (!(start <= end)) throw new AppError('E_BAD_VALUE', { field: 'from' });
  if (end - start >= MAX_RANGE_DAYS) throw new AppError('E_BAD_VALUE', { field: 'to' });
  return { from, to, station: params.station ?? '' };
}

/**
 * The leadership cockpit (issue 16; spec 02 §2: shown only to holders of the grant that
 * checkJscPermission reports). Every call needs that grant, and each figure also the view
 * grant of the module it counts; a figure reads the reader's organisation and data scope only.
 */
export async function cockpitRoutes(app: FastifyInstance): Promise<void> {
  const figures = readCockpitFigures();
  const requireCockpit = (request: FastifyRequest) => requireOperation(request, COCKPIT_GRANT.module, COCKPIT_GRANT.operation);

  addCall(app, 'system/cockpit/figures.ajax', { params: NO_PARAMS }, async (request) => {
    requireCockpit(request);
    const { from, to } = cockpitFilter(app.clock(), {});
    const layout: CockpitLayout = {
      figures: figures.map((figure) => ({
        id: figure.id,
        title: figure.report.title[request.locale],
        tile: (figure.tile ?? figure.report.title)[request.locale],
        display: figure.report.display.type,
        dated: Boolean(figure.dateField),
      })),
      from,
      to,
    };
    return ok(layout);
  });

  addCall(
    app,
    'system/cockpit/figure.ajax',
    { params: Type.Object({ figureId: Type.String({ minLength: 1, maxLength: 64 }), from: DAY, to: DAY, station: optionalText(64) }) },
    async (request, params) => {
      requireCockpit(request);
      const figure = figures.find((candidate) => candidate.id === params.figureId);
      if (!figure) throw new AppError('E_BAD_REQUEST', { reason: 'figureId' });
      const filter = cockpitFilter(app.clock(), params);
      const { answer } = await runReportForReader(app, request, figureReport(figure, filter), {});
      const value: CockpitFigureAnswer = { figureId: figure.id, answer };
      return ok(value);
    },
  );
}
