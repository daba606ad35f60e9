import type { WfNode } from './model-types.ts';

/**
 * Message ids of the diagram link rules of spec 01 §5; locales/{zh-CN,en-US}/workflow.json holds the
 * spec's exact texts ('结束节点只能连入，不能连出！', ...).
 */
export const LINK_RULE = {
  endOutgoing: 'workflow.link.endOutgoing',
  sameNode: 'workflow.link.sameNode',
  startIncoming: 'workflow.link.startIncoming',
} as const;

/**
 * Whether a line may run from one node to another: undefined when it may, else the message id
 * the designer shows. The designer calls it while drawing; model validation for every line.
 * @example checkLink(endNode, task) === 'workflow.link.endOutgoing'
 */
export function checkLink(from: Pick<WfNode, 'id' | 'type'>, to: Pick<WfNode, 'id' | 'type'>): string | undefined {
  if (from.type === 'end') return LINK_RULE.endOutgoing;
  if (from.id === to.id) return LINK_RULE.sameNode;
  if (to.type === 'start') return LINK_RULE.startIncoming;
  return undefined;
}
