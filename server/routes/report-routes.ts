import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../runtime/index.ts';
import { ok } from '../plugins/envelope.ts';
import { addCall } from '../auth/call-route.ts';
import { optionalText } from '../auth/param-schemas.ts';
import { recordContext, requireModuleOperation } from '../modules/module-call.ts';
import { fieldAccessOf } from '../modules/field-overrides.ts';
import { createSqlBudget } from '../workflow/sql-budget.ts';
import { publishedReport } from '../reports/report-store.ts';
import { runReport } from '../reports/report-run.ts';

const REPORT_ID = Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]*$', maxLength: 64 });

/**
 * system/report/run.ajax: a published report's groups for the signed-in reader. `condition`:
 * their search conditions on the source module (the list's codec); `anchor`: a day of the
 * period an IndicatorComparison report compares (today by default). The reader needs the
 * source module's view grant; the answer is in their organisation, data scope and language.
 */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  addCall(
    app,
    'system/report/run.ajax',
    { params: Type.Object({ reportId: REPORT_ID, condition: optionalText(4000), anchor: optionalText(10) }) },
    async (request, params) => {
      const bundle = await publishedReport(app.database.db, params.reportId);
      const source = bundle ? app.modules.byModuleId(bundle.source) : undefined;
      if (!bundle) throw new AppError('E_NOT_FOUND', { reportId: params.reportId }, 'report.notFound');
      if (!source) throw new AppError('E_BAD_REQUEST', { reason: '/source' }, 'report.broken');
      const user = requireModuleOperation(request, source, 'view');
      const answer = await runReport(
        bundle,
        { condition: params.condition ?? '', anchor: params.anchor ?? '' },
        {
          db: app.database.db,
          registry: app.modules,
          ctx: recordContext(request, user),
          access: await fieldAccessOf(app.database.db, source, user),
          budget: createSqlBudget(),
          now: app.clock(),
        },
      );
      return ok(answer);
    },
  );
}
