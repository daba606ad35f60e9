import type { ExtMethod } from './ext-methods.ts';

/**
 * The extension methods of the platform, which know no module: orgHeads finds the people heading
 * the instance's organisation: employees of the organisation whose own leader works elsewhere
 * (the station manager of a wind farm). Conditions on a module's records are its bundle's
 * (workflow.conditions, bundle-conditions.ts).
 */
export const PLATFORM_EXT_METHODS: readonly ExtMethod[] = [
  {
    name: 'orgHeads',
    desc: { 'zh-CN': '本单位负责人', 'en-US': 'Heads of the organisation' },
    invokeType: 'handlerGeter',
    handlers: async (ctx) => {
      const rows = await ctx.db
        .selectFrom('sys_user as u')
        .innerJoin('sys_employee as e', 'e.emp_id', 'u.emp_id')
        .leftJoin('sys_employee as l', 'l.emp_id', 'e.leader_emp_id')
        .select('u.user_id')
        .where('e.org_no', '=', ctx.orgNo)
        .where((eb) => eb.or([eb('l.emp_id', 'is', null), eb('l.org_no', '!=', ctx.orgNo)]))
        .orderBy('u.user_id')
        .execute();
      return rows.map((row) => String(row.user_id));
    },
  },
];
