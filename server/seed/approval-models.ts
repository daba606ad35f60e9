import { NO_HANDLERS, wfLine, wfModel, wfNode } from '../../runtime/workflow/model-builders.ts';
import type { HandlerConfig, WfModel } from '../../runtime/workflow/model-types.ts';

/*
 * The demo approval models of the business modules (issue 14): each bound to its module's
 * life cycle by the bundle's `workflow.states`, so the model, not an administrator's
 * transition, moves the record. Handlers are the demo organisation's posts (server/seed/
 * system-data.ts): at the wind farm 场长 P0101 (manager), 值长 P0102 (zhangsan, gaofeng); at
 * the PV station 值长 P0202 (hanmei), 运维工程师 P0203 (lisi), 值班员 P0205 (zhaoliu) and 站长
 * P0201, a post no demo account holds, so the administrator (U0001, a member of both stations)
 * stands in for it. Candidates are kept to the record's organisation, so one model serves both
 * stations.
 */

/**
 * 值长 (both stations) and the PV station's 运维工程师: who reviews a request first, never the
 * requester himself (张三 and 李四 hold these posts; 高峰 and 韩梅 review what they submit).
 */
const SHIFT_LEADERS: HandlerConfig = { ...NO_HANDLERS, posts: ['P0102', 'P0202', 'P0203'], excludeStarter: true };
/**
 * 场长 / 站长, with the administrator standing in for the PV station's vacant post; the final
 * approval is never the requester's own (a head's request goes to the administrator).
 */
export const STATION_HEADS: HandlerConfig = { ...NO_HANDLERS, posts: ['P0101', 'P0201'], users: ['U0001'], excludeStarter: true };
const STARTER: HandlerConfig = { ...NO_HANDLERS, starter: true };
const REVIEW_FLAGS = { needOpinion: true, allowFallback: true, allowFallbackToStart: true };

/** Material requisition: 值长审核 → 场长审批; sent back to the requester it is a draft again. */
export const REQUISITION_MODEL: WfModel = wfModel('mtRequisition_approval', 'mtRequisition', { zh: '领料审批流程', en: 'Material requisition approval' }, [
  wfNode('start', 'start', { zh: '领料申请', en: 'Requisition' }, { left: 60, top: 160, handlers: STARTER }),
  wfNode('teamReview', 'ordinary', { zh: '值长审核', en: 'Shift leader review' }, { left: 240, top: 160, handlers: SHIFT_LEADERS, ...REVIEW_FLAGS }),
  wfNode('headApproval', 'ordinary', { zh: '场长审批', en: 'Manager approval' }, { left: 420, top: 160, handlers: STATION_HEADS, ...REVIEW_FLAGS }),
  wfNode('end', 'end', { zh: '结束', en: 'End' }, { left: 600, top: 160 }),
], [
  wfLine('l_submit', 'start', 'teamReview', '', { zh: '提交', en: 'Submit' }),
  wfLine('l_review', 'teamReview', 'headApproval', '', { zh: '同意', en: 'Agree' }),
  wfLine('l_approve', 'headApproval', 'end', '', { zh: '批准', en: 'Approve' }),
]);

/** Vehicle use request: 值长审核 → 场长审批 (who assigns the vehicle and the driver). */
export const USE_REQUEST_MODEL: WfModel = wfModel('vmUseRequest_approval', 'vmUseRequest', { zh: '用车审批流程', en: 'Vehicle use approval' }, [
  wfNode('start', 'start', { zh: '用车申请', en: 'Vehicle use request' }, { left: 60, top: 160, handlers: STARTER }),
  wfNode('teamReview', 'ordinary', { zh: '值长审核', en: 'Shift leader review' }, { left: 240, top: 160, handlers: SHIFT_LEADERS, ...REVIEW_FLAGS }),
  wfNode('headApproval', 'ordinary', { zh: '场长审批派车', en: 'Manager approval and dispatch' }, {
    left: 420,
    top: 160,
    handlers: STATION_HEADS,
    ...REVIEW_FLAGS,
    editableFields: ['vehicleNo', 'driverName', 'approvalOpinion'],
  }),
  wfNode('end', 'end', { zh: '结束', en: 'End' }, { left: 600, top: 160 }),
], [
  wfLine('l_submit', 'start', 'teamReview', '', { zh: '提交', en: 'Submit' }),
  wfLine('l_review', 'teamReview', 'headApproval', '', { zh: '同意', en: 'Agree' }),
  wfLine('l_approve', 'headApproval', 'end', '', { zh: '批准', en: 'Approve' }),
]);

