import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, modulesRead, type ReportBundle } from '../../runtime/index.ts';
import type { ReportAnswer } from '../../contracts/report.ts';
import type { RecordContext } from '../modules/record-context.ts';
import { recordContext, requireModuleOperation } from '../modules/module-call.ts';
import { fieldAccessOf } from '../modules/field-overrides.ts';
import { createSqlBudget } from '../workflow/sql-budget.ts';
import { REPORT_SQL_BUDGET, runReport } from './report-run.ts';

/**
 * A report bundle run for the signed-in reader (report pages, the leadership cockpit): the
 * source module's view grant, their organisation, data scope, field access and language,
 * their search `condition` and the `anchor` of a comparing report.
 */
export async function runReportForReader(
  app: FastifyInstance,
  request: FastifyRequest,
  bundle: ReportBundle,
  params: { condition?: string; anchor?: string },
): Promise<{ answer: ReportAnswer; ctx: RecordContext }> {
  const source = app.modules.byModuleId(bundle.source);
  if (!source) throw new AppError('E_BAD_REQUEST', { reason: '/source' }, 'report.broken');
  const user = requireModuleOperation(request, source, 'view');
  // A dimension read through another module's records shows them: the reader needs that module's view grant too.
  const read = modulesRead(bundle, app.modules);
  for (const module of read) requireModuleOperation(request, module, 'view');
  const access = new Map(await Promise.all(read.map(async (module) => [module.moduleId, await fieldAccessOf(app.database.db, module, user)] as const)));
  const ctx = recordContext(request, user);
  const answer = await runReport(
    bundle,
    { condition: params.condition ?? '', anchor: params.anchor ?? '' },
    { db: app.database.db, registry: app.modules, ctx, access: (moduleId) => access.get(moduleId) ?? {}, budget: createSqlBudget(REPORT_SQL_BUDGET), now: app.clock() },
  );
  return { answer, ctx };
}
