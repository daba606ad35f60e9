import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/session-user.ts';
import type { JobUser } from './user-job.ts';

/** The requesting user as a job's payload names them. */
export function jobUser(request: FastifyRequest, user: SessionUser): JobUser {
  return { userId: user.userId, orgNo: user.orgNo, locale: request.locale, scope: user.dataScope };
}

/**
 * Queues a job for a request and starts it on this server without waiting: the request
 * answers the job id at once, the client polls pub/job/status.ajax. The job row makes the work
 * survive this server: should it die, another takes the job over when its lease runs out.
 */
export async function startJob(app: FastifyInstance, name: string, payload: unknown, options: { queue: string }): Promise<string> {
  const jobId = await app.jobs.enqueue(name, payload, options);
  app.jobs.runNow(jobId).catch((error: unknown) => app.log.error({ err: error, jobId }, 'job did not start'));
  return jobId;
}
