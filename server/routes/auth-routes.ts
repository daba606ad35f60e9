import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { unlockNeedsPassword } from './personal-routes.ts';
import { AppError } from '../../runtime/errors.ts';
import { ok } from '../plugins/envelope.ts';
import { addCall, NO_PARAMS } from '../auth/call-route.ts';
import { createCaptcha, requireCaptcha } from '../auth/captcha.ts';
import { ENCRYPTED_APIS } from '../auth/encrypted-payload.ts';
import type { CurrentUserInfo } from '../../contracts/current-user.ts';
import { checkLogin } from '../auth/login.ts';
import { checkSmsLogin } from '../auth/sms-login.ts';
import { moduleOperations, requireUser } from '../auth/permissions.ts';
import { allowedOperations } from '../modules/module-call.ts';
import { publicKeyPem } from '../auth/rsa-keys.ts';
import { endSession, rotateSession, type TokenData } from '../auth/sessions.ts';
import { createToken } from '../auth/tokens.ts';
import { findUakey, markUakeyUsed } from '../auth/uakeys.ts';
import { loginLockOf } from '../system/live-params.ts';
import { logLogin } from '../system/login-log.ts';
import { optionalText, text } from '../auth/param-schemas.ts';

const KEY = text(200);

/** Token data answered as value and at the top level, where the spec's clients read it. */
function tokenAnswer(data: TokenData, msgInfo = '') {
  return { ...ok(data, { msgInfo, param: { encryptedApis: ENCRYPTED_APIS } }), ...data, encryptedApis: ENCRYPTED_APIS };
}

function isTrue(value: unknown): boolean {
  return value === true || value === '1' || value === 'true' || value === 'on';
}

