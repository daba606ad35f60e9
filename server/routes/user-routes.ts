import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../runtime/errors.ts';
import { ok } from '../plugins/envelope.ts';
import { addCall } from '../auth/call-route.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { requireAcceptablePassword } from '../auth/password-rule.ts';
import { passwordPolicyOf } from '../system/live-params.ts';
import { requireUser } from '../auth/permissions.ts';
import { rsaDecrypt } from '../auth/rsa-keys.ts';
import { endUserSessions } from '../auth/sessions.ts';
import { notifySessionChange } from '../db/session-changes.ts';
import { isGroupId } from '../files/attach-group.ts';

/** The signed-in user's own settings: current organisation, avatar, password. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { database } = app;

  addCall(
    app,
    'system/user/changeUserCurrentOrg.ajax',
    { params: Type.Object({ orgNo: Type.String({ minLength: 1, maxLength: 32 }) }) },
    async (request, params) => {
      const user = requireUser(request);
      const allowed = await database.db
        .selectFrom('sys_user_org')
        .select('org_no')
        .where('user_id', '=', user.userId)
        .where('org_no', '=', params.orgNo)
        .executeTakeFirst();
      if (!allowed) throw new AppError('E_OTHER_ORG');
      await database.db.updateTable('sys_user').set({ current_org_no: params.orgNo }).where('user_id', '=', user.userId).execute();
      await notifySessionChange(database.changes, database.db, { kind: 'user', userId: user.userId });
      return ok(params.orgNo, { msgInfo: request.t('msg.success') });
    },
  );

  // The avatar is an image this user uploaded (attachment/uploadImage.ajax): its id (the answer's
  // id/docNo) or the group id the upload issued (imageId), which names the user's newest image in
  // it. The stored value is the image's file id; '' removes the avatar.
  addCall(
    app,
    'system/user/changeUserAvatar.ajax',
    { params: Type.Object({ avatar: Type.String({ maxLength: 500 }) }) },
    async (request, params) => {
      const user = requireUser(request);
      const given = params.avatar.trim();
      let avatar: string | null = null;
      if (given !== '') {
        const image = isGroupId(given)
          ? await database.db
              .selectFrom('sys_file')
              .select('file_id')
              .where('kind', '=', 'image')
              .where('created_by', '=', user.userId)
              .where((eb) => eb.or([eb('file_id', '=', given), eb('group_id', '=', given)]))
              .orderBy('created_at', 'desc')
              .orderBy('file_id', 'desc')
              .executeTakeFirst()
          : undefined;
        if (!image) throw new AppError('E_VALIDATION', {}, 'user.avatarNotImage');
        avatar = String(image.file_id);
      }
      await database.db.updateTable('sys_user').set({ avatar }).where('user_id', '=', user.userId).execute();
      await notifySessionChange(database.changes, database.db, { kind: 'user', userId: user.userId });
      return ok(avatar ?? '', { msgInfo: request.t('msg.success') });
    },
  );

  // Both passwords arrive RSA-encrypted like the login form's; the client may also wrap the
  // whole form (it is listed in encryptedApis).
  addCall(
    app,
    'system/user/changePassword.ajax',
    { params: Type.Object({ oldPassword: Type.String({ minLength: 1, maxLength: 1024 }), newPassword: Type.String({ minLength: 1, maxLength: 1024 }) }), methods: ['POST'] },
    async (request, params) => {
      const user = requireUser(request);
      const [oldPassword, newPassword] = await Promise.all([rsaDecrypt(database, params.oldPassword), rsaDecrypt(database, params.newPassword)]);
      const row = await database.db.selectFrom('sys_user').select('password_hash').where('user_id', '=', user.userId).executeTakeFirstOrThrow();
      if (oldPassword === null || !(await verifyPassword(row.password_hash as string, oldPassword))) {
        throw new AppError('E_VALIDATION', {}, 'auth.oldPasswordWrong');
      }
      const accepted = requireAcceptablePassword(passwordPolicyOf(app.params.values), newPassword, user.userName);
      await database.db.updateTable('sys_user').set({ password_hash: await hashPassword(accepted), must_change_password: false }).where('user_id', '=', user.userId).execute();
      await endUserSessions(database.db, database.changes, user.userId, user.tokenId);
      return ok(null, { msgInfo: request.t('auth.passwordChanged') });
    },
  );
}
