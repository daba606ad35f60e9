import { describe, expect, it } from 'vitest';
import { applyTransition, NO_INSTANCE } from './apply.ts';
import { addCountersign } from './countersign.ts';
import { fallBack, fallbackTargets, submitterTask } from './fallback.ts';
import { forceEnd } from './force-end.ts';
import type { WfSnapshot, WfTransition } from './instance-types.ts';
import { acknowledgeNotify } from './notify.ts';
import { recall } from './recall.ts';
import { recover } from './recover.ts';
import { planNext } from './route.ts';
import { startInstance } from './start.ts';
import { submitCompletesNode, submitTask } from './submit.ts';
import { currentHandlers } from './task-queries.ts';
import type { EngineContext } from './engine-context.ts';
import { countingContext, PARALLEL_MODEL, REVIEW_MODEL } from '../test-support/models.ts';
import { workflowState } from '../workflow-state.ts';

const critical = (category: string) => () => category === 'CRITICAL';

/** Submits like the server: plans the route when the submit completes the node, default handlers. */
async function submit(ctx: EngineContext, snapshot: WfSnapshot, user: string, nodeId: string, options: { category?: string; opinion?: string; notify?: string[]; handlers?: Record<string, string[]> } = {}): Promise<WfSnapshot> {
  const completes = submitCompletesNode(ctx, snapshot, user, nodeId);
  const plan = completes ? await planNext(ctx.graph, snapshot.instance.activeNodes.filter((id) => id !== nodeId), nodeId, critical(options.category ?? 'GENERAL')) : undefined;
  const handlers = new Map((plan?.taskNodes ?? []).map((id) => [id, options.handlers?.[id] ?? [...(ctx.graph.node(id)?.handlers.users ?? [])]]));
  const transition = submitTask(ctx, snapshot, { user, nodeId, opinion: options.opinion ?? 'ok', defaultOpinion: 'Submit', plan, handlers, notifyUsers: options.notify ?? [], urgent: false });
  return applyTransition(snapshot, transition);
}

function started(ctx: EngineContext, starter = 'u0'): WfSnapshot {
  return applyTransition(NO_INSTANCE, startInstance(ctx, starter));
}

const apply = (snapshot: WfSnapshot, transition: WfTransition) => applyTransition(snapshot, transition);

describe('route planning', () => {
  it('takes conditional lines that hold, else the default lines', async () => {
    const ctx = countingContext(REVIEW_MODEL);
    expect((await planNext(ctx.graph, [], 'check', critical('CRITICAL'))).taskNodes).toEqual(['approve']);
    const general = await planNext(ctx.graph, [], 'check', critical('GENERAL'));
    expect(general).toMatchObject({ taskNodes: [], endNodes: ['e'], lines: ['l4'] });
  });

  it('splits through an empty node and holds the join until both branches arrive', async () => {
    const ctx = countingContext(PARALLEL_MODEL);
    const split = await planNext(ctx.graph, [], 's', () => true);
    expect(split).toMatchObject({ taskNodes: ['a', 'b'], lines: ['p1', 'p2', 'p3'] });
    const first = await planNext(ctx.graph, ['b'], 'a', () => true);
    expect(first).toMatchObject({ taskNodes: [], waitingJoins: ['join'], firedJoins: [] });
    const second = await planNext(ctx.graph, ['join'], 'b', () => true);
    expect(second).toMatchObject({ taskNodes: ['last'], waitingJoins: [], firedJoins: ['join'] });
  });

  it('refuses a node with no firing line', async () => {
    const ctx = countingContext({ ...REVIEW_MODEL, lines: REVIEW_MODEL.lines.filter((line) => line.id !== 'l4') });
    await expect(planNext(ctx.graph, [], 'check', () => false)).rejects.toMatchObject({ messageId: 'workflow.noNextNode' });
  });
});