/** Login, token and current-user calls (spec 01 §7). */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { database } = app;

  addCall(app, 'login/publicKey.ajax', { params: NO_PARAMS }, async () => ok(await publicKeyPem(database)));

  // The login form asks here whether to show a captcha at all (LOGIN_CAPTCHA=off drops it).
  addCall(app, 'login/captcha.ajax', { params: NO_PARAMS }, async () => {
    if (!app.params.values['login.captcha']) return ok({ enabled: false });
    const { uuId, svg } = await createCaptcha(database.db);
    return ok({ enabled: true, uuId, svg, img: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` });
  });

  addCall(
    app,
    'login/checklogin.ajax',
    {
      params: Type.Object({
        username: Type.String({ minLength: 1, maxLength: 64 }),
        password: Type.Optional(Type.String({ minLength: 1, maxLength: 1024 })),
        code: optionalText(16),
        uuId: optionalText(64),
        // 'account' (default): user name and password; 'sms': username is the mobile, code the SMS code.
        validCodeType: Type.Optional(Type.Union([Type.Literal('account'), Type.Literal('sms')])),
        rememberMe: optionalText(5),
      }),
    },
    async (request, params) => {
      await app.limits.login(request);
      const remember = isTrue(params.rememberMe);
      const { values } = app.params;
      return logLogin(database.db, request, params.username.trim(), async () => {
        // The SMS code stands in for the captcha: it already proves a person holds the phone.
        if (params.validCodeType === 'sms') {
          const data = await checkSmsLogin(database, values['token.hours'], { mobile: params.username, code: params.code ?? '', remember });
          return tokenAnswer(data, request.t('auth.loginSuccess'));
        }
        if (!params.password) throw new AppError('E_BAD_REQUEST', { reason: 'password' });
        await requireCaptcha(database.db, values['login.captcha'], params.uuId, params.code);
        const data = await checkLogin(database, { configHours: values['token.hours'], lock: loginLockOf(values) }, {
          userName: params.username.trim(),
          passwordCipher: params.password,
          remember,
        });
        return tokenAnswer(data, request.t('auth.loginSuccess'));
      });
    },
  );

  // Integration call: answers { code, access_token, expires_in (seconds, OAuth style; 0 never) } rather than the envelope.
  addCall(app, 'api/getToken', { params: Type.Object({ uakey: Type.Optional(KEY) }) }, async (request, params) => {
    const key = params.uakey ? await findUakey(database.db, params.uakey) : undefined;
    if (!key) return { code: 401, msg: request.t('error.uakey') };
    await markUakeyUsed(database.db, key.keyHash);
    const hours = app.params.values['token.hours'];
    const token = await createToken(database.db, key.userId, {
      hours,
      remember: false,
      // A token got by a session key belongs to its session and ends at its logout; an integration key outlives its tokens.
      uakeyHash: key.kind === 'session' ? key.keyHash : null,
      sessionId: key.kind === 'session' ? key.sessionId : null,
    });
    return { code: 200, msg: 'ok', access_token: token, expires_in: hours * 3600 };
  });

  addCall(app, 'login/updateUserToken.ajax', { params: Type.Object({ uakey: Type.Optional(KEY) }) }, async (_request, params) => {
    const data = params.uakey ? await rotateSession(database.db, params.uakey, app.params.values['token.hours']) : undefined;
    if (!data) throw new AppError('E_UAKEY');
    return tokenAnswer(data);
  });

  addCall(app, 'login/logout.ajax', { params: NO_PARAMS }, async (request) => {
    await endSession(database.db, database.changes, requireUser(request).tokenId);
    return ok(null, { msgInfo: request.t('msg.success') });
  });

  const sortedOperations = (permissions: { isModuleOprLimit: boolean; moduleOprs: string[] }) => ({ ...permissions, moduleOprs: [...permissions.moduleOprs].sort() });

  addCall(app, 'login/currentUserInfo.ajax', { params: Type.Object({ moduleId: optionalText(64) }) }, async (request, params) => {
    const user = requireUser(request);
    // A published module answers what the server will let the user do in it (a child list
    // follows its parent's grants, a derived list is read-only); other ids their grants.
    const module = params.moduleId ? app.modules.byModuleId(params.moduleId) : undefined;
    const permissions = module
      ? sortedOperations(allowedOperations(request, module))
      : params.moduleId
        ? moduleOperations(user, params.moduleId)
        : { isModuleOprLimit: !user.isSuperAdmin, moduleOprs: [] as string[] };
    const orgs = await database.db
      .selectFrom('sys_user_org as uo')
      .innerJoin('sys_org as o', 'o.org_no', 'uo.org_no')
      .select(['o.org_no', 'o.org_name'])
      .where('uo.user_id', '=', user.userId)
      .orderBy('o.seq')
      .orderBy('o.org_no')
      .execute();
    const info: CurrentUserInfo = {
      currentUser: user.userId,
      currentUserName: user.userName,
      currentUserRealName: user.realName,
      currentEmp: user.empId,
      currentEmpName: user.empName,
      currentEmpDepartNo: user.departNo,
      currentEmpDepartName: user.departName,
      currentEmpPostNo: user.postNo,
      currentEmpPostName: user.postName,
      userTheme: user.theme,
      userAvatar: user.avatar,
      defaultOrgNo: user.orgNo,
      defaultOrgName: user.orgName,
      isModuleOprLimit: permissions.isModuleOprLimit,
      moduleOprs: permissions.moduleOprs,
      userRoleIds: user.roleIds,
      isSuperAdmin: user.isSuperAdmin,
      userOrgs: orgs.map((org) => ({ orgNo: org.org_no as string, orgName: org.org_name as string })),
      encryptedApis: [...ENCRYPTED_APIS],
      mustChangePassword: user.mustChangePassword,
      lockTime: user.lockMinutes,
      screenLocked: user.screenLockedAt !== null,
      unlockNeedsPassword: unlockNeedsPassword(user, app.params.values['screenLock.passwordMinutes']),
      pushMuted: user.pushMuted,
    };
    return { ...ok(info), ...info };
  });
}
