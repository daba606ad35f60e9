/**
 * The signed-in user (spec 01 §3 'Current user'), cached in sessionStorage with the login
 * info (userName, avatar, postName, orgName) the user card reloads from.
 */
import { useSyncExternalStore } from 'react';
import { request, unwrap, type Envelope } from '../api/request.ts';
import type { CurrentUserInfo, UserOrg } from '../../contracts/current-user.ts';
import { readJson, storageKeys, writeJson, type LoginInfo } from './session-store.ts';
import { applyTheme } from './theme/theme-colors.ts';

/** The signed-in user as the screens read it: currentUserInfo.ajax's answer under the client's names. */
export interface CurrentUser {
  userId: string;
  /** Account name used to sign in. */
  userName: string;
  /** Display name (real name, else employee name, else account name). */
  realName: string;
  empId: string;
  empName: string;
  departNo: string;
  departName: string;
  postNo: string;
  postName: string;
  theme: string;
  avatar: string;
  orgNo: string;
  orgName: string;
  isModuleOprLimit: boolean;
  moduleOprs: string[];
  userRoleIds: string[];
  isSuperAdmin: boolean;
  /** Organisations the user may switch to. */
  userOrgs: UserOrg[];
  /** An administrator set the password: the server refuses every other call until the user changes it. */
  mustChangePassword: boolean;
  /** Minutes idle before the lock screen, 0 never. */
  lockTime: number;
  /** The session's lock screen is up on the server (another tab locked it, or a reload). */
  screenLocked: boolean;
  unlockNeedsPassword: boolean;
  /** Message types that do not reach the user. */
  pushMuted: string[];
}

function toCurrentUser(info: CurrentUserInfo): CurrentUser {
  return {
    userId: info.currentUser,
    userName: info.currentUserName,
    realName: info.currentUserRealName,
    empId: info.currentEmp,
    empName: info.currentEmpName,
    departNo: info.currentEmpDepartNo,
    departName: info.currentEmpDepartName,
    postNo: info.currentEmpPostNo,
    postName: info.currentEmpPostName,
    theme: info.userTheme,
    avatar: info.userAvatar,
    orgNo: info.defaultOrgNo,
    orgName: info.defaultOrgName,
    isModuleOprLimit: info.isModuleOprLimit,
    moduleOprs: info.moduleOprs,
    userRoleIds: info.userRoleIds,
    isSuperAdmin: info.isSuperAdmin,
    userOrgs: info.userOrgs,
    mustChangePassword: info.mustChangePassword,
    lockTime: info.lockTime,
    screenLocked: info.screenLocked,
    unlockNeedsPassword: info.unlockNeedsPassword,
    pushMuted: info.pushMuted,
  };
}

const listeners = new Set<() => void>();
let snapshot: CurrentUser | null | undefined;

function notify(): void {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

export function getCurrentUser(): CurrentUser | null {
  snapshot ??= readJson<CurrentUser>(storageKeys.user);
  return snapshot;
}

export function readLoginInfo(): LoginInfo | null {
  return readJson<LoginInfo>(storageKeys.loginInfo);
}

/** Loads the current user from the server, caches it and its login info, and notifies. */
export async function loadCurrentUser(): Promise<CurrentUser> {
  const info = unwrap(await request<Envelope<CurrentUserInfo>>('login/currentUserInfo.ajax', {}, { method: 'GET' }));
  const user = toCurrentUser(info);
  writeJson(storageKeys.user, user);
  writeJson(storageKeys.loginInfo, { userName: user.realName, avatar: user.avatar, postName: user.postName, orgName: user.orgName } satisfies LoginInfo);
  writeJson(storageKeys.encryptedApis, info.encryptedApis);
  applyTheme(user.theme);
  notify();
  return user;
}

/** Forgets the cached user (sign-out); subscribers re-render with null. */
export function forgetCurrentUser(): void {
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The cached current user; re-renders when it is reloaded (organisation switch, avatar). */
export function useCurrentUser(): CurrentUser | null {
  return useSyncExternalStore(subscribe, getCurrentUser, () => null);
}
