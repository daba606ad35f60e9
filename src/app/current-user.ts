/**
 * The signed-in user (spec 01 §3 'Current user'), cached in sessionStorage with the login
 * info (userName, avatar, postName, orgName) the user card reloads from.
 */
import { useSyncExternalStore } from 'react';
import { request, unwrap, type Envelope } from '../api/request.ts';
import { readJson, storageKeys, writeJson, type LoginInfo } from './session-store.ts';

export interface UserOrg {
  orgNo: string;
  orgName: string;
}

export interface CurrentUser {
  userId: string;
  /** Account name used to sign in. */
  userName: string;
  /** Display name (real name, else employee name). */
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
}

type RawUserInfo = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const list = (value: unknown) => (Array.isArray(value) ? value.map(text) : text(value).split(',')).filter(Boolean);

/** Maps login/currentUserInfo.ajax (spec field names) to CurrentUser. */
export function toCurrentUser(raw: RawUserInfo): CurrentUser {
  const orgs = Array.isArray(raw.userOrgs) ? (raw.userOrgs as RawUserInfo[]) : [];
  return {
    userId: text(raw.currentUser),
    userName: text(raw.currentUserName) || text(raw.currentUser),
    realName: text(raw.currentUserRealName) || text(raw.currentEmpName) || text(raw.currentUserName),
    empId: text(raw.currentEmp),
    empName: text(raw.currentEmpName),
    departNo: text(raw.currentEmpDepartNo),
    departName: text(raw.currentEmpDepartName),
    postNo: text(raw.currentEmpPostNo),
    postName: text(raw.currentEmpPostName),
    theme: text(raw.userTheme),
    avatar: text(raw.userAvatar),
    orgNo: text(raw.defaultOrgNo),
    orgName: text(raw.defaultOrgName),
    isModuleOprLimit: raw.isModuleOprLimit === true || raw.isModuleOprLimit === 'true',
    moduleOprs: list(raw.moduleOprs),
    userRoleIds: list(raw.userRoleIds),
    isSuperAdmin: raw.isSuperAdmin === true,
    userOrgs: orgs.map((org) => ({ orgNo: text(org.orgNo), orgName: text(org.orgName) })),
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
  const raw = unwrap(await request<Envelope<RawUserInfo>>('login/currentUserInfo.ajax', {}, { method: 'GET' }));
  const user = toCurrentUser(raw);
  writeJson(storageKeys.user, user);
  writeJson(storageKeys.loginInfo, { userName: user.realName, avatar: user.avatar, postName: user.postName, orgName: user.orgName } satisfies LoginInfo);
  if (Array.isArray(raw.encryptedApis)) writeJson(storageKeys.encryptedApis, raw.encryptedApis);
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