/** Hidden-danger closure once rectified: 值长验收 → 场长批准关闭; sent back, rectification goes on. */
export const HIDDEN_DANGER_MODEL: WfModel = wfModel('saHiddenDanger_closure', 'saHiddenDanger', { zh: '隐患闭环流程', en: 'Hidden danger closure' }, [
  wfNode('start', 'start', { zh: '整改完成', en: 'Rectification done' }, { left: 60, top: 160, handlers: STARTER }),
  wfNode('verify', 'ordinary', { zh: '验收', en: 'Verification' }, { left: 240, top: 160, handlers: SHIFT_LEADERS, ...REVIEW_FLAGS, editableFields: ['verifiedBy', 'verifiedAt'] }),
  wfNode('closeApproval', 'ordinary', { zh: '批准关闭', en: 'Closure approval' }, { left: 420, top: 160, handlers: STATION_HEADS, ...REVIEW_FLAGS }),
  wfNode('end', 'end', { zh: '结束', en: 'End' }, { left: 600, top: 160 }),
], [
  wfLine('l_submit', 'start', 'verify', '', { zh: '提交验收', en: 'Submit for verification' }),
  wfLine('l_verified', 'verify', 'closeApproval', '', { zh: '验收通过', en: 'Verified' }),
  wfLine('l_closed', 'closeApproval', 'end', '', { zh: '关闭', en: 'Close' }),
]);

/**
 * The duty chiefs (值长) who receive work tickets and permit the work, with the administrator
 * standing in for the PV station's vacant post. Not the operators (值班员): 赵六, the PV
 * station's operator, fills in its tickets and must not receive his own; nor a duty chief the
 * ticket he filled in (张三's go to 高峰).
 */
const DUTY_CHIEFS: HandlerConfig = { ...NO_HANDLERS, posts: ['P0102', 'P0202'], users: ['U0001'], excludeStarter: true };

/**
 * Work ticket issue (两票): the issuer the ticket names signs it (the bundle's ticketIssuer
 * handler), the duty chiefs receive it and permit the work, ticking the safety measures; the
 * ticket's life cycle then goes on by its transitions (start, end, archive).
 */
export const WORK_TICKET_MODEL: WfModel = wfModel('wtWorkTicket_issue', 'wtWorkTicket', { zh: '工作票签发许可流程', en: 'Work ticket issue and permit' }, [
  wfNode('start', 'start', { zh: '填写工作票', en: 'Fill in ticket' }, { left: 60, top: 160, handlers: STARTER }),
  // Not excluding the starter: the safety rules let the issuer fill in the ticket he signs.
  wfNode('sign', 'ordinary', { zh: '签发', en: 'Sign' }, { left: 220, top: 160, handlers: { ...NO_HANDLERS, extension: 'ticketIssuer' }, ...REVIEW_FLAGS }),
  wfNode('receive', 'ordinary', { zh: '接票', en: 'Receive' }, { left: 380, top: 160, handlers: DUTY_CHIEFS, ...REVIEW_FLAGS }),
  wfNode('permit', 'ordinary', { zh: '许可', en: 'Permit' }, { left: 540, top: 160, handlers: DUTY_CHIEFS, ...REVIEW_FLAGS, editableFields: ['wtSafetyMeasure'] }),
  wfNode('end', 'end', { zh: '结束', en: 'End' }, { left: 700, top: 160 }),
], [
  wfLine('l_submit', 'start', 'sign', '', { zh: '提交签发', en: 'Submit for signing' }),
  wfLine('l_sign', 'sign', 'receive', '', { zh: '签发', en: 'Sign' }),
  wfLine('l_receive', 'receive', 'permit', '', { zh: '接票', en: 'Receive' }),
  wfLine('l_permit', 'permit', 'end', '', { zh: '许可开工', en: 'Permit work' }),
]);

export const APPROVAL_MODELS: readonly WfModel[] = [REQUISITION_MODEL, USE_REQUEST_MODEL, HIDDEN_DANGER_MODEL, WORK_TICKET_MODEL];
