/** Models shared by the workflow unit tests. */
import { NO_HANDLERS, wfLine, wfModel, wfNode } from '../model-builders.ts';
import type { WfModel } from '../model-types.ts';
import { engineContext, type EngineContext } from '../engine/engine-context.ts';

const users = (...ids: string[]) => ({ ...NO_HANDLERS, users: ids });

/** start → review (countersign, fallback, countersign allowed) → check → (big) approve → end; check → end by default. */
export const REVIEW_MODEL: WfModel = wfModel('review', 'dfDefect', 'Review', [
  wfNode('s', 'start', 'Start', { handlers: { ...NO_HANDLERS, starter: true } }),
  wfNode('review', 'ordinary', 'Review', { cosignFlag: true, allowCountersign: true, allowFallback: true, allowFallbackToStart: true, needOpinion: true, handlers: users('u1', 'u2'), editableFields: ['teamNo'] }),
  wfNode('check', 'ordinary', 'Check', { allowFallback: true, handlers: users('u3', 'u4') }),
  wfNode('approve', 'ordinary', 'Approve', { handlers: users('u5') }),
  wfNode('e', 'end', 'End'),
], [
  wfLine('l1', 's', 'review'),
  wfLine('l2', 'review', 'check'),
  wfLine('l3', 'check', 'approve', 'getValStr("category") == "CRITICAL"'),
  wfLine('l4', 'check', 'e'),
  wfLine('l5', 'approve', 'e'),
]);

/** start → fork (empty) → a, b in parallel → join (sychronize) → last → end. */
export const PARALLEL_MODEL: WfModel = wfModel('parallel', 'dfDefect', 'Parallel', [
  wfNode('s', 'start', 'Start'),
  wfNode('fork', 'empty', 'Fork'),
  wfNode('a', 'ordinary', 'A', { handlers: users('u1') }),
  wfNode('b', 'ordinary', 'B', { handlers: users('u2') }),
  wfNode('join', 'sychronize', 'Join'),
  wfNode('last', 'ordinary', 'Last', { handlers: users('u3') }),
  wfNode('e', 'end', 'End'),
], [
  wfLine('p1', 's', 'fork'),
  wfLine('p2', 'fork', 'a'),
  wfLine('p3', 'fork', 'b'),
  wfLine('p4', 'a', 'join'),
  wfLine('p5', 'b', 'join'),
  wfLine('p6', 'join', 'last'),
  wfLine('p7', 'last', 'e'),
]);

/** An engine context with ids t1, t2, ... */
export function countingContext(model: WfModel): EngineContext {
  let n = 0;
  return engineContext(model, () => `t${(n += 1)}`);
}
