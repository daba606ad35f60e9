import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDictionaries, moduleFiles } from '../test-support/modules.ts';
import { checkBundleSet, checkModuleBundle } from './check.ts';
import type { ModuleBundle } from './types.ts';

// Bundles are edited freely here, like an analyst's broken draft.
type Json = any;

const MATERIALS = ['ckIssue', 'ckReturn', 'ckReturnLine'].map((moduleId) => ({
  file: `${moduleId}.json`,
  json: JSON.parse(fs.readFileSync(new URL(`../../tests/fixtures/materials/${moduleId}.json`, import.meta.url), 'utf8')) as Json,
}));

/** The fixture set with the materials modules, after `edit`: its cross-module problems. */
function set(edit: (bundles: Record<string, Json>) => void) {
  const bundles: Record<string, Json> = Object.fromEntries([...moduleFiles(), ...MATERIALS].map(({ file, json }) => [file, structuredClone(json) as Json]));
  edit(bundles);
  return checkBundleSet(
    Object.entries(bundles).map(([file, bundle]) => ({ file, bundle: bundle as ModuleBundle })),
    loadDictionaries(),
  );
}

describe("a reference's where and picker", () => {
  const eqNo = (bundles: Record<string, Json>) => bundles['dfDefect.json']!.entity.fields[4].reference;

  it('accepts the demo tree picker and a where whose values fit their fields', () => {
    expect(set((b) => (eqNo(b).where = [{ field: 'eqType', op: 'in', value: ['WTG', 'BOX'] }, { field: 'ratedPowerKw', op: 'eq', value: 4500 }]))).toEqual([]);
  });

  it('refuses an unknown field, a value of the wrong kind and a tree picker on a module without a tree', () => {
    expect(set((b) => (eqNo(b).where = [{ field: 'enabled', op: 'eq', value: true }]))).toEqual([
      expect.objectContaining({ pointer: '/entity/fields/4/reference/where/0/field', messageId: 'bundle.entityFieldMissing', params: { entity: 'EqEquipment', field: 'enabled' } }),
    ]);
    expect(set((b) => (eqNo(b).where = [{ field: 'ratedPowerKw', op: 'in', value: ['big'] }]))).toEqual([
      expect.objectContaining({ pointer: '/entity/fields/4/reference/where/0/value', messageId: 'bundle.conditionValueMismatch' }),
    ]);
    expect(set((b) => (b['dfDefect.json']!.entity.fields[3].reference.picker = 'tree'))).toEqual([
      expect.objectContaining({ pointer: '/entity/fields/3/reference/picker', messageId: 'bundle.treePickerNeedsTree', params: { entity: 'BaStation' } }),
    ]);
  });

  it('refuses an in without a list and an eq with one in the schema', () => {
    const withWhere = (where: Json) => {
      const bundle = structuredClone(moduleFiles().find(({ file }) => file === 'dfDefect.json')!.json) as Json;
      bundle.entity.fields[4].reference.where = where;
      return checkModuleBundle(bundle, 'dfDefect.json').problems.map((problem) => problem.pointer);
    };
    expect(withWhere([{ field: 'eqType', op: 'in', value: 'WTG' }])).toContain('/entity/fields/4/reference/where/0/value');
    expect(withWhere([{ field: 'eqType', op: 'eq', value: ['WTG'] }])).toContain('/entity/fields/4/reference/where/0/value');
    expect(withWhere([{ field: 'eqType', op: 'eq', value: 'WTG' }])).toEqual([]);
  });
});

