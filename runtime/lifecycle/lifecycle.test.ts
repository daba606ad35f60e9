import { describe, expect, it } from 'vitest';
import { checkBundleSet, checkModuleBundle } from '../bundle/check.ts';
import type { ModuleBundle } from '../bundle/types.ts';
import { loadBundle, loadCompiled, loadDictionaries, moduleFiles } from '../test-support/modules.ts';
import { lifecycleSaveErrors, lockedInState } from './state-locks.ts';
import { missingForTransition, offeredTransitions, transitionRefusal, type LifecycleUser } from './transitions.ts';
import { guardHolds } from './transition-guard.ts';
import { stampsForWorkflowMove, stateForWorkflowMove } from './workflow-states.ts';

type Json = Record<string, any>;

const defect = loadCompiled('dfDefect');
const worker: LifecycleUser = { userId: 'U0003', userName: '张三', roleIds: ['user'], isSuperAdmin: false };
const admin: LifecycleUser = { userId: 'U0002', userName: '王海峰', roleIds: ['admin'], isSuperAdmin: false };
const root: LifecycleUser = { userId: 'U0001', userName: '系统管理员', roleIds: ['superAdmin'], isSuperAdmin: true };

const record = (values: Json) => ({ category: 'GENERAL', defectState: '20', teamNo: 'T0101', actualStart: null, ...values });
const names = async (values: Json, user: LifecycleUser) => (await offeredTransitions(defect, record(values), user)).map((transition) => transition.name);
const transition = (name: string) => defect.bundle.lifecycle!.transitions.find((entry) => entry.name === name)!;

function brokenDefect(edit: (bundle: Json) => void) {
  const bundle = structuredClone(loadBundle('dfDefect')) as Json;
  edit(bundle);
  return checkModuleBundle(bundle, 'dfDefect.json').problems.map(({ pointer, messageId, params }) => ({ pointer, messageId, params }));
}

function brokenSet(edit: (bundle: Json) => void) {
  const bundles = moduleFiles().map(({ file, json }) => ({ file, bundle: structuredClone(json) as ModuleBundle }));
  edit(bundles.find((entry) => entry.file === 'dfDefect.json')!.bundle as Json);
  return checkBundleSet(bundles, loadDictionaries()).map(({ file, pointer, messageId, params }) => ({ file, pointer, messageId, params }));
}

