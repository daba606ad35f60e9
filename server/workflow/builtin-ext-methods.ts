import type { ExtMethod } from './ext-methods.ts';

/** Categories that count as major defects. */
const MAJOR_CATEGORIES = ['CRITICAL', 'MAJOR'];

/**
 * The extension methods the server ships. isMajorDefect decides a defect line;
 * orgHeads finds the people heading the instance's organisation: employees of the
 * organisation whose own leader works elsewhere (the station manager of a wind farm).
 */
export const BUILTIN_EXT_METHODS: readonly ExtMethod[] = [
  {
    name: 'isMajorDefect',
    desc: { 'zh-CN': '是否重大及以上缺陷', 'en-US': 'Whether the defect is major or critical' },
    invokeType: 'conditionGeter',
    grpNo: 'dfDefect',
    condition: async (ctx) => MAJOR_CATEGORIES.includes(String(ctx.record.category ?? '')),
  },
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
