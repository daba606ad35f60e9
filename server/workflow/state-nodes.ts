import type { CompiledModule } from '../../runtime/bundle/compiled-types.ts';
import type { Locale } from '../../runtime/bundle/types.ts';
import type { ModelProblem } from '../../runtime/workflow/model-problem.ts';
import type { WfModel } from '../../runtime/workflow/model-types.ts';
import { modelVersion, moduleModels, PUBLISHED } from './model-store.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** The node ids of a module's published models (but `except`), and those models' ids. */
export async function publishedNodes(db: PlatformDb, moduleId: string, except?: string): Promise<{ nodes: Set<string>; models: string[] }> {
  const published = (await moduleModels(db, moduleId)).filter((model) => model.publishState === PUBLISHED && model.publishedVersion !== null && model.modelId !== except);
  const nodes = new Set<string>();
  for (const summary of published) for (const node of (await modelVersion(db, summary.modelId, summary.publishedVersion as number)).nodes) nodes.add(node.id);
  return { nodes, models: published.map((model) => model.modelId) };
}

/**
 * The module's bundle names nodes in `workflow.states`: `onNode` entries set the record's state on
 * entering a node, `onSubmit` entries stamp the record when a node's task is submitted. A model
 * published without such a node (no other published model of the module having it) would leave
 * the state unset or the stamps unwritten for good, so the publish is refused naming the node and
 * the state (`workflow.model.stateNodeMissing`) or the stamped fields
 * (`workflow.model.submitNodeMissing`), as a bundle publish naming an unknown node is.
 */
export async function stateNodeProblems(db: PlatformDb, module: CompiledModule, model: WfModel, locale: Locale): Promise<ModelProblem[]> {
  const states = module.bundle.workflow?.states;
  const onNode = states?.onNode ?? [];
  const onSubmit = states?.onSubmit ?? [];
  if (onNode.length === 0 && onSubmit.length === 0) return [];
  const { nodes } = await publishedNodes(db, module.moduleId, model.modelId);
  for (const node of model.nodes) nodes.add(node.id);
  const fieldLabel = (name: string) => module.fields.get(name)?.def.label[locale] || name;
  return [
    ...onNode.filter((entry) => !nodes.has(entry.node)).map((entry) => ({ messageId: 'workflow.model.stateNodeMissing', params: { node: entry.node, state: entry.state } })),
    ...onSubmit
      .filter((entry) => !nodes.has(entry.node))
      .map((entry) => ({ messageId: 'workflow.model.submitNodeMissing', params: { node: entry.node, fields: entry.stamps.map((stamp) => fieldLabel(stamp.field)).join(locale === 'zh-CN' ? '、' : ', ') } })),
  ];
}
