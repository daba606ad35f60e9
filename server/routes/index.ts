import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth-routes.ts';
import { accountRoutes } from './account-routes.ts';
import { userRoutes } from './user-routes.ts';
import { userAdminRoutes } from './user-admin-routes.ts';
import { roleAdminRoutes } from './role-admin-routes.ts';
import { orgAdminRoutes } from './org-admin-routes.ts';
import { menuRoutes } from './menu-routes.ts';
import { langRoutes } from './lang-routes.ts';
import { messageRoutes } from './message-routes.ts';
import { metaRoutes } from './meta-routes.ts';
import { pubRoutes } from './pub-routes.ts';
import { columnSettingRoutes } from './column-setting-routes.ts';
import { moduleRoutes } from './module-routes.ts';
import { importExportRoutes } from './import-export-routes.ts';
import { jobRoutes } from './job-routes.ts';
import { attachmentRoutes } from './attachment-routes.ts';
import { workflowRoutes } from './workflow-routes.ts';
import { selectorRoutes } from './selector-routes.ts';
import { moduleDesignRoutes } from './module-design-routes.ts';
import { gotoViewRoutes } from './goto-view-routes.ts';
import { fieldPermissionRoutes } from './field-permission-routes.ts';
import { iotRoutes } from './iot-routes.ts';

/** Every API call of the spec, registered under {base} (and {lios} when it differs). */
export async function registerApiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(userRoutes);
  await app.register(userAdminRoutes);
  await app.register(roleAdminRoutes);
  await app.register(orgAdminRoutes);
  await app.register(menuRoutes);
  await app.register(langRoutes);
  await app.register(messageRoutes);
  await app.register(metaRoutes);
  await app.register(pubRoutes);
  await app.register(columnSettingRoutes);
  await app.register(moduleRoutes);
  await app.register(importExportRoutes);
  await app.register(jobRoutes);
  await app.register(attachmentRoutes);
  await app.register(workflowRoutes);
  await app.register(selectorRoutes);
  await app.register(moduleDesignRoutes);
  await app.register(gotoViewRoutes);
  await app.register(fieldPermissionRoutes);
  await app.register(iotRoutes);
}
