import { bundleProblem, type BundleProblem, type ModuleBundle } from '../../runtime/index.ts';
import { publishedNodes } from '../workflow/state-nodes.ts';
import { bundleFile } from './design-checks.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/**
 * `workflow.states.onNode` and `onSubmit` name nodes of the module's workflow models, which live in the
 * database, not in the bundle: a publish checks each id against the nodes of the module's
 * published models and refuses one that none has (`bundle.unknownWorkflowNode` {node, models}),
 * since the state would silently never be set. Without a published model nothing can be checked
 * yet: a model is designed for a published module, and its nodes are named afterwards.
 */
export async function workflowNodeProblems(db: PlatformDb, bundle: ModuleBundle): Promise<BundleProblem[]> {
  const named = (['onNode', 'onSubmit'] as const).flatMap((list) => (bundle.workflow?.states?.[list] ?? []).map((entry, index) => ({ node: entry.node, pointer: `/workflow/states/${list}/${index}/node` })));
  if (named.length === 0) return [];
  const { nodes, models } = await publishedNodes(db, bundle.moduleId);
  if (models.length === 0) return [];
  return named.flatMap(({ node, pointer }) => (nodes.has(node) ? [] : [bundleProblem(bundleFile(bundle.moduleId), pointer, 'bundle.unknownWorkflowNode', { node, models: models.join(', ') })]));
}
