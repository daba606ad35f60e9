import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../runtime/errors.ts';
import { ok } from '../plugins/envelope.ts';
import { addCall, NO_PARAMS } from '../auth/call-route.ts';
import { requireUser } from '../auth/permissions.ts';
import { optionalText, text } from '../auth/param-schemas.ts';
import { hasGrant } from '../auth/permissions.ts';
import { requireSystemAccess } from '../system/system-access.ts';
import { homeSlides, saveHomeSlide, SLIDE_COUNT, SLIDE_MAX_CHARS } from '../workspace/home-slides.ts';
import { chartPeople, checkChartOrg, orgChart, orgOfNode } from '../workspace/org-chart.ts';

/** The home page's carousel and the safety organisation chart (spec 02 §7 sforgan/sfSafeOrganize/*). */
export async function workspaceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  addCall(app, 'system/homeSlide/list.ajax', { params: NO_PARAMS }, async (request) => {
    const user = requireUser(request);
    // The carousel is set up by whoever may change the system parameters.
    return ok(await homeSlides(db), { param: { editable: hasGrant(user, 'sysParam', 'edit') } });
  });

  addCall(
    app,
    'system/homeSlide/save.ajax',
    {
      params: Type.Object({
        seq: Type.Integer({ minimum: 1, maximum: SLIDE_COUNT }),
        image: Type.String({ maxLength: SLIDE_MAX_CHARS + 1 }),
        title: optionalText(400),
      }),
      methods: ['POST'],
    },
    async (request, params) => {
      const user = requireSystemAccess(request, 'sysParam', 'edit', String(params.seq));
      await saveHomeSlide(db, user.userId, { seq: params.seq, image: params.image, title: params.title ?? '' });
      return ok(null, { msgInfo: request.t('msg.success') });
    },
  );

  addCall(app, 'sforgan/sfSafeOrganize/getDepartmentListNew.ajax', { params: Type.Object({ orgNo: optionalText(32) }) }, async (request, params) => {
    const user = requireUser(request);
    const orgNo = params.orgNo || user.orgNo;
    await checkChartOrg(db, user, orgNo);
    return ok(await orgChart(db, orgNo));
  });

  addCall(app, 'sforgan/sfSafeOrganize/getUserList.ajax', { params: Type.Object({ sfoNo: text(80) }) }, async (request, params) => {
    const user = requireUser(request);
    const orgNo = await orgOfNode(db, params.sfoNo);
    if (!orgNo) throw new AppError('E_RECORD_NOT_FOUND');
    await checkChartOrg(db, user, orgNo);
    return ok(await chartPeople(db, orgNo, params.sfoNo));
  });
}
