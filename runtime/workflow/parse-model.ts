import type { ModelProblem } from './model-problem.ts';
import { NODE_TYPES, type HandlerConfig, type NodeType, type WfDot, type WfLine, type WfModel, type WfNode } from './model-types.ts';
import { deepFreeze } from '../bundle/deep-freeze.ts';

type Json = Record<string, unknown>;

const MAX_NODES = 200;
const MAX_LINES = 400;
/** wf_model.model_name and wf_task.node_desc hold this many characters. */
const MAX_NAME = 200;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown, max = 200): string {
  if (typeof value === 'string') return value.slice(0, max);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function num(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : 0;
  return Number.isFinite(n) ? n : 0;
}

/** The spec's flags arrive as 'Y'/'N' (cosignFlag), booleans or 1/0. */
function flag(value: unknown): boolean {
  return value === true || value === 1 || value === 'Y' || value === 'y' || value === '1' || value === 'true';
}

/** A list of ids: an array of strings or a comma-joined string. */
function ids(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return [...new Set(items.map((item) => text(item, 64).trim()).filter((item) => item !== ''))];
}

function handlerConfig(source: Json): HandlerConfig {
  const h = isObject(source.handlers) ? source.handlers : source;
  return {
    users: ids(h.users),
    roles: ids(h.roles),
    posts: ids(h.posts),
    departs: ids(h.departs),
    starter: flag(h.starter),
    starterLeader: flag(h.starterLeader),
    excludeStarter: flag(h.excludeStarter),
    extension: text(h.extension, 64).trim(),
  };
}

function node(raw: Json): WfNode {
  const type = text(raw.type) as NodeType;
  return {
    id: text(raw.id, 64),
    left: num(raw.left),
    top: num(raw.top),
    number: num(raw.number),
    type,
    desc: text(raw.desc),
    descEn: text(raw.descEn),
    name: text(raw.name),
    nodeNo: text(raw.nodeNo, 64),
    handlers: handlerConfig(raw),
    cosignFlag: flag(raw.cosignFlag),
    allowDynamicPro: flag(raw.allowDynamicPro),
    allowCancelDefaultPro: flag(raw.allowCancelDefaultPro),
    needOpinion: flag(raw.needOpinion),
    allowFallback: flag(raw.allowFallback),
    allowFallbackToStart: flag(raw.allowFallbackToStart),
    allowCountersign: flag(raw.allowCountersign),
    editableFields: ids(raw.editableFields),
  };
}

function dots(value: unknown): WfDot[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).slice(0, 50).map((dot) => ({ dotNo: num(dot.dotNo), x: num(dot.x), y: num(dot.y) }));
}

function line(raw: Json): WfLine {
  return {
    id: text(raw.id, 64),
    from: text(raw.from, 64),
    to: text(raw.to, 64),
    name: text(raw.name),
    nameEn: text(raw.nameEn),
    shape: text(raw.shape, 32),
    type: text(raw.type, 32),
    number: num(raw.number),
    lineNo: text(raw.lineNo, 64),
    fromType: text(raw.fromType, 32),
    toType: text(raw.toType, 32),
    fromx: num(raw.fromx),
    fromy: num(raw.fromy),
    tox: num(raw.tox),
    toy: num(raw.toy),
    polydot: dots(raw.polydot),
    condition: typeof raw.condition === 'string' ? raw.condition : '',
  };
}

/** The names a person reads, in both languages, are text the name columns hold (not cut short unseen). */
function nameProblems(raw: Json, nodes: readonly Json[], lines: readonly Json[]): ModelProblem[] {
  const fits = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.length <= MAX_NAME);
  const problems: ModelProblem[] = [];
  if (!fits(raw.name) || !fits(raw.nameEn)) problems.push({ messageId: 'workflow.model.badName', params: { node: text(raw.modelId, 64), max: MAX_NAME } });
  for (const entry of nodes) {
    const id = text(entry.id, 64);
    if (!fits(entry.desc) || !fits(entry.descEn)) problems.push({ messageId: 'workflow.model.badName', params: { node: id, max: MAX_NAME }, nodeId: id });
  }
  for (const entry of lines) {
    const id = text(entry.id, 64);
    if (!fits(entry.name) || !fits(entry.nameEn)) problems.push({ messageId: 'workflow.model.badName', params: { node: id, max: MAX_NAME }, lineId: id });
  }
  return problems;
}

/**
 * Reads a model as the designer sends it (JSON text or object) into the typed, frozen form:
 * flags become booleans, id lists arrays, numbers numbers. Shape problems come back as data;
 * the semantic rules are validateModel's.
 * @example const { model, problems } = parseModel(request.body.model)
 */
export function parseModel(input: unknown): { model?: WfModel; problems: ModelProblem[] } {
  let raw: unknown = input;
  if (typeof input === 'string') {
    try {
      raw = JSON.parse(input);
    } catch {
      return { problems: [{ messageId: 'workflow.model.badJson', params: {} }] };
    }
  }
  if (!isObject(raw) || !Array.isArray(raw.nodes) || !Array.isArray(raw.lines)) return { problems: [{ messageId: 'workflow.model.badJson', params: {} }] };
  if (raw.nodes.length > MAX_NODES || raw.lines.length > MAX_LINES) return { problems: [{ messageId: 'workflow.model.tooLarge', params: { nodes: MAX_NODES, lines: MAX_LINES } }] };
  const problems: ModelProblem[] = nameProblems(raw, raw.nodes.filter(isObject), raw.lines.filter(isObject));
  const nodes = raw.nodes.filter(isObject).map(node);
  const lines = raw.lines.filter(isObject).map(line);
  for (const entry of nodes) {
    if (!entry.id) problems.push({ messageId: 'workflow.model.missingId', params: { node: entry.desc } });
    if (!NODE_TYPES.includes(entry.type)) problems.push({ messageId: 'workflow.model.badNodeType', params: { node: entry.desc || entry.id, type: entry.type }, nodeId: entry.id });
  }
  for (const entry of lines) if (!entry.id) problems.push({ messageId: 'workflow.model.missingId', params: { node: entry.name } });
  if (problems.length > 0) return { problems };
  const model: WfModel = { modelId: text(raw.modelId, 64), moduleId: text(raw.moduleId, 64), name: text(raw.name), nameEn: text(raw.nameEn), grpNo: text(raw.grpNo, 64), nodes, lines };
  return { model: deepFreeze(model), problems };
}
