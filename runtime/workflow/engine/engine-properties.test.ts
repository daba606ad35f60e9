/**
 * Property tests of the pure engine: random valid models driven by random action sequences.
 * Whatever happens, the instance stays legal and the handling log accounts for every task.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAppError } from '../../errors.ts';
import { NO_HANDLERS, wfLine, wfModel, wfNode } from '../model-builders.ts';
import type { WfLine, WfModel, WfNode } from '../model-types.ts';
import { validateModel } from '../validate-model.ts';
import { applyTransition, NO_INSTANCE } from './apply.ts';
import { addCountersign } from './countersign.ts';
import { engineContext, type EngineContext } from './engine-context.ts';
import { fallBack, fallbackTargets } from './fallback.ts';
import { forceEnd } from './force-end.ts';
import type { WfLogEntry, WfSnapshot, WfTransition } from './instance-types.ts';
import { acknowledgeNotify } from './notify.ts';
import { recall } from './recall.ts';
import { recover } from './recover.ts';
import { planNext } from './route.ts';
import { startInstance } from './start.ts';
import { submitCompletesNode, submitTask } from './submit.ts';
import { blockingTasks } from './task-queries.ts';

const USERS = ['u0', 'u1', 'u2', 'u3'];

interface NodeSpec { kind: 'ordinary' | 'empty' | 'sychronize'; users: boolean[]; cosign: boolean; countersign: boolean; fallback: boolean; toStart: boolean }
interface LineSpec { from: number; to: number; condition: number }

const nodeSpec = fc.record({
  kind: fc.constantFrom<NodeSpec['kind']>('ordinary', 'ordinary', 'ordinary', 'empty', 'sychronize'),
  users: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  cosign: fc.boolean(),
  countersign: fc.boolean(),
  fallback: fc.boolean(),
  toStart: fc.boolean(),
});

/**
 * Models built valid: a chain start → m1 → … → mk → end keeps every node reachable and able to
 * end; extra lines go forward anywhere, or backward only into ordinary nodes (no loop of
 * pass-through nodes). Some lines carry a condition on the record's value x.
 */
const modelArb = fc
  .record({
    nodes: fc.array(nodeSpec, { minLength: 1, maxLength: 6 }),
    extra: fc.array(fc.record({ from: fc.nat(7), to: fc.nat(7), condition: fc.nat(4) }), { maxLength: 6 }),
  })
  .map(({ nodes, extra }) => buildModel(nodes, extra))
  .filter((model) => validateModel(model).length === 0);

function buildModel(specs: NodeSpec[], extra: LineSpec[]): WfModel {
  const middle: WfNode[] = specs.map((spec, i) =>
    wfNode(`m${i + 1}`, spec.kind, `M${i + 1}`, {
      handlers: { ...NO_HANDLERS, users: USERS.filter((_, u) => spec.users[u]), starter: !spec.users.some(Boolean) },
      cosignFlag: spec.cosign,
      allowCountersign: spec.countersign,
      allowFallback: spec.fallback,
      allowFallbackToStart: spec.toStart,
    }),
  );
  const nodes = [wfNode('s', 'start', 'S', { handlers: { ...NO_HANDLERS, starter: true } }), ...middle, wfNode('e', 'end', 'E')];
  const chain = nodes.slice(0, -1).map((node, i) => wfLine(`c${i}`, node.id, nodes[i + 1]?.id as string));
  const lines: WfLine[] = [...chain];
  extra.forEach((spec, i) => {
    const from = nodes[1 + (spec.from % (nodes.length - 1)) - 1] as WfNode;
    const to = nodes[1 + (spec.to % (nodes.length - 1))] as WfNode;
    const backward = nodes.indexOf(to) <= nodes.indexOf(from);
    if (from.type === 'end' || to.id === from.id || (backward && to.type !== 'ordinary')) return;
    const condition = spec.condition === 0 ? '' : `getValInt("x") > ${spec.condition}`;
    lines.push(wfLine(`x${i}`, from.id, to.id, condition));
  });
  return wfModel('random', 'dfDefect', 'random', nodes, lines);
}

type Step =
  | { kind: 'submit'; pick: number; x: number; notify: boolean }
  | { kind: 'stranger'; pick: number; user: number }
  | { kind: 'countersign'; pick: number; user: number }
  | { kind: 'notify'; user: number }
  | { kind: 'fallback'; pick: number; target: number }
  | { kind: 'recall' | 'end' | 'recover' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('submit' as const), pick: fc.nat(9), x: fc.nat(5), notify: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('stranger' as const), pick: fc.nat(9), user: fc.nat(3) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('countersign' as const), pick: fc.nat(9), user: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('notify' as const), user: fc.nat(3) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('fallback' as const), pick: fc.nat(9), target: fc.nat(9) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('recall' as const, 'end' as const, 'recover' as const) }) },
);

