import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../runtime/index.ts';
import { ok } from '../plugins/envelope.ts';
import { addCall } from '../auth/call-route.ts';
import { requireUser } from '../auth/permissions.ts';
import { issueViewCode, redeemViewCode, type ViewTarget } from '../links/view-codes.ts';
import { optionalText } from '../auth/param-schemas.ts';

type Params = Record<string, string | undefined>;

const VIEW_PARAMS = {
  target: Type.String({ minLength: 1, maxLength: 500 }),
  moduleId: optionalText(64),
  pkValue: optionalText(64),
  modelId: optionalText(64),
  inIframe: optionalText(8),
};

/** A target names a page of this server by a relative path: letters, digits and -_./, never '..'. */
const TARGET = /^(?!.*\.\.)[\w-][\w./-]*$/;

const viewOf = (params: Params): ViewTarget => ({ target: params.target ?? '', moduleId: params.moduleId ?? '' });

/** What the page itself is given: its module, inIframe, and the workflow view's record and model. */
function pageQuery(params: Params): URLSearchParams {
  const query = new URLSearchParams({ moduleId: params.moduleId ?? '', inIframe: params.inIframe || 'true' });
  for (const name of ['pkValue', 'modelId'] as const) if (params[name]) query.set(name, params[name]);
  return query;
}

/**
 * The embedded pages of menus without a router path and the cockpit (spec 01 §2). The link a
 * client opens carries a one-time code, spent by gotoView on this server, never the uakey:
 * system/pub/gotoViewLink.ajax issues it to a signed-in user; gotoView checks it (one use,
 * VIEW_CODE_SECONDS, the same page, the session still live) and opens the target page.
 */
export async function gotoViewRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const base = app.config.apiBase.replace(/\/$/, '');

  addCall(app, 'system/pub/gotoViewLink.ajax', { params: Type.Object(VIEW_PARAMS) }, async (request, params) => {
    const user = requireUser(request);
    if (!TARGET.test(params.target ?? '')) throw new AppError('E_BAD_REQUEST', { reason: 'target' });
    const code = await issueViewCode(db, user, viewOf(params));
    // The spec's parameters with the code in place of the uakey (spec 01 §2, 02 §2).
    return ok(`${base}/gotoView?${new URLSearchParams({ target: params.target ?? '' })}&${pageQuery(params)}&${new URLSearchParams({ code })}`);
  });

  addCall(app, 'gotoView', { params: Type.Object({ ...VIEW_PARAMS, code: Type.String({ minLength: 1, maxLength: 64 }) }), methods: ['GET'] }, async (_request, params, reply) => {
    const view = viewOf(params);
    if (!TARGET.test(view.target) || !(await redeemViewCode(db, params.code ?? '', view))) throw new AppError('E_UNAUTHENTICATED', {}, 'links.viewCodeInvalid');
    return reply.redirect(`/${view.target}?${pageQuery(params)}`, 303);
  });
}
