import type { ModuleRegistry } from '../modules/registry.ts';
import type { HandlerMethod } from './ext-methods.ts';

/** The employee ids a field holds: one, or the comma-joined values of a multiple reference. */
function employeeIds(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  return String(value)
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

/**
 * The handler extensions the published bundles declare (`workflow.handlers`), in the group of
 * their module: the users whose employee the instance's record names in the field (the issuer a
 * work ticket names signs it). The engine keeps them to active users of the organisation.
 */
export function bundleHandlerMethods(modules: ModuleRegistry): HandlerMethod[] {
  return modules.all().flatMap((module) =>
    (module.bundle.workflow?.handlers ?? []).map(
      (handler): HandlerMethod => ({
        name: handler.name,
        desc: handler.desc,
        invokeType: 'handlerGeter',
        grpNo: module.moduleId,
        handlers: async (ctx) => {
          const employees = employeeIds(ctx.record[handler.field]);
          if (employees.length === 0) return [];
          const rows = await ctx.db.selectFrom('sys_user').select('user_id').where('emp_id', 'in', employees).orderBy('user_id').execute();
          return rows.map((row) => String(row.user_id));
        },
      }),
    ),
  );
}
