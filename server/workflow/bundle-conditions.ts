import type { ModuleRegistry } from '../modules/registry.ts';
import type { ConditionMethod } from './ext-methods.ts';

/**
 * The extension conditions the published bundles declare (`workflow.conditions`), in the group
 * of their module: true when the instance's record holds one of the condition's values in its
 * field (the demo defect's isMajorDefect: category CRITICAL or MAJOR).
 */
export function bundleConditionMethods(modules: ModuleRegistry): ConditionMethod[] {
  return modules.all().flatMap((module) =>
    (module.bundle.workflow?.conditions ?? []).map(
      (condition): ConditionMethod => ({
        name: condition.name,
        desc: condition.desc,
        invokeType: 'conditionGeter',
        grpNo: module.moduleId,
        condition: async (ctx) => condition.values.includes(String(ctx.record[condition.field] ?? '')),
      }),
    ),
  );
}
