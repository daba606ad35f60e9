/**
 * login/currentUserInfo.ajax (spec 01 §3 'Current user'): the signed-in user with the spec's
 * field names, answered both as the envelope's value and at its top level.
 */
import { Type, type Static } from '@sinclair/typebox';

export const UserOrgSchema = Type.Object({ orgNo: Type.String(), orgName: Type.String() });
export type UserOrg = Static<typeof UserOrgSchema>;

export const CurrentUserInfoSchema = Type.Object({
  currentUser: Type.String(),
  /** Account name used to sign in. */
  currentUserName: Type.String(),
  /** Display name: real name, else employee name, else account name. */
  currentUserRealName: Type.String(),
  currentEmp: Type.String(),
  currentEmpName: Type.String(),
  currentEmpDepartNo: Type.String(),
  currentEmpDepartName: Type.String(),
  currentEmpPostNo: Type.String(),
  currentEmpPostName: Type.String(),
  userTheme: Type.String(),
  userAvatar: Type.String(),
  defaultOrgNo: Type.String(),
  defaultOrgName: Type.String(),
  /** With a moduleId: whether the module's operations are limited, and those granted. */
  isModuleOprLimit: Type.Boolean(),
  moduleOprs: Type.Array(Type.String()),
  userRoleIds: Type.Array(Type.String()),
  isSuperAdmin: Type.Boolean(),
  /** Organisations the user may switch to. */
  userOrgs: Type.Array(UserOrgSchema),
  /** Calls whose parameters the client encrypts (spec 01 §6). */
  encryptedApis: Type.Array(Type.String()),
  /** An administrator reset the password: the client opens the password change, the server refuses everything else until then. */
  mustChangePassword: Type.Boolean(),
  /** Minutes idle before the lock screen, 0 never (spec 02 §4 'Lock screen'). */
  lockTime: Type.Integer(),
  /** The session's lock screen is up (a reload or another tab keeps it up). */
  screenLocked: Type.Boolean(),
  /** Unlocking asks for the password, not only the slider. */
  unlockNeedsPassword: Type.Boolean(),
  /** Message types that do not reach the user (push settings). */
  pushMuted: Type.Array(Type.String()),
});
export type CurrentUserInfo = Static<typeof CurrentUserInfoSchema>;
