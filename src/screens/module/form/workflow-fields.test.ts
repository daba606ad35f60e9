import { describe, expect, it } from 'vitest';
import { compileModule, type DictionaryBundle, type ModuleBundle } from '../../../../runtime/index.ts';
import bundle from '../../../../tests/fixtures/bundles/dfDefect.json' with { type: 'json' };
import dictionaries from '../../../../tests/fixtures/bundles/dictionaries.json' with { type: 'json' };
import type { WorkflowInfo } from '../../workflow/index.ts';
import { everythingLocked, lockedFields } from './workflow-fields.ts';
import { workflowInfoAnswer } from '../../../../tests/fixtures/contract-answers.ts';
import orderBundle from '../../../../tests/fixtures/field-policy/fpOrder.json' with { type: 'json' };
import { withLifecycleLocks } from '../lifecycle/lifecycle-locks.ts';

const defect = compileModule(bundle as ModuleBundle, dictionaries as unknown as DictionaryBundle);
const fieldNames = [...defect.fields.keys()].filter((name) => name !== 'defectNo');

function info(overrides: Partial<WorkflowInfo>): WorkflowInfo {
  return workflowInfoAnswer({ startUser: 'U2', currentUsers: { U3: '张三' }, currentNodeId: 'teamReview', currentNodeName: '班组长审核', editableFields: ['teamNo', 'plannedEnd'], ...overrides });
}

describe('lockedFields (spec 02 §4)', () => {
  it('opens the step’s region to a current handler only', () => {
    const locked = lockedFields(defect, 'workflow', info({}), 'U3');
    expect(fieldNames.filter((name) => !locked?.has(name))).toEqual(['teamNo', 'plannedEnd']);
    expect(everythingLocked(defect, lockedFields(defect, 'workflow', info({ editableFields: [] }), 'U5'))).toBe(true);
  });

  it('opens everything before an instance and to the starter holding it at the start', () => {
    expect(lockedFields(defect, 'workflow', info({ state: 'starting', currentUsers: {}, editableFields: fieldNames }), 'U2')?.size).toBe(0);
    expect(lockedFields(defect, 'workflow', info({ state: 'started', currentUsers: { U2: '王海峰' } }), 'U2')?.size).toBe(0);
  });

  it('locks every field until the workflow info is in, and nothing outside workflow mode', () => {
    expect(everythingLocked(defect, lockedFields(defect, 'workflow', null, 'U3'))).toBe(true);
    expect(lockedFields(defect, 'edit', info({}), 'U5')).toBeUndefined();
    expect(everythingLocked(defect, undefined)).toBe(false);
  });

  describe('inline lists, named by their child module id as in the step\'s region', () => {
    const order = compileModule(orderBundle as unknown as ModuleBundle, dictionaries as unknown as DictionaryBundle);

    it('opens a grid the step names, with nothing else, and keeps the form saveable', () => {
      const locked = lockedFields(order, 'workflow', info({ editableFields: ['fpOrderLine'] }), 'U3');
      expect(locked?.has('fpOrderLine')).toBe(false);
      expect(locked?.has('title')).toBe(true);
      expect(everythingLocked(order, locked)).toBe(false);
    });

    it('shows a grid the step leaves out read-only', () => {
      const locked = lockedFields(order, 'workflow', info({ editableFields: ['title'] }), 'U3');
      expect(locked?.has('fpOrderLine')).toBe(true);
      expect(everythingLocked(order, lockedFields(order, 'workflow', info({ editableFields: [] }), 'U3'))).toBe(true);
    });

    it('locks the grids with the record in a state that locks everything', () => {
      const lifecycle = { field: 'orderState', transitions: [], locks: [{ state: '30', fields: '*' as const }, { state: '20', fields: ['title'] }] };
      const withLocks = { ...order, bundle: { ...order.bundle, lifecycle } };
      expect(withLifecycleLocks(withLocks, undefined, '30')?.has('fpOrderLine')).toBe(true);
      expect(withLifecycleLocks(withLocks, undefined, '20')?.has('fpOrderLine')).toBe(false);
    });
  });
});
