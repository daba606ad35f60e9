import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../runtime/errors.ts';
import { ok } from '../plugins/envelope.ts';
import { applyAccountAction, type AccountAction } from '../auth/account-admin.ts';
import { addCall } from '../auth/call-route.ts';
import { requireUser } from '../auth/permissions.ts';
import { optionalText, text } from '../auth/param-schemas.ts';
import { requireAcceptablePassword } from '../auth/password-rule.ts';
import { rsaDecrypt } from '../auth/rsa-keys.ts';
import { requireAdmin } from '../admin/admin-access.ts';
import { splitIds } from '../admin/id-list.ts';
import { USER_NAME_PATTERN } from '../admin/user-import-template.ts';
import { addUser, editUser, findUser, listUsers, resetUserPassword, type UserFilter } from '../admin/user-admin.ts';
import type { UserFields } from '../../contracts/system-admin.ts';
import { selectorPage } from '../selectors/selector-page.ts';
import { csvText } from '../system/csv.ts';
import { passwordPolicyOf } from '../system/live-params.ts';

const ACTIONS: readonly { path: string; action: AccountAction; message: string }[] = [
  { path: 'system/user/approve.ajax', action: 'approve', message: 'account.approved' },
  { path: 'system/user/lock.ajax', action: 'lock', message: 'account.locked' },
  { path: 'system/user/unlock.ajax', action: 'unlock', message: 'account.unlocked' },
];

const USER_ID = { userId: Type.String({ minLength: 1, maxLength: 32 }) };

const USER_FIELDS = {
  userId: optionalText(32),
  userName: optionalText(64),
  /** RSA-encrypted like the login form's; a new account's first password. */
  password: optionalText(1024),
  realName: text(64),
  mobile: optionalText(20),
  orgNo: text(32),
  departNo: optionalText(32),
  postNo: optionalText(32),
  orgNos: optionalText(4000),
  roleIds: optionalText(4000),
};

const FILTER_PARAMS = { keyword: optionalText(64), orgNo: optionalText(32), departNo: optionalText(32), state: optionalText(1), roleId: optionalText(32) };
const LIST_PARAMS = { ...FILTER_PARAMS, pageNo: optionalText(12), pageSize: optionalText(12) };
/** The export holds at most this many accounts, newest first. */
const EXPORT_ROWS = 50_000;
/** The export's columns, each headed by the user screen's field label (admin.user.field.*). */
const EXPORT_COLUMNS = ['userName', 'realName', 'mobile', 'orgName', 'departName', 'postName', 'roleNames', 'state', 'createdAt'] as const;

function userFilter(params: { keyword?: string; orgNo?: string; departNo?: string; state?: string; roleId?: string }): UserFilter {
  return { keyword: params.keyword?.trim() ?? '', orgNo: params.orgNo ?? '', departNo: params.departNo ?? '', state: params.state ?? '', roleId: params.roleId ?? '' };
}

function userFields(params: { realName: string; mobile?: string; orgNo: string; departNo?: string; postNo?: string; orgNos?: string; roleIds?: string }): UserFields {
  const realName = params.realName.trim();
  if (!realName) throw new AppError('E_VALIDATION', {}, 'admin.nameRequired');
  return {
    realName,
    mobile: params.mobile?.trim() ?? '',
    orgNo: params.orgNo.trim(),
    departNo: params.departNo?.trim() ?? '',
    postNo: params.postNo?.trim() ?? '',
    orgNos: splitIds(params.orgNos ?? ''),
    roleIds: splitIds(params.roleIds ?? ''),
  };
}

/**
 * User administration (issue 15): the accounts of the administrator's organisations with the
 * organisation tree's filter, adding and editing them with their organisations, department,
 * post and roles, password resets, and the account decisions (approve a registration,
 * disable, enable).
 */
export async function userAdminRoutes(app: FastifyInstance): Promise<void> {
  const { database } = app;
  const newPassword = async (encrypted: string | undefined, userName: string) =>
    requireAcceptablePassword(passwordPolicyOf(app.params.values), encrypted ? await rsaDecrypt(database, encrypted) : null, userName);

  for (const { path, action, message } of ACTIONS) {
    addCall(app, path, { params: Type.Object(USER_ID), methods: ['POST'] }, async (request, params) => {
      await applyAccountAction(database, requireUser(request), params.userId, action);
      return ok(null, { msgInfo: request.t(message) });
    });
  }

  addCall(app, 'system/user/list.ajax', { params: Type.Object(LIST_PARAMS) }, async (request, params) => {
    const actor = requireAdmin(requireUser(request), 'users', 'view');
    const { rows, total } = await listUsers(database.db, actor, request.locale, userFilter(params), selectorPage(params));
    return ok({ rows, totalRows: total });
  });

  // The accounts the list's filter finds as CSV, in the reader's language (states as words).
  addCall(app, 'system/user/export.ajax', { params: Type.Object(FILTER_PARAMS) }, async (request, params, reply) => {
    const actor = requireAdmin(requireUser(request), 'users', 'export');
    const { rows } = await listUsers(database.db, actor, request.locale, userFilter(params), { limit: EXPORT_ROWS, offset: 0 });
    const header = EXPORT_COLUMNS.map((column) => request.t(`admin.user.export.${column}`));
    const cells = rows.map((row) => EXPORT_COLUMNS.map((column) => (column === 'state' ? request.t(`admin.user.state.${row.state}`) : row[column])));
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="users.csv"').send(csvText(header, cells));
  });

  addCall(app, 'system/user/find.ajax', { params: Type.Object(USER_ID) }, async (request, params) => {
    const actor = requireAdmin(requireUser(request), 'users', 'view');
    return ok(await findUser(database.db, actor, request.locale, params.userId));
  });

  addCall(app, 'system/user/save.ajax', { params: Type.Object(USER_FIELDS), methods: ['POST'] }, async (request, params) => {
    const user = requireUser(request);
    const fields = userFields(params);
    if (params.userId) {
      await editUser(database, requireAdmin(user, 'users', 'edit'), params.userId, fields);
      return ok(params.userId, { msgInfo: request.t('msg.success') });
    }
    const actor = requireAdmin(user, 'users', 'add');
    const userName = params.userName?.trim() ?? '';
    if (!new RegExp(USER_NAME_PATTERN).test(userName)) throw new AppError('E_VALIDATION', {}, 'admin.user.nameInvalid');
    const userId = await addUser(database, actor, userName, await newPassword(params.password, userName), fields);
    return ok(userId, { msgInfo: request.t('msg.success') });
  });

  addCall(app, 'system/user/adminResetPassword.ajax', { params: Type.Object({ ...USER_ID, password: text(1024) }), methods: ['POST'] }, async (request, params) => {
    const actor = requireAdmin(requireUser(request), 'users', 'resetPassword');
    const target = await findUser(database.db, actor, request.locale, params.userId);
    await resetUserPassword(database, actor, params.userId, await newPassword(params.password, target.userName));
    return ok(null, { msgInfo: request.t('admin.user.passwordReset') });
  });
}
