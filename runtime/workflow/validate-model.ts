import { isAppError } from '../errors.ts';
import { parseExpression } from './expression/parse.ts';
import { modelGraph } from './graph.ts';
import { checkLink } from './link-rules.ts';
import type { ModelProblem } from './model-problem.ts';
import type { WfModel, WfNode } from './model-types.ts';

function hasHandlerRule(node: WfNode): boolean {
  const h = node.handlers;
  return h.users.length + h.roles.length + h.posts.length + h.departs.length > 0 || h.starter || h.starterLeader || h.extension !== '' || node.allowDynamicPro;
}

function duplicates(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  return ids.filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
}

/** Nodes on a cycle made only of 'empty' nodes: routing would pass through them forever. */
function emptyCycles(model: WfModel): string[] {
  const graph = modelGraph(model);
  const empty = model.nodes.filter((node) => node.type === 'empty');
  return empty.filter((node) => {
    const stack = graph.outgoing(node.id).map((line) => line.to);
    const seen = new Set<string>();
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (id === node.id) return true;
      if (seen.has(id) || graph.node(id)?.type !== 'empty') continue;
      seen.add(id);
      stack.push(...graph.outgoing(id).map((line) => line.to));
    }
    return false;
  }).map((node) => node.id);
}

function structureProblems(model: WfModel): ModelProblem[] {
  const problems: ModelProblem[] = [];
  const starts = model.nodes.filter((node) => node.type === 'start');
  if (starts.length !== 1) problems.push({ messageId: 'workflow.model.startCount', params: { count: starts.length } });
  if (!model.nodes.some((node) => node.type === 'end')) problems.push({ messageId: 'workflow.model.noEnd', params: {} });
  for (const id of duplicates(model.nodes.map((node) => node.id))) problems.push({ messageId: 'workflow.model.duplicateNode', params: { id }, nodeId: id });
  for (const id of duplicates(model.lines.map((line) => line.id))) problems.push({ messageId: 'workflow.model.duplicateLine', params: { id }, lineId: id });
  return problems;
}

function lineProblems(model: WfModel): ModelProblem[] {
  const graph = modelGraph(model);
  const problems: ModelProblem[] = [];
  for (const line of model.lines) {
    const from = graph.node(line.from);
    const to = graph.node(line.to);
    if (!from || !to) {
      problems.push({ messageId: 'workflow.model.lineEndpoint', params: { line: line.name || line.id }, lineId: line.id });
      continue;
    }
    const linkRule = checkLink(from, to);
    if (linkRule) problems.push({ messageId: linkRule, params: {}, lineId: line.id });
    if (line.condition.trim() === '') continue;
    try {
      parseExpression(line.condition);
    } catch (error) {
      if (!isAppError(error)) throw error;
      problems.push({ messageId: error.messageId, params: { ...error.params, line: line.name || line.id }, lineId: line.id });
    }
  }
  return problems;
}

/** An English name stands beside a Chinese one, which every language falls back to. */
function nameProblems(model: WfModel): ModelProblem[] {
  const problems: ModelProblem[] = [];
  if (model.nameEn.trim() !== '' && model.name.trim() === '') problems.push({ messageId: 'workflow.model.englishOnly', params: { node: model.nameEn } });
  for (const node of model.nodes) {
    if (node.descEn.trim() !== '' && node.desc.trim() === '') problems.push({ messageId: 'workflow.model.englishOnly', params: { node: node.descEn }, nodeId: node.id });
  }
  for (const line of model.lines) {
    if (line.nameEn.trim() !== '' && line.name.trim() === '') problems.push({ messageId: 'workflow.model.englishOnly', params: { node: line.nameEn }, lineId: line.id });
  }
  return problems;
}

function flowProblems(model: WfModel): ModelProblem[] {
  const graph = modelGraph(model);
  const start = graph.start();
  const problems: ModelProblem[] = [];
  for (const node of model.nodes) {
    const name = node.desc || node.id;
    if (start && node !== start && !graph.reaches(start.id, node.id)) problems.push({ messageId: 'workflow.model.unreachable', params: { node: name }, nodeId: node.id });
    const reachesEnd = node.type === 'end' || model.nodes.some((end) => end.type === 'end' && graph.reaches(node.id, end.id));
    if (!reachesEnd) problems.push({ messageId: 'workflow.model.deadEnd', params: { node: name }, nodeId: node.id });
    if (node.type === 'ordinary' && !hasHandlerRule(node)) problems.push({ messageId: 'workflow.model.noHandlerRule', params: { node: name }, nodeId: node.id });
  }
  for (const id of emptyCycles(model)) problems.push({ messageId: 'workflow.model.passThroughLoop', params: { node: graph.node(id)?.desc || id }, nodeId: id });
  return problems;
}

/**
 * Everything that keeps a model from being published, as data (an empty list: publishable):
 * exactly one start and at least one end, unique ids, lines between existing nodes obeying
 * the link rules of spec 01 §5, conditions that parse, every node reachable from the start
 * and able to reach an end, a handler rule on every task node, no loop of pass-through nodes,
 * a Chinese name wherever there is an English one.
 */
export function validateModel(model: WfModel): ModelProblem[] {
  const structure = [...structureProblems(model), ...nameProblems(model)];
  const lines = lineProblems(model);
  // Reachability over broken lines would only repeat the line problems.
  if (lines.some((problem) => problem.messageId === 'workflow.model.lineEndpoint')) return [...structure, ...lines];
  return [...structure, ...lines, ...flowProblems(model)];
}
