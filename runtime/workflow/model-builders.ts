import type { HandlerConfig, NodeType, WfLine, WfModel, WfNode } from './model-types.ts';

export const NO_HANDLERS: HandlerConfig = Object.freeze({ users: [], roles: [], posts: [], departs: [], starter: false, starterLeader: false, excludeStarter: false, extension: '' });

/** A name as code writes it: the Chinese one alone, or both languages. */
export type BuilderName = string | { zh: string; en: string };

function names(name: BuilderName): { zh: string; en: string } {
  return typeof name === 'string' ? { zh: name, en: '' } : name;
}

/**
 * A node with every flag off, for code that writes models (demo models, tests); the designer
 * sends full nodes instead.
 * @example wfNode('n2', 'ordinary', { zh: '班组长审核', en: 'Team review' }, { cosignFlag: true, handlers: { ...NO_HANDLERS, posts: ['P0102'] } })
 */
export function wfNode(id: string, type: NodeType, name: BuilderName, options: Partial<WfNode> = {}): WfNode {
  const { zh: desc, en: descEn } = names(name);
  return {
    id,
    left: 0,
    top: 0,
    number: 0,
    type,
    desc,
    descEn,
    name: desc,
    nodeNo: id,
    handlers: NO_HANDLERS,
    cosignFlag: false,
    allowDynamicPro: false,
    allowCancelDefaultPro: false,
    needOpinion: false,
    allowFallback: false,
    allowFallbackToStart: false,
    allowCountersign: false,
    editableFields: [],
    ...options,
  };
}

/** A straight line; `condition` '' makes it a default line. */
export function wfLine(id: string, from: string, to: string, condition = '', name: BuilderName = ''): WfLine {
  const { zh, en } = names(name);
  return { id, from, to, name: zh, nameEn: en, shape: 'line', type: 'sl', number: 0, lineNo: id, fromType: '', toType: '', fromx: 0, fromy: 0, tox: 0, toy: 0, polydot: [], condition };
}

export function wfModel(modelId: string, moduleId: string, name: BuilderName, nodes: WfNode[], lines: WfLine[]): WfModel {
  const { zh, en } = names(name);
  return { modelId, moduleId, name: zh, nameEn: en, grpNo: moduleId, nodes, lines };
}