async function transitionFor(ctx: EngineContext, s: WfSnapshot, step: Step): Promise<WfTransition> {
  const open = blockingTasks(s.tasks);
  const picked = open.length > 0 ? open[('pick' in step ? step.pick : 0) % open.length] : undefined;
  const user = (i: number) => USERS[i % USERS.length] as string;
  switch (step.kind) {
    case 'submit': {
      const task = picked ?? { handler: 'u0', nodeId: 's' };
      const completes = submitCompletesNode(ctx, s, task.handler, task.nodeId);
      const others = s.instance.activeNodes.filter((id) => id !== task.nodeId);
      const plan = completes ? await planNext(ctx.graph, others, task.nodeId, (line) => step.x > Number(line.condition.split('>')[1])) : undefined;
      const handlers = new Map((plan?.taskNodes ?? []).map((id) => {
        const rule = ctx.graph.node(id)?.handlers;
        return [id, rule?.starter ? [s.instance.startUser] : [...(rule?.users ?? [])]];
      }));
      return submitTask(ctx, s, { user: task.handler, nodeId: task.nodeId, opinion: 'ok', defaultOpinion: 'Submit', plan, handlers, notifyUsers: step.notify ? ['u3'] : [], urgent: false });
    }
    case 'stranger':
      return submitTask(ctx, s, { user: `x${step.user}`, nodeId: picked?.nodeId ?? 's', opinion: 'ok', defaultOpinion: '', plan: undefined, handlers: new Map(), notifyUsers: [], urgent: false });
    case 'countersign':
      return addCountersign(ctx, s, { user: picked?.handler ?? 'u0', nodeId: picked?.nodeId ?? 's', users: [user(step.user)], opinion: '', urgent: false, notifyUsers: [] });
    case 'notify':
      return acknowledgeNotify(s, user(step.user), '');
    case 'fallback': {
      const targets = picked ? fallbackTargets(ctx, s, picked.nodeId) : [];
      const target = targets[step.target % Math.max(targets.length, 1)];
      return fallBack(ctx, s, { user: picked?.handler ?? 'u0', nodeId: picked?.nodeId ?? 's', targetTaskId: target?.taskId ?? 'none', opinion: 'back' });
    }
    case 'recall':
      return recall(ctx, s, s.instance.startUser, '');
    case 'end':
      return forceEnd(s, { userId: s.instance.startUser, isAdmin: false }, '');
    case 'recover':
      return recover(ctx, s, { userId: 'admin', isAdmin: true });
  }
}

function assertLegal(ctx: EngineContext, s: WfSnapshot, log: readonly WfLogEntry[]): void {
  const { instance, tasks } = s;
  expect(instance.ended).toBe(instance.activeNodes.length === 0);
  expect(new Set(instance.activeNodes).size).toBe(instance.activeNodes.length);
  expect(new Set(tasks.map((task) => task.taskId)).size).toBe(tasks.length);
  const open = blockingTasks(tasks);
  for (const task of open) expect(instance.activeNodes).toContain(task.nodeId);
  for (const nodeId of instance.activeNodes) {
    const type = ctx.graph.node(nodeId)?.type;
    const holders = open.filter((task) => task.nodeId === nodeId);
    if (type === 'sychronize') expect(holders).toHaveLength(0);
    else {
      expect(['start', 'ordinary']).toContain(type);
      expect(holders.length).toBeGreaterThan(0);
    }
  }
  // The log accounts for every task: opened by exactly one entry, closed by exactly one entry once closed.
  const created = log.flatMap((entry) => entry.created);
  const closed = log.flatMap((entry) => entry.closed);
  expect([...created].sort()).toEqual(tasks.map((task) => task.taskId).sort());
  expect(new Set(closed).size).toBe(closed.length);
  expect([...closed].sort()).toEqual(tasks.filter((task) => task.handleState !== 10).map((task) => task.taskId).sort());
}

describe('engine properties', () => {
  it('keeps every instance legal and its log complete under random actions', async () => {
    await fc.assert(
      fc.asyncProperty(modelArb, fc.array(stepArb, { minLength: 1, maxLength: 40 }), async (model, steps) => {
        let n = 0;
        const ctx = engineContext(model, () => `t${(n += 1)}`);
        const first = startInstance(ctx, 'u0');
        let s = applyTransition(NO_INSTANCE, first);
        let log: WfLogEntry[] = [first.log];
        assertLegal(ctx, s, log);
        for (const step of steps) {
          let transition: WfTransition;
          try {
            transition = await transitionFor(ctx, s, step);
          } catch (error) {
            // A refusal is a catalogue error and changes nothing.
            if (!isAppError(error)) throw error;
            continue;
          }
          const openIds = new Set(s.tasks.filter((task) => task.handleState === 10).map((task) => task.taskId));
          if (!transition.clearsHistory) for (const closing of transition.closed) expect(openIds.has(closing.taskId)).toBe(true);
          s = applyTransition(s, transition);
          log = transition.clearsHistory ? [transition.log] : [...log, transition.log];
          assertLegal(ctx, s, log);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('finishes every run of submits on models without joins or conditions', async () => {
    const plain = modelArb.filter((model) => model.nodes.every((node) => node.type !== 'sychronize') && model.lines.every((line) => line.condition === ''));
    await fc.assert(
      fc.asyncProperty(plain, async (model) => {
        let n = 0;
        const ctx = engineContext(model, () => `t${(n += 1)}`);
        let s = applyTransition(NO_INSTANCE, startInstance(ctx, 'u0'));
        // Loops may go round; the bound only keeps a cyclic model from running forever.
        for (let i = 0; i < 200 && !s.instance.ended; i++) s = applyTransition(s, await transitionFor(ctx, s, { kind: 'submit', pick: 0, x: 0, notify: false }));
        const looped = model.lines.some((line) => model.nodes.findIndex((node) => node.id === line.to) <= model.nodes.findIndex((node) => node.id === line.from));
        if (!looped) expect(s.instance.ended).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