describe('engine transitions', () => {
  it('runs the review model to the end, countersign node waiting for every handler', async () => {
    const ctx = countingContext(REVIEW_MODEL);
    let s = started(ctx);
    expect(workflowState(s, 's')).toBe('started');
    s = await submit(ctx, s, 'u0', 's');
    expect(s.instance.activeNodes).toEqual(['review']);
    expect(currentHandlers(s)).toEqual(['u1', 'u2']);
    expect(workflowState(s, 's')).toBe('processing');
    s = await submit(ctx, s, 'u1', 'review');
    expect(s.instance.activeNodes).toEqual(['review']);
    s = await submit(ctx, s, 'u2', 'review');
    expect(s.instance.activeNodes).toEqual(['check']);
    s = await submit(ctx, s, 'u4', 'check', { category: 'CRITICAL' });
    // The first handler of an ordinary node takes it from the other candidates.
    expect(s.tasks.find((task) => task.handler === 'u3')?.handleState).toBe(30);
    expect(s.instance.activeNodes).toEqual(['approve']);
    s = await submit(ctx, s, 'u5', 'approve');
    expect(s.instance).toMatchObject({ ended: true, activeNodes: [] });
    expect(workflowState(s, 's')).toBe('end');
    await expect(submit(ctx, s, 'u5', 'approve')).rejects.toMatchObject({ messageId: 'workflow.closed' });
  });

  it('refuses strangers, repeated submits and missing opinions', async () => {
    const ctx = countingContext(REVIEW_MODEL);
    let s = await submit(ctx, started(ctx), 'u0', 's');
    await expect(submit(ctx, s, 'u9', 'review')).rejects.toMatchObject({ messageId: 'workflow.noPermission', code: 'E_FORBIDDEN' });
    await expect(submit(ctx, s, 'u1', 'review', { opinion: ' ' })).rejects.toMatchObject({ messageId: 'workflow.opinionRequired' });
    s = await submit(ctx, s, 'u1', 'review');
    await expect(submit(ctx, s, 'u1', 'review')).rejects.toMatchObject({ messageId: 'workflow.taskHandled', code: 'E_CONFLICT' });
  });

  it('stores the operation name when no opinion is given and none is required', async () => {
    const ctx = countingContext(REVIEW_MODEL);
    const s = await submit(ctx, started(ctx), 'u0', 's', { opinion: '' });
    expect(s.tasks[0]).toMatchObject({ handleState: 20, opinion: 'Submit' });
  });

  it('refuses a next node without handlers', async () => {
    const ctx = countingContext(REVIEW_MODEL);
    await expect(submit(ctx, started(ctx), 'u0', 's', { handlers: { review: [] } })).rejects.toMatchObject({ messageId: 'workflow.noHandler', params: { node: 'Review' } });
  });

  it('runs parallel branches into the join and on', async () => {
    const ctx = countingContext(PARALLEL_MODEL);
    let s = await submit(ctx, started(ctx), 'u0', 's');
    expect(s.instance.activeNodes).toEqual(['a', 'b']);
    s = await submit(ctx, s, 'u2', 'b');
    expect(s.instance.activeNodes).toEqual(['a', 'join']);
    s = await submit(ctx, s, 'u1', 'a');
    expect(s.instance.activeNodes).toEqual(['last']);
    s = await submit(ctx, s, 'u3', 'last');
    expect(s.instance.ended).toBe(true);
  });

  it('adds countersigners who hold the node until they handle it', async () => {
    const ctx = countingContext(REVIEW_MODEL);
    let s = await submit(ctx, started(ctx), 'u0', 's');
    s = apply(s, addCountersign(ctx, s, { user: 'u1', nodeId: 'review', users: ['u7', 'u2'], opinion: 'please check', urgent: true, notifyUsers: [] }));
    expect(s.tasks.filter((task) => task.type === 'countersign').map((task) => task.handler)).toEqual(['u7']);
    s = await submit(ctx, s, 'u1', 'review');
    s = await submit(ctx, s, 'u2', 'review');
    expect(s.instance.activeNodes).toEqual(['review']);
    s = await submit(ctx, s, 'u7', 'review');
    expect(s.instance.activeNodes).toEqual(['check']);
    expect(() => addCountersign(ctx, s, { user: 'u3', nodeId: 'check', users: ['u9'], opinion: '', urgent: false, notifyUsers: [] })).toThrow(expect.objectContaining({ messageId: 'workflow.countersignNotAllowed' }));
  });

  it('sends notify tasks that the receiver confirms', async () => {
    const ctx = countingContext(REVIEW_MODEL);
    let s = await submit(ctx, started(ctx), 'u0', 's', { notify: ['u8'] });
    expect(s.tasks.filter((task) => task.type === 'notify')).toEqual([expect.objectContaining({ handler: 'u8', handleState: 10, nodeId: 's' })]);
    s = apply(s, acknowledgeNotify(s, 'u8', ''));
    expect(s.tasks.find((task) => task.type === 'notify')?.handleState).toBe(20);
    expect(() => acknowledgeNotify(s, 'u8', '')).toThrow(expect.objectContaining({ messageId: 'workflow.notifyNotFound' }));
  });

  it('falls back to earlier nodes and to the submitter where the flags allow', async () => {
    const ctx = countingContext(REVIEW_MODEL);
    let s = await submit(ctx, started(ctx), 'u0', 's');
    s = await submit(ctx, s, 'u1', 'review');
    s = await submit(ctx, s, 'u2', 'review');
    const targets = fallbackTargets(ctx, s, 'check');
    // check allows fallback but not to the start: the two review handlers only.
    expect(targets.map((task) => `${task.nodeId}:${task.handler}`)).toEqual(['review:u2', 'review:u1']);
    expect(submitterTask(s, 'u3', 'check')?.handler).toBe('u2');
    expect(() => fallBack(ctx, s, { user: 'u3', nodeId: 'check', targetTaskId: targets[0]?.taskId ?? '', opinion: '' })).toThrow(expect.objectContaining({ messageId: 'workflow.fallbackOpinionRequired' }));
    const startTask = s.tasks[0]?.taskId ?? '';
    expect(() => fallBack(ctx, s, { user: 'u3', nodeId: 'check', targetTaskId: startTask, opinion: 'no' })).toThrow(expect.objectContaining({ messageId: 'workflow.fallbackNotAllowed' }));
    s = apply(s, fallBack(ctx, s, { user: 'u3', nodeId: 'check', targetTaskId: targets[0]?.taskId ?? '', opinion: 'redo' }));
    expect(s.instance.activeNodes).toEqual(['review']);
    expect(currentHandlers(s)).toEqual(['u2']);
    expect(s.tasks.filter((task) => task.nodeId === 'check').map((task) => task.handleState)).toEqual([30, 30]);
    // review allows fallback to the start.
    s = apply(s, fallBack(ctx, s, { user: 'u2', nodeId: 'review', targetTaskId: startTask, opinion: 'back to start' }));
    expect(workflowState(s, 's')).toBe('started');
    expect(currentHandlers(s)).toEqual(['u0']);
  });

  it('lets only the starter recall, and only while processing', async () => {
    const ctx = countingContext(REVIEW_MODEL);
    let s = started(ctx);
    expect(() => recall(ctx, s, 'u0', '')).toThrow(expect.objectContaining({ messageId: 'workflow.recallNotAllowed' }));
    s = await submit(ctx, s, 'u0', 's');
    expect(() => recall(ctx, s, 'u1', '')).toThrow(expect.objectContaining({ messageId: 'workflow.noPermission' }));
    s = apply(s, recall(ctx, s, 'u0', 'forgot a photo'));
    expect(workflowState(s, 's')).toBe('started');
    expect(s.tasks.filter((task) => task.nodeId === 'review').every((task) => task.handleState === 30)).toBe(true);
  });

  it('force ends clearing pending tasks, and recovers clearing the records', async () => {
    const ctx = countingContext(REVIEW_MODEL);
    let s = await submit(ctx, started(ctx), 'u0', 's', { notify: ['u8'] });
    expect(() => forceEnd(s, { userId: 'u1', isAdmin: false }, '')).toThrow(expect.objectContaining({ messageId: 'workflow.noPermission' }));
    s = apply(s, forceEnd(s, { userId: 'u0', isAdmin: false }, 'cancelled'));
    expect(s.instance.ended).toBe(true);
    expect(s.tasks.every((task) => task.handleState !== 10)).toBe(true);
    expect(() => recover(ctx, s, { userId: 'u1', isAdmin: false })).toThrow(expect.objectContaining({ messageId: 'workflow.noPermission' }));
    // The starter neither: recovering would undo the approval of their own request.
    expect(() => recover(ctx, s, { userId: 'u0', isAdmin: false })).toThrow(expect.objectContaining({ messageId: 'workflow.noPermission' }));
    s = apply(s, recover(ctx, s, { userId: 'admin', isAdmin: true }));
    expect(s.tasks).toHaveLength(1);
    expect(s.tasks[0]).toMatchObject({ nodeId: 's', handler: 'u0', handleState: 10 });
    expect(workflowState(s, 's')).toBe('started');
  });
});
