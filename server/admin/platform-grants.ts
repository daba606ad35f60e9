import { ACCOUNT_MODULE } from '../auth/account-admin.ts';
import { WORKFLOW_ADMIN, WORKFLOW_MONITOR } from '../workflow/workflow-admin.ts';

/** The administration areas' grants (module ids of sys_role_opr that name no bundle). */
export const ADMIN_GRANT = {
  users: { moduleId: ACCOUNT_MODULE, operations: ['view', 'add', 'edit', 'import', 'export', 'resetPassword', 'lock', 'approve'] },
  roles: { moduleId: 'sysRole', operations: ['view', 'edit'] },
  menus: { moduleId: 'sysMenu', operations: ['view', 'edit'] },
  orgs: { moduleId: 'sysOrg', operations: ['view', 'edit'] },
} as const;

/**
 * Grants the role matrix offers besides the modules': the administration areas, the module
 * designer, the workflow administration and the leadership cockpit. Titles are message ids.
 */
export const PLATFORM_GRANTS: readonly { moduleId: string; titleId: string; operations: readonly string[] }[] = [
  { ...ADMIN_GRANT.users, titleId: 'admin.area.users' },
  { ...ADMIN_GRANT.roles, titleId: 'admin.area.roles' },
  { ...ADMIN_GRANT.menus, titleId: 'admin.area.menus' },
  { ...ADMIN_GRANT.orgs, titleId: 'admin.area.orgs' },
  { moduleId: 'moduleDesigner', titleId: 'admin.area.designer', operations: ['view', 'edit', 'publish'] },
  { moduleId: WORKFLOW_ADMIN.moduleId, titleId: 'admin.area.workflow', operations: [WORKFLOW_ADMIN.operation, WORKFLOW_MONITOR.operation] },
  { moduleId: 'cockpit', titleId: 'admin.area.cockpit', operations: ['view'] },
];
