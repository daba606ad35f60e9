import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { parseCondition } from '../../../runtime/query/condition-codec.ts';
import { ok } from '../../plugins/envelope.ts';
import { addCall, NO_PARAMS } from '../../auth/call-route.ts';
import { addCommonOpinions, commonOpinionPage, commonOpinionTexts, deleteCommonOpinions } from '../common-opinions.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';
import { callerOf, intParam, str } from './call-helpers.ts';
import { optionalText, text } from '../../auth/param-schemas.ts';

/** Spec 02 §9: common opinions page by 20. */
const OPINION_PAGE = 20;

/** The text a commonOpinionList condition searches for (field commonOpinion or COMMON_DESC). */
function searchedText(condition: string): string {
  if (!condition) return '';
  const item = parseCondition(condition).find((entry) => entry.field === 'commonOpinion' || entry.field === 'COMMON_DESC');
  return item?.value ?? '';
}

/** The user's common opinions (spec 02 §3 'Common opinion'). */
export function opinionCalls(app: FastifyInstance, deps: WorkflowDeps): void {
  const { db } = deps.database;

  addCall(app, 'workflow/manager/commonOpinionList.ajax', { params: Type.Object({ pageNo: optionalText(9), pageSize: optionalText(9), condition: optionalText(4000) }) }, async (request, params) => {
    const caller = callerOf(request);
    const page = await commonOpinionPage(db, caller.user.userId, intParam(params, 'pageNo', 1, 1_000_000), intParam(params, 'pageSize', OPINION_PAGE, 100), searchedText(str(params, 'condition')));
    return {
      totalRows: page.total,
      rows: page.rows.map((row) => ({ rowDatas: { ...row, COMMON_DESC: row.commonOpinion }, pkValue: row.pkValue, check: false })),
      tableHeader: [{ label: caller.t('workflow.commonOpinion'), id: 'commonOpinion', width: '560' }],
      summary: {},
      code: 200,
      msg: '',
      isPageList: true,
    };
  });

  addCall(app, 'workflow/manager/addCommonOpinion.ajax', { params: Type.Object({ desc: text(60_000) }), methods: ['POST'] }, async (request, params) => {
    const caller = callerOf(request);
    return ok(await addCommonOpinions(db, caller.user.userId, String(params.desc ?? '')), { msgInfo: caller.t('msg.saved') });
  });

  addCall(app, 'workflow/manager/findEmpCommonOpinion.ajax', { params: NO_PARAMS }, async (request) => ok(await commonOpinionTexts(db, callerOf(request).user.userId)));

  addCall(app, 'workflow/manager/delEmpCommonOpinion.ajax', { params: Type.Object({ pkValue: text(20_000) }), methods: ['POST'] }, async (request, params) => {
    const caller = callerOf(request);
    const keys = str(params, 'pkValue').split(',').map((key) => key.trim()).filter(Boolean);
    return ok(await deleteCommonOpinions(db, caller.user.userId, keys), { msgInfo: caller.t('msg.deleted') });
  });
}
