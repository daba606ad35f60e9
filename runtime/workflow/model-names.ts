import type { Locale } from '../bundle/types.ts';
import type { WfLine, WfModel, WfNode } from './model-types.ts';

/*
 * A model, its nodes and lines carry a Chinese name (the spec's desc/name) and an English one. The
 * Chinese name is the fallback: models drawn before names had two languages, or whose English
 * name was left empty, read the same in both languages.
 */

/** The node's name as a person reads it in `locale`: the English name when there is one, else desc, name or id. */
export function nodeName(node: Pick<WfNode, 'id' | 'desc' | 'descEn' | 'name'>, locale: Locale): string {
  const chinese = node.desc || node.name || node.id;
  return locale === 'en-US' ? node.descEn || chinese : chinese;
}

/** The model's name in `locale`, falling back to the Chinese name and then the id. */
export function modelName(model: Pick<WfModel, 'modelId' | 'name' | 'nameEn'>, locale: Locale): string {
  const chinese = model.name || model.modelId;
  return locale === 'en-US' ? model.nameEn || chinese : chinese;
}

/** The line's name in `locale`, falling back to the Chinese one ('' for an unnamed line). */
export function lineName(line: Pick<WfLine, 'name' | 'nameEn'>, locale: Locale): string {
  return locale === 'en-US' ? line.nameEn || line.name : line.name;
}

/** Names a person reads in `locale` of the nodes of a model, by node id; an unknown id reads as itself. */
export function nodeNamer(model: Pick<WfModel, 'nodes'>, locale: Locale): (nodeId: string) => string {
  const names = new Map(model.nodes.map((node) => [node.id, nodeName(node, locale)]));
  return (nodeId) => names.get(nodeId) ?? nodeId;
}
