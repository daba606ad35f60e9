import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../plugins/envelope.ts';
import { addCall } from '../auth/call-route.ts';
import { requireUser } from '../auth/permissions.ts';
import { optionalText, text } from '../auth/param-schemas.ts';
import { requireAdmin } from '../admin/admin-access.ts';
import { deleteOrgNode, ORG_LEVELS, orgNodes, saveOrgNode, setOrgNodeState } from '../admin/org-nodes.ts';

const NODE = { level: Type.Union(ORG_LEVELS.map((level) => Type.Literal(level))), key: text(32) };

/**
 * Maintenance of the organisation tree (issue 15): organisations, departments, teams and posts
 * are added, renamed, moved, disabled, and deleted only while nothing names them.
 */
export async function orgAdminRoutes(app: FastifyInstance): Promise<void> {
  const { database } = app;

  addCall(app, 'system/orgNode/tree.ajax', { params: Type.Object({}) }, async (request) => {
    requireAdmin(requireUser(request), 'orgs', 'view');
    return ok(await orgNodes(database.db));
  });

  addCall(
    app,
    'system/orgNode/save.ajax',
    { params: Type.Object({ ...NODE, isNew: optionalText(5), name: text(100), parentNo: optionalText(32), orgNo: optionalText(32), seq: optionalText(9) }), methods: ['POST'] },
    async (request, params) => {
      const actor = requireAdmin(requireUser(request), 'orgs', 'edit');
      const seq = Number.parseInt(params.seq ?? '0', 10);
      const fields = { name: params.name.trim(), parentNo: params.parentNo?.trim() ?? '', orgNo: params.orgNo?.trim() ?? '', seq: Number.isSafeInteger(seq) ? seq : 0 };
      await saveOrgNode(database, actor, params.level, params.key.trim(), params.isNew === 'true', fields);
      return ok(null, { msgInfo: request.t('msg.success') });
    },
  );

  addCall(app, 'system/orgNode/state.ajax', { params: Type.Object({ ...NODE, state: Type.Union([Type.Literal('0'), Type.Literal('1')]) }), methods: ['POST'] }, async (request, params) => {
    await setOrgNodeState(database, requireAdmin(requireUser(request), 'orgs', 'edit'), params.level, params.key, params.state === '1' ? 1 : 0);
    return ok(null, { msgInfo: request.t('msg.success') });
  });

  addCall(app, 'system/orgNode/delete.ajax', { params: Type.Object(NODE), methods: ['POST'] }, async (request, params) => {
    await deleteOrgNode(database, app.modules, requireAdmin(requireUser(request), 'orgs', 'edit'), params.level, params.key);
    return ok(null, { msgInfo: request.t('msg.success') });
  });
}