describe('cross-record checks in the bundle set', () => {
  const returns = (bundles: Record<string, Json>) => bundles['ckReturn.json']!;

  it('accepts the materials fixture', () => {
    expect(set(() => undefined)).toEqual([]);
  });

  it('refuses unknown modules and fields, sums and record terms that are not numbers, and a name used twice', () => {
    expect(
      set((b) => {
        const checks = returns(b).checks;
        checks[0].left[0].sumOf.module = 'mtNowhere';
        checks[0].left[1].sumOf.field = 'materialCode';
        checks[1].left[0].field = 'issueNo';
        checks[1].right[0].sumOf.where[1] = { field: 'materialCode', equalsField: 'ghost' };
        checks[2].left[0].countOf.where[0] = { field: 'returnId', op: 'eq', value: 3 };
        checks[2].name = 'allReturned';
      }),
    ).toEqual([
      expect.objectContaining({ file: 'ckReturn.json', pointer: '/checks/0/left/0/sumOf/module', messageId: 'bundle.checkModuleMissing', params: { module: 'mtNowhere' } }),
      expect.objectContaining({ pointer: '/checks/0/left/1/sumOf/field', messageId: 'bundle.sumNeedsNumber', params: { field: 'materialCode' } }),
      expect.objectContaining({ pointer: '/checks/1/left/0/field', messageId: 'bundle.checkNeedsNumber', params: { field: 'issueNo' } }),
      expect.objectContaining({ pointer: '/checks/1/right/0/sumOf/where/1/equalsField', messageId: 'bundle.unknownField', params: { name: 'ghost' } }),
      expect.objectContaining({ pointer: '/checks/2/name', messageId: 'bundle.duplicateCheck', params: { name: 'allReturned' } }),
      expect.objectContaining({ pointer: '/checks/2/left/0/countOf/where/0/value', messageId: 'bundle.conditionValueMismatch' }),
    ]);
  });

  describe("a check reading parents' fields", () => {
    /** ckReturn lists ckReturnLine; a line's check reads its return's issue, and other lines' returns. */
    const withLineCheck = (edit: (check: Json) => void) =>
      set((b) => {
        b['ckReturn.json']!.form.children = [{ module: 'ckReturnLine', title: { 'zh-CN': '明细', 'en-US': 'Lines' }, parentId: 'returnId' }];
        const check = {
          name: 'lineWithinIssue',
          left: [{ field: 'returnQty' }, { sumOf: { module: 'ckReturnLine', parent: 'ckReturn', field: 'returnQty', where: [{ field: 'parent.issueNo', equalsField: 'parent.issueNo' }], parentWhere: [{ field: 'materialCode', op: 'eq', value: 'M-01' }] } }],
          op: 'lte',
          right: [{ sumOf: { module: 'ckIssue', field: 'qty', where: [{ field: 'issueNo', equalsField: 'parent.issueNo' }] } }],
          field: 'returnQty',
          message: 'check.returnAboveUnreturned',
        };
        edit(check);
        b['ckReturnLine.json']!.checks = [check];
      });

    it('accepts parent fields of the checked record and of the aggregated records', () => {
      expect(withLineCheck(() => undefined)).toEqual([]);
    });

    it('refuses a parent field that does not exist, a parent that does not list the module, and parent paths without a parent', () => {
      expect(
        withLineCheck((check) => {
          check.right[0].sumOf.where[0].equalsField = 'parent.ghost';
          check.left[1].sumOf.parentWhere[0].field = 'ghost';
        }),
      ).toEqual([
        expect.objectContaining({ file: 'ckReturnLine.json', pointer: '/checks/0/left/1/sumOf/parentWhere/0/field', messageId: 'bundle.entityFieldMissing', params: { entity: 'CkReturn', field: 'ghost' } }),
        expect.objectContaining({ pointer: '/checks/0/right/0/sumOf/where/0/equalsField', messageId: 'bundle.entityFieldMissing', params: { entity: 'CkReturn', field: 'ghost' } }),
      ]);
      expect(withLineCheck((check) => (check.left[1].sumOf.parent = 'ckIssue'))).toEqual([
        expect.objectContaining({ pointer: '/checks/0/left/1/sumOf/parent', messageId: 'bundle.derivedNotParent', params: { parent: 'ckIssue', module: 'ckReturnLine' } }),
      ]);
      expect(withLineCheck((check) => delete check.left[1].sumOf.parent)).toEqual([
        expect.objectContaining({ pointer: '/checks/0/left/1/sumOf/where/0/field', messageId: 'bundle.derivedNotParent', params: { parent: '', module: 'ckReturnLine' } }),
        expect.objectContaining({ pointer: '/checks/0/left/1/sumOf/parentWhere/0', messageId: 'bundle.derivedNotParent', params: { parent: '', module: 'ckReturnLine' } }),
      ]);
    });
  });
});
