/**
 * A report dimension may read a field of another record than the source row: through a
 * reference (`materialId.category`: the category of the line's material) or up to the parent
 * record of a child list (`parent.outboundDate`: the date of the line's outbound order), hop by
 * hop, at most MAX_HOPS. Each hop is a checked field of a published module; the server reads the
 * far record with the reader's data scope on that module (server/reports/report-path-sql.ts).
 */
import type { CompiledField, CompiledModule } from '../bundle/compiled-types.ts';
import { parentLinkField } from '../bundle/derived-list.ts';
import type { MessageParams } from '../errors.ts';
import type { ReportMessageId } from './report-problem.ts';
import type { ReportBundle } from './types.ts';

/** The path segment that goes up to the parent record of a child list. */
export const PARENT_HOP = 'parent';
export const MAX_HOPS = 3;

/** The published modules a report may read: by id, and all of them (a reference names an entity; a child's parent is the module listing it in form.children). */
export interface ReportModules {
  byModuleId(moduleId: string): CompiledModule | undefined;
  all(): readonly CompiledModule[];
}

/** One step from a record to another: `via` (a field of `from`) holds the value of `key` (a field of `to`). */
export interface PathHop {
  readonly from: CompiledModule;
  readonly via: CompiledField;
  readonly to: CompiledModule;
  readonly key: CompiledField;
}

export interface ResolvedPath {
  /** Empty for a field of the source row itself. */
  readonly hops: readonly PathHop[];
  /** The module whose field is read, and the field. */
  readonly module: CompiledModule;
  readonly field: CompiledField;
}

export interface PathProblem {
  messageId: ReportMessageId;
  params: MessageParams;
}

function hopFrom(module: CompiledModule, segment: string, modules: ReportModules): PathHop | PathProblem {
  if (segment === PARENT_HOP) {
    const parent = modules.all().find((candidate) => parentLinkField(candidate.bundle, module.moduleId) !== undefined);
    const via = parent && module.fields.get(parentLinkField(parent.bundle, module.moduleId) ?? '');
    return parent && via ? { from: module, via, to: parent, key: parent.primaryKey } : { messageId: 'report.problem.noParent', params: { module: module.moduleId } };
  }
  const via = module.fields.get(segment);
  if (!via) return { messageId: 'report.problem.unknownField', params: { module: module.moduleId, field: segment } };
  const reference = via.type === 'reference' ? via.def.reference : undefined;
  if (!reference || reference.multiple) return { messageId: 'report.problem.notHop', params: { module: module.moduleId, field: segment } };
  const to = modules.all().find((candidate) => candidate.entityName === reference.entity);
  const key = reference.valueField ? to?.fields.get(reference.valueField) : to?.primaryKey;
  return to && key ? { from: module, via, to, key } : { messageId: 'report.problem.unknownSource', params: { module: reference.entity } };
}

/**
 * The field a dotted path names from `source`, or the problem with it.
 * @example resolveFieldPath(outboundLine, 'materialId.category', modules) // { hops: [line → material], module: material, field: category }
 */
export function resolveFieldPath(source: CompiledModule, path: string, modules: ReportModules): ResolvedPath | PathProblem {
  const segments = path.split('.');
  const hops: PathHop[] = [];
  let module = source;
  for (const segment of segments.slice(0, -1)) {
    const hop = hopFrom(module, segment, modules);
    if ('messageId' in hop) return hop;
    hops.push(hop);
    module = hop.to;
  }
  const name = segments[segments.length - 1] ?? '';
  const field = module.fields.get(name);
  return field ? { hops, module, field } : { messageId: 'report.problem.unknownField', params: { module: module.moduleId, field: name } };
}

export const isPathProblem = (resolved: ResolvedPath | PathProblem): resolved is PathProblem => 'messageId' in resolved;

/** Whether a dimension's field is read through other records. */
export const isFieldPath = (field: string): boolean => field.includes('.');

/**
 * Every module a report reads: its source, then each module its dimension paths reach (paths that
 * do not resolve are the check's to refuse). The server asks for the reader's view grant and field
 * access on each.
 */
export function modulesRead(bundle: ReportBundle, modules: ReportModules): CompiledModule[] {
  const source = modules.byModuleId(bundle.source);
  if (!source) return [];
  const read = new Map([[source.moduleId, source]]);
  for (const dimension of bundle.dimensions) {
    const resolved = isFieldPath(dimension.field) ? resolveFieldPath(source, dimension.field, modules) : undefined;
    if (resolved && !isPathProblem(resolved)) for (const hop of resolved.hops) read.set(hop.to.moduleId, hop.to);
  }
  return [...read.values()];
}
