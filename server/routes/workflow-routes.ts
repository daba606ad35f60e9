import type { FastifyInstance } from 'fastify';
import { workflowExtMethods } from '../workflow/workflow-ext-methods.ts';
import { createExtMethodRegistry } from '../workflow/ext-methods.ts';
import type { WorkflowDeps } from '../workflow/workflow-deps.ts';
import { designerCalls } from '../workflow/routes/designer-calls.ts';
import { instanceCalls } from '../workflow/routes/instance-calls.ts';
import { monitorCalls } from '../workflow/routes/monitor-calls.ts';
import { opinionCalls } from '../workflow/routes/opinion-calls.ts';
import { taskCalls } from '../workflow/routes/task-calls.ts';

/**
 * The workflow calls of spec 02 §7 ('Workflow calls', 'Dashboard and task calls') and the
 * designer's. Every rule of §6 is enforced by the service behind them, not by the client.
 */
export async function workflowRoutes(app: FastifyInstance): Promise<void> {
  const deps: WorkflowDeps = { database: app.database, modules: app.modules, ext: createExtMethodRegistry(() => workflowExtMethods(app.modules)) };
  instanceCalls(app, deps);
  taskCalls(app, deps);
  opinionCalls(app, deps);
  designerCalls(app, deps);
  monitorCalls(app, deps);
}
