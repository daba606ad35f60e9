import type { PlanAnswer } from '../../contracts/module-design.ts';
import { workflowNodeProblems } from './workflow-node-check.ts';
import { planMigration, type BundleProblem, type CompiledModule, type ModuleBundle } from '../../runtime/index.ts';
import { buildRegistry, type ModuleRegistry } from '../modules/registry.ts';
import { bundleFile, designProblems } from './design-checks.ts';
import { DesignRefusal } from './design-refusal.ts';
import { countChecks } from './plan-counts.ts';
import { tableColumns } from './table-columns.ts';
import { planAgainstTable } from './table-plan.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** A plan with what applying it needs: the compiled module and the published set as it will be. */
export interface PreparedPlan extends Omit<PlanAnswer, 'revision'> {
  module: CompiledModule | undefined;
  next: ModuleRegistry;
}

/** The published set with `bundle` as its module's version `version` (other modules as they are). */
function nextRegistry(current: ModuleRegistry, bundle: ModuleBundle, version: number): ModuleRegistry {
  const others = current
    .all()
    .filter((module) => module.moduleId !== bundle.moduleId)
    .map((module) => ({ file: bundleFile(module.moduleId), bundle: module.bundle, version: current.versionOf(module.moduleId) ?? 0 }));
  // Problems of this set are reported by designProblems; nothing to log here.
  return buildRegistry([...others, { file: bundleFile(bundle.moduleId), bundle, version }], current.dictionaries, { revision: current.revision, log: () => undefined });
}

/**
 * The migration plan from the published version (`from`) to `to`, completed against the
 * table as it is, with the rows each check finds. Blocked when the bundle has problems, the
 * plan refusals, or a check finds rows.
 * @throws DesignRefusal E_BUNDLE_INVALID when `to` is not a sound bundle alone (no plan can be made).
 */
export async function preparePlan(
  db: PlatformDb,
  current: ModuleRegistry,
  from: { bundle: ModuleBundle; version: number } | undefined,
  to: { bundle: unknown; version: number },
): Promise<PreparedPlan> {
  const designed = designProblems(to.bundle, current);
  const { bundle } = designed;
  if (!bundle) throw new DesignRefusal('E_BUNDLE_INVALID', { problems: designed.problems });
  const problems = [...designed.problems, ...(await workflowNodeProblems(db, bundle))];
  const columns = await tableColumns(db, bundle.entity.table);
  const existing = new Set(columns.map((column) => column.name));
  const next = nextRegistry(current, bundle, to.version);
  const module = next.byModuleId(bundle.moduleId);
  const planned = planMigration(from?.bundle, bundle, { from: from?.version ?? null, to: to.version }, existing);
  const plan = module ? planAgainstTable(planned, module, columns) : planned;
  const counts = await countChecks(db, plan, existing);
  const blocked = problems.length > 0 || !module || plan.refusals.length > 0 || Object.values(counts).some((rows) => rows > 0);
  return { plan, counts, blocked, problems, module, next };
}

/** The answer part of a prepared plan. */
export function planAnswer(prepared: PreparedPlan): PlanAnswer {
  const { plan, counts, blocked, problems } = prepared;
  return { plan, counts, blocked, problems };
}
