import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../runtime/errors.ts';
import { ok } from '../plugins/envelope.ts';
import { addCall, NO_PARAMS } from '../auth/call-route.ts';
import { requireCaptcha } from '../auth/captcha.ts';
import { clearFailures, lockKey } from '../auth/login-lock.ts';
import { mobileTaken, userByMobile } from '../auth/mobile-users.ts';
import { hashPassword } from '../auth/password.ts';
import { requireAcceptablePassword } from '../auth/password-rule.ts';
import { assertUserNameFree, registerUser, USER_NAME_PATTERN } from '../auth/register-user.ts';
import { rsaDecrypt } from '../auth/rsa-keys.ts';
import { endUserSessions } from '../auth/sessions.ts';
import { consumeSmsCode, issueSmsCode, normalizeMobile, SMS_PURPOSES } from '../auth/sms-codes.ts';
import { createSmsSender } from '../auth/sms-sender.ts';
import { optionalText } from '../auth/param-schemas.ts';
import { passwordPolicyOf } from '../system/live-params.ts';

const MOBILE = Type.String({ minLength: 1, maxLength: 32 });
const SMS_CODE = Type.String({ minLength: 1, maxLength: 16 });
const CIPHER = Type.String({ minLength: 1, maxLength: 1024 });

function requireMobile(text: string): string {
  const mobile = normalizeMobile(text);
  if (!mobile) throw new AppError('E_VALIDATION', {}, 'rule.phone');
  return mobile;
}

/** Self-service accounts before signing in: SMS codes, registration, password reset (public calls). */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { database } = app;
  const { db } = database;
  const sms = createSmsSender(app.config.sms, database, (message) => app.log.error(message));
  const passwordPolicy = () => passwordPolicyOf(app.params.values);

  // The sign-up screens check a new password against the same policy before sending it.
  addCall(app, 'login/passwordPolicy.ajax', { params: NO_PARAMS }, async () => ok(passwordPolicy()));

  // Login and reset codes go only to registered mobiles, yet every mobile gets the same
  // answer (and the same 60 s limit), so the call cannot tell which numbers have accounts.
  // Each text costs money: a person must be behind it (the captcha, or a signed-in session),
  // and the texts per address and in all are limited.
  addCall(
    app,
    'login/sendSmsCode.ajax',
    { params: Type.Object({ mobile: MOBILE, purpose: Type.Union(SMS_PURPOSES.map((purpose) => Type.Literal(purpose))), uuId: optionalText(64), code: optionalText(16) }) },
    async (request, params) => {
      await app.limits.sms(request);
      const mobile = requireMobile(params.mobile);
      await requireCaptcha(db, app.params.values['login.captcha'] && !request.user, params.uuId, params.code);
      await app.limits.smsAll(request);
      const minutes = app.params.values['sms.codeMinutes'];
      const code = await issueSmsCode(db, mobile, params.purpose, minutes);
      const deliver = params.purpose === 'register' || (await userByMobile(db, mobile)) !== undefined;
      // A gateway that fails says so (E_SMS_DELIVERY) rather than leave the person waiting; only
      // during such an outage does the answer differ between numbers with and without an account.
      if (deliver) await sms.send({ mobile, purpose: params.purpose, params: { code, minutes }, text: request.t('sms.codeText', { code, minutes }) });
      return ok(null, { msgInfo: request.t('sms.sent') });
    },
  );

  addCall(
    app,
    'system/user/register.ajax',
    { params: Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }), realName: Type.String({ minLength: 1, maxLength: 64 }), mobile: MOBILE, smsCode: SMS_CODE, password: CIPHER }), methods: ['POST'] },
    async (request, params) => {
      if (!app.params.values['register.enabled']) throw new AppError('E_VALIDATION', {}, 'auth.registerClosed');
      await app.limits.account(request);
      const userName = params.username.trim();
      const realName = params.realName.trim();
      if (!USER_NAME_PATTERN.test(userName)) throw new AppError('E_VALIDATION', {}, 'auth.userNameRule');
      if (!realName) throw new AppError('E_VALIDATION', {}, 'auth.realNameRequired');
      const mobile = requireMobile(params.mobile);
      const password = requireAcceptablePassword(passwordPolicy(), await rsaDecrypt(database, params.password), userName);
      // The name is checked before the code is spent, so a taken name costs no new SMS.
      await assertUserNameFree(db, userName);
      if (!(await consumeSmsCode(db, mobile, 'register', params.smsCode.trim()))) throw new AppError('E_SMS_CODE');
      // Only after the code: whether a number has an account is told to its holder alone.
      if (await mobileTaken(db, mobile)) throw new AppError('E_VALIDATION', {}, 'auth.mobileTaken');
      await registerUser(db, { userName, realName, mobile, password }, { roleId: app.config.auth.registerRole, orgNo: app.config.auth.registerOrg });
      return ok({ pending: true }, { msgInfo: request.t('auth.registeredPending') });
    },
  );

  addCall(
    app,
    'system/user/resetPassword.ajax',
    { params: Type.Object({ mobile: MOBILE, smsCode: SMS_CODE, password: CIPHER }), methods: ['POST'] },
    async (request, params) => {
      await app.limits.account(request);
      const mobile = requireMobile(params.mobile);
      // Length and classes before the code is spent; the user name only once the code told whose account it is.
      const chosen = requireAcceptablePassword(passwordPolicy(), await rsaDecrypt(database, params.password));
      if (!(await consumeSmsCode(db, mobile, 'reset', params.smsCode.trim()))) throw new AppError('E_SMS_CODE');
      const user = await userByMobile(db, mobile);
      if (!user) throw new AppError('E_SMS_CODE');
      const password = requireAcceptablePassword(passwordPolicy(), chosen, user.userName);
      // Proving the mobile also lifts the failed-login lock; a disabled or pending account stays so.
      await db.updateTable('sys_user').set({ password_hash: await hashPassword(password) }).where('user_id', '=', user.userId).execute();
      await clearFailures(db, lockKey(user.userName));
      await endUserSessions(db, database.changes, user.userId);
      return ok(null, { msgInfo: request.t('auth.passwordReset') });
    },
  );
}