describe('life-cycle check', () => {
  it('accepts the demo defect life cycle', () => {
    expect(brokenDefect(() => {})).toEqual([]);
    expect(brokenSet(() => {})).toEqual([]);
  });

  it('refuses a transition to a state that is not an item of the dictionary, with file and pointer', () => {
    expect(brokenSet((b) => (b.lifecycle.transitions[2].to = '45'))).toEqual([
      { file: 'dfDefect.json', pointer: '/lifecycle/transitions/2/to', messageId: 'bundle.unknownState', params: { state: '45', dict: 'defectState' } },
    ]);
    expect(brokenSet((b) => (b.lifecycle.transitions[0].from = ['20', 'x']))).toEqual([expect.objectContaining({ pointer: '/lifecycle/transitions/0/from/1', messageId: 'bundle.unknownState' })]);
    expect(brokenSet((b) => (b.lifecycle.locks = [{ state: '99', fields: '*' }]))).toEqual([expect.objectContaining({ pointer: '/lifecycle/locks/0/state', messageId: 'bundle.unknownState' })]);
    expect(brokenSet((b) => (b.workflow.states = { onNode: [{ node: 'teamReview', state: '0' }] }))).toEqual([expect.objectContaining({ pointer: '/workflow/states/onNode/0/state', messageId: 'bundle.unknownState' })]);
  });

  it('refuses unknown fields in requires, stamps, locks and guards, and duplicate names', () => {
    expect(
      brokenDefect((b) => {
        b.lifecycle.transitions[0].requires = ['teamNo', 'crew'];
        b.lifecycle.transitions[1].stamps = [{ field: 'closedBy', value: 'userName' }];
        b.lifecycle.transitions[2].when = "grade == 'A'";
        b.lifecycle.transitions[3].name = 'dispatch';
        b.lifecycle.locks = [{ state: '60', fields: ['title', 'budget'] }];
      }),
    ).toEqual([
      { pointer: '/lifecycle/transitions/0/requires/1', messageId: 'bundle.unknownField', params: { name: 'crew' } },
      { pointer: '/lifecycle/transitions/1/stamps/0/field', messageId: 'bundle.unknownField', params: { name: 'closedBy' } },
      { pointer: '/lifecycle/transitions/2/when', messageId: 'bundle.expr.unknownField', params: { name: 'grade', position: 1 } },
      { pointer: '/lifecycle/transitions/3/name', messageId: 'bundle.duplicateTransition', params: { name: 'dispatch' } },
      { pointer: '/lifecycle/locks/0/fields/1', messageId: 'bundle.unknownField', params: { name: 'budget' } },
    ]);
  });

  it('refuses a state field without a dictionary, a stamp into a field of the wrong type, a guard reading outside the record', () => {
    expect(brokenDefect((b) => (b.lifecycle.field = 'title'))).toEqual([{ pointer: '/lifecycle/field', messageId: 'bundle.lifecycleFieldNotDict', params: { name: 'title' } }]);
    expect(brokenDefect((b) => (b.lifecycle.transitions[0].stamps = [{ field: 'plannedEnd', value: 'now' }]))).toEqual([
      { pointer: '/lifecycle/transitions/0/stamps/0/value', messageId: 'bundle.stampFieldType', params: { name: 'plannedEnd', source: 'now', types: 'datetime' } },
    ]);
    expect(brokenDefect((b) => (b.lifecycle.transitions[0].when = 'getFlowStartUserId() == "x"'))).toEqual([
      { pointer: '/lifecycle/transitions/0/when', messageId: 'bundle.expr.unknownFunction', params: { name: 'getFlowStartUserId', position: 1 } },
    ]);
    expect(brokenDefect((b) => delete b.lifecycle)).toEqual([{ pointer: '/workflow/states', messageId: 'bundle.workflowStatesNeedLifecycle', params: {} }]);
  });
});

describe('offered transitions', () => {
  it('offers what leaves from the record state, for the user roles, where the guard holds', async () => {
    expect(await names({ defectState: '20' }, worker)).toEqual(['dispatch', 'defer']);
    expect(await names({ defectState: '20', category: 'CRITICAL' }, worker)).toEqual(['dispatch']);
    expect(await names({ defectState: '40' }, worker)).toEqual([]);
    expect(await names({ defectState: '40' }, admin)).toEqual(['accept']);
    expect(await names({ defectState: '50' }, root)).toEqual(['close']);
    expect(await names({ defectState: '60' }, root)).toEqual([]);
  });

  it('says why a transition is refused', async () => {
    const refusal = async (name: string, values: Json, user: LifecycleUser) => {
      const error = await transitionRefusal(defect, transition(name), record(values), user, 'en-US');
      return error && { code: error.code, messageId: error.messageId, params: error.params };
    };
    expect(await refusal('dispatch', { defectState: '20' }, worker)).toBeUndefined();
    expect(await refusal('dispatch', { defectState: '40' }, worker)).toEqual({ code: 'E_CONFLICT', messageId: 'lifecycle.wrongState', params: { transition: 'Dispatch', state: 'Eliminated' } });
    expect(await refusal('accept', { defectState: '40' }, worker)).toEqual({ code: 'E_FORBIDDEN', messageId: 'lifecycle.roleRequired', params: { transition: 'Accept' } });
    expect(await refusal('defer', { defectState: '30', category: 'CRITICAL' }, worker)).toEqual({ code: 'E_CONFLICT', messageId: 'lifecycle.guardFailed', params: { transition: 'Defer' } });
  });

  it('names the empty fields a transition requires, with their labels', () => {
    expect(missingForTransition(defect, transition('dispatch'), record({ teamNo: null }), 'zh-CN')).toEqual([
      { field: 'teamNo', messageId: 'lifecycle.requiredForTransition', params: { label: '责任班组', transition: '派工' } },
    ]);
    expect(missingForTransition(defect, transition('dispatch'), record({}), 'zh-CN')).toEqual([]);
  });

  it('evaluates guards in the bundle expression language over the record and the user', () => {
    const user = { userId: 'U1', userName: 'A' };
    expect(guardHolds("category == 'MAJOR' && currentUser() == 'U1'", defect.bundle, { category: 'MAJOR' }, user)).toBe(true);
    expect(guardHolds("category == 'MAJOR' && currentUser() == 'U1'", defect.bundle, { category: 'MAJOR' }, { ...user, userId: 'U2' })).toBe(false);
    expect(() => guardHolds('getValStrBySql("select 1") == "1"', defect.bundle, {}, user)).toThrow(expect.objectContaining({ code: 'E_BAD_CONDITION' }));
  });
});

