/** A row of system/user/list.ajax and find.ajax (server/admin/user-admin.ts toUser). */
export interface UserRow {
  userId: string;
  userName: string;
  realName: string;
  /** 0 disabled, 1 active, 2 waiting for approval (server/auth/user-state.ts). */
  state: number;
  loginLocked: boolean;
  mobile: string;
  orgNo: string;
  orgName: string;
  departNo: string;
  departName: string;
  postNo: string;
  postName: string;
  roleIds: string[];
  roleNames: string;
  orgNos: string[];
  createdAt: string;
}

/** A row of system/role/list.ajax (server/admin/role-admin.ts RoleRow). */
export interface RoleRow {
  roleId: string;
  roleName: string;
  nameZh: string;
  nameEn: string;
  seq: number;
  state: number;
  dataScope: string;
  orgNos: string[];
  departNos: string[];
  isSuper: boolean;
  userCount: number;
}

export const USER_STATES = [0, 1, 2] as const;
