import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../runtime/errors.ts';
import { ok } from '../plugins/envelope.ts';
import { addCall } from '../auth/call-route.ts';
import { requireUser } from '../auth/permissions.ts';
import { optionalText, text } from '../auth/param-schemas.ts';
import { chartPeople, checkChartOrg, orgChart, orgOfNode } from '../workspace/org-chart.ts';

/** The safety organisation chart (spec 02 §7 sforgan/sfSafeOrganize/*). */
export async function workspaceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

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