describe('saves of a record with a life cycle', () => {
  const stored = record({ defectState: '50', title: 'A', actualStart: '2024-05-01', lostEnergyKwh: '1.00' });

  it('refuses a change of the state field and of the fields locked in the record state', () => {
    expect(lifecycleSaveErrors(defect, { defectState: '60', title: 'B', actualStart: '2024-05-02' }, stored, 'en-US')).toEqual([
      { field: 'defectState', messageId: 'lifecycle.stateByTransition', params: { label: 'State' } },
      { field: 'actualStart', messageId: 'lifecycle.lockedInState', params: { label: 'Actual start', state: 'Accepted' } },
    ]);
  });

  it('lets fields sent with their stored values through', () => {
    expect(lifecycleSaveErrors(defect, { defectState: '50', actualStart: '2024-05-01', title: 'B' }, stored, 'en-US')).toEqual([]);
  });

  it('locks every field of a closed record', () => {
    expect(lockedInState(defect, defect.bundle.lifecycle!, '60').has('title')).toBe(true);
    expect(lifecycleSaveErrors(defect, { title: 'B' }, { ...stored, defectState: '60' }, 'en-US').map((error) => error.field)).toEqual(['title']);
  });

  it('starts a new record in the initial state only', () => {
    expect(lifecycleSaveErrors(defect, { defectState: '10' }, undefined, 'en-US')).toEqual([]);
    expect(lifecycleSaveErrors(defect, { defectState: null }, undefined, 'en-US')).toEqual([]);
    expect(lifecycleSaveErrors(defect, { defectState: '60' }, undefined, 'en-US').map((error) => error.messageId)).toEqual(['lifecycle.stateByTransition']);
  });
});

describe('workflow states', () => {
  const states = {
    onNode: [{ node: 'start', state: '10' }, { node: 'review', state: '20' }],
    onEnd: '50',
    onForceEnd: '60',
    onSubmit: [{ node: 'review', stamps: [{ field: 'reviewedAt', value: 'now' as const }] }],
  };
  const move = (action: string, ended: boolean, enteredNodes: string[], fromNode = 'start') => ({ action, fromNode, ended, enteredNodes });

  it('sets the state of the node entered, the end, the forced end', () => {
    expect(stateForWorkflowMove(states, move('fallback', false, ['start']))).toBe('10');
    expect(stateForWorkflowMove(states, move('submit', false, ['other', 'review']))).toBe('20');
    expect(stateForWorkflowMove(states, move('submit', false, ['other']))).toBeUndefined();
    expect(stateForWorkflowMove(states, move('submit', true, []))).toBe('50');
    expect(stateForWorkflowMove(states, move('end', true, []))).toBe('60');
    expect(stateForWorkflowMove(undefined, move('submit', true, []))).toBeUndefined();
  });

  it("stamps what the node's submit names, and nothing on a return, a recall or a forced end from it", () => {
    expect(stampsForWorkflowMove(states, move('submit', true, [], 'review'))).toEqual([{ field: 'reviewedAt', value: 'now' }]);
    expect(stampsForWorkflowMove(states, move('countersign', false, [], 'review'))).toEqual([{ field: 'reviewedAt', value: 'now' }]);
    expect(stampsForWorkflowMove(states, move('submit', false, ['review'], 'start'))).toEqual([]);
    for (const action of ['fallback', 'recall', 'end']) expect(stampsForWorkflowMove(states, move(action, false, ['start'], 'review'))).toEqual([]);
    expect(stampsForWorkflowMove(undefined, move('submit', true, [], 'review'))).toEqual([]);
  });
});
