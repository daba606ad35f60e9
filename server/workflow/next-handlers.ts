import { AppError } from '../../runtime/errors.ts';
import type { Locale } from '../../runtime/bundle/types.ts';
import type { WfNode } from '../../runtime/workflow/model-types.ts';
import { nodeName } from '../../runtime/workflow/model-names.ts';
import type { ExtMethodContext, ExtMethodRegistry } from './ext-methods.ts';
import { candidateUsers } from './handler-candidates.ts';
import { organisationUsers } from './users.ts';

/**
 * Every way a task reaches a user (next handlers, countersigners, a monitor's reassign) keeps
 * the instance's starter off a node that excludes him, unless its starter rule names him.
 */
export function refuseExcludedStarter(node: WfNode, startUser: string, users: readonly string[], locale: Locale): void {
  if (node.handlers.excludeStarter && !node.handlers.starter && users.includes(startUser)) throw new AppError('E_BAD_REQUEST', { node: nodeName(node, locale) }, 'workflow.starterExcluded');
}

/**
 * The handlers a submitter gives a next node, checked against the model (spec 02 §5):
 * none given means the default candidates; a user outside the candidates needs
 * allowDynamicPro (and still belongs to the organisation), and is never the starter of a node
 * that excludes him; a default candidate may be left out only with allowCancelDefaultPro.
 * Nobody left is refused here, so the message names the node in the caller's `locale`.
 */
export async function chosenHandlers(ext: ExtMethodRegistry, context: ExtMethodContext, node: WfNode, requested: readonly string[] | undefined, locale: Locale): Promise<string[]> {
  const name = nodeName(node, locale);
  const candidates = await candidateUsers(ext, context, node.handlers);
  const chosen = requested === undefined ? candidates : [...new Set(requested)];
  const outside = chosen.filter((user) => !candidates.includes(user));
  refuseExcludedStarter(node, context.startUser, outside, locale);
  if (outside.length > 0) {
    const members = node.allowDynamicPro ? await organisationUsers(context.db, context.orgNo, outside) : [];
    const stranger = outside.find((user) => !members.includes(user));
    if (stranger !== undefined) throw new AppError('E_BAD_REQUEST', { user: stranger, node: name }, 'workflow.notCandidate');
  }
  if (!node.allowCancelDefaultPro && candidates.some((user) => !chosen.includes(user))) {
    throw new AppError('E_BAD_REQUEST', { node: name }, 'workflow.defaultRequired');
  }
  // With no candidate and none to add (for instance the starter excluded), there is nothing to select.
  if (chosen.length === 0) throw new AppError('E_BAD_REQUEST', { node: name }, candidates.length === 0 && !node.allowDynamicPro ? 'workflow.noCandidate' : 'workflow.noHandler');
  return chosen;
}

/** Notify receivers and countersigners: active users of the organisation; others are refused by name. */
export async function organisationMembers(context: ExtMethodContext, requested: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(requested)];
  const members = await organisationUsers(context.db, context.orgNo, wanted);
  const stranger = wanted.find((user) => !members.includes(user));
  if (stranger !== undefined) throw new AppError('E_BAD_REQUEST', { user: stranger, node: '-' }, 'workflow.notCandidate');
  return wanted;
}
