import { systemValue } from '../system-calls.ts';
import type { FlatNode } from './static-tree.ts';

/** The levels of system/orgNode/tree.ajax (server/admin/org-nodes.ts ORG_LEVELS). */
export const ORG_LEVELS = ['org', 'depart', 'team', 'post'] as const;
export type OrgLevel = (typeof ORG_LEVELS)[number];

export interface OrgNode {
  key: string;
  name: string;
  /** An organisation's parent organisation ('0' at the top), a department's parent department, a team's or post's department; '' for none. */
  parentNo: string;
  orgNo: string;
  seq: number;
  /** 1 in use, 0 disabled. */
  state: number;
}

export type OrgNodes = Record<OrgLevel, OrgNode[]>;

export interface OrgTreeNode extends FlatNode {
  level: OrgLevel;
  node: OrgNode;
}

export function loadOrgNodes(): Promise<OrgNodes> {
  return systemValue<OrgNodes>('system/orgNode/tree.ajax');
}

/** A tree id names its level, as pub/tree.ajax's organisation ids do (org_, depart_, team_). */
export const orgTreeId = (level: OrgLevel, key: string) => `${level}_${key}`;

/** The node's parent in the one tree: departments, teams and posts hang under their organisation when they name no department. */
function parentId(level: OrgLevel, node: OrgNode, orgKeys: ReadonlySet<string>): string {
  if (level === 'org') return orgKeys.has(node.parentNo) ? orgTreeId('org', node.parentNo) : '';
  return node.parentNo ? orgTreeId('depart', node.parentNo) : orgTreeId('org', node.orgNo);
}

/**
 * The levels as one tree: organisations, their departments, and under a department its
 * sub-departments, teams and posts. `levels` leaves some out (a filter tree shows no posts).
 */
export function orgTree(nodes: OrgNodes, levels: readonly OrgLevel[], disabledLabel: (name: string) => string): OrgTreeNode[] {
  const orgKeys = new Set(nodes.org.map((node) => node.key));
  return levels.flatMap((level) =>
    nodes[level].map((node) => ({
      id: orgTreeId(level, node.key),
      pId: parentId(level, node, orgKeys),
      name: node.state === 0 ? disabledLabel(node.name) : node.name,
      level,
      node,
    })),
  );
}
