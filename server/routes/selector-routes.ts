import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { columnDefaultWidth } from '../../runtime/index.ts';
import { ok } from '../plugins/envelope.ts';
import { addCall } from '../auth/call-route.ts';
import { requireUser } from '../auth/permissions.ts';
import { CONDITION_SCHEMA } from '../modules/call-params.ts';
import type { TableHeader } from '../modules/list-envelope.ts';
import { employeePage } from '../selectors/employee-selector.ts';
import { departTree, postTree } from '../selectors/org-structure-trees.ts';
import { postPage } from '../selectors/post-selector.ts';
import { rolePage } from '../selectors/role-list.ts';
import { selectorOrg } from '../selectors/selector-org.ts';
import { selectorEnvelope, selectorPage } from '../selectors/selector-page.ts';
import { userOrgTree } from '../selectors/user-orgs.ts';
import { optionalText } from '../auth/param-schemas.ts';

type Params = Record<string, unknown>;

const ORG = { orgNo: optionalText(32) };
const PAGE = { pageNo: optionalText(12), pageSize: optionalText(12), condition: Type.Optional(CONDITION_SCHEMA) };

function str(params: Params, name: string): string {
  const value = params[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** Table headers of a selector in the request language (server.json selector.* labels). */
function header(request: FastifyRequest, ids: readonly string[]): TableHeader[] {
  const width = columnDefaultWidth(ids.length);
  return ids.map((id) => ({ label: request.t(`selector.${id}`), id, width }));
}

/**
 * The selector dialogs' calls of spec 02 §7 'Selectors and trees': employees, departments,
 * posts, organisations and roles. Any signed-in user may call them; the organisation-bound
 * ones read only an organisation the user belongs to (their current one by default).
 */
export async function selectorRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const orgOf = (request: FastifyRequest, params: Params) => selectorOrg(db, requireUser(request), str(params, 'orgNo'));

  addCall(app, 'system/employee/selector.ajax', { params: Type.Object({ ...ORG, ...PAGE }) }, async (request, params) => {
    const orgNo = await orgOf(request, params);
    const { rows, total } = await employeePage(db, orgNo, str(params, 'condition'), selectorPage(params));
    return selectorEnvelope(rows, 'empId', total, header(request, ['empName', 'departName', 'postName']));
  });

  addCall(app, 'system/depart/tree.ajax', { params: Type.Object(ORG) }, async (request, params) => ok(await departTree(db, await orgOf(request, params))));

  addCall(app, 'system/post/tree.ajax', { params: Type.Object(ORG) }, async (request, params) => ok(await postTree(db, await orgOf(request, params))));

  addCall(app, 'system/post/selector.ajax', { params: Type.Object({ ...ORG, ...PAGE }) }, async (request, params) => {
    const orgNo = await orgOf(request, params);
    const { rows, total } = await postPage(db, orgNo, str(params, 'condition'), selectorPage(params));
    return selectorEnvelope(rows, 'postNo', total, header(request, ['postNam', 'departName']));
  });

  addCall(app, 'system/ogorgmst/selector.ajax', { params: Type.Object(ORG) }, async (request, params) => {
    const user = requireUser(request);
    const under = str(params, 'orgNo') ? await selectorOrg(db, user, str(params, 'orgNo')) : '';
    return ok(await userOrgTree(db, user.userId, under));
  });

  addCall(app, 'system/roleInfo/tableList.ajax', { params: Type.Object(PAGE) }, async (request, params) => {
    requireUser(request);
    const { rows, total } = await rolePage(db, request.locale, str(params, 'condition'), selectorPage(params));
    return selectorEnvelope(rows, 'roleId', total, header(request, ['roleName', 'roleId']));
  });
}
