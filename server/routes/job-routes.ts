import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../plugins/envelope.ts';
import { addCall } from '../auth/call-route.ts';
import { requireUser } from '../auth/permissions.ts';
import { readJobStatus } from '../jobs/job-status.ts';
import { text } from '../auth/param-schemas.ts';

/**
 * pub/job/status.ajax {jobId}: where an import or export that runs as a job stands (rows read,
 * written, refused), and its answer once done. Not in the spec: the spec's calls answer a
 * jobId beside their own fields when the work is too large for one request.
 */
export async function jobRoutes(app: FastifyInstance): Promise<void> {
  addCall(app, 'pub/job/status.ajax', { params: Type.Object({ jobId: text(20) }) }, async (request, params) => {
    const status = await readJobStatus(app.database.db, app.jobs, requireUser(request), params.jobId.trim(), request.t);
    return ok(status, { msgInfo: status.message });
  });
}
