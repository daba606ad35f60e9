import { describe, expect, it } from 'vitest';
import { dictionariesJson, loadBundle, loadDictionaries, moduleFiles } from '../test-support/modules.ts';
import { checkBundleSet, checkDictionaries, checkModuleBundle } from './check.ts';
import type { ModuleBundle } from './types.ts';

type Json = Record<string, any>;

/** A deep copy of a real bundle to break in one place. */
function broken(moduleId: string, edit: (bundle: Json) => void): Json {
  const bundle = structuredClone(loadBundle(moduleId)) as Json;
  edit(bundle);
  return bundle;
}

describe('the bundles in modules/', () => {
  it.each(moduleFiles().map(({ file, json }) => [file, json]))('%s passes checkModuleBundle', (file, json) => {
    const { bundle, problems } = checkModuleBundle(json, file);
    expect(problems).toEqual([]);
    expect(bundle).toBe(json);
  });

  it('dictionaries.json passes checkDictionaries', () => {
    const { dictionaries, problems } = checkDictionaries(dictionariesJson(), 'dictionaries.json');
    expect(problems).toEqual([]);
    expect(dictionaries).not.toHaveProperty('$schema');
  });

  it('pass checkBundleSet together', () => {
    const bundles = moduleFiles().map(({ file, json }) => ({ file, bundle: json as ModuleBundle }));
    expect(checkBundleSet(bundles, loadDictionaries())).toEqual([]);
  });
});

describe('checkModuleBundle schema problems', () => {
  it('names the file, the JSON pointer and the reason', () => {
    const json = broken('vmVehicle', (b) => {
      b.entity.fields[1].type = 'string';
      b.list.columns[0].width = 'wide';
    });
    const { bundle, problems } = checkModuleBundle(json, 'modules/vmVehicle.json');
    expect(bundle).toBeUndefined();
    expect(problems).toContainEqual({
      file: 'modules/vmVehicle.json',
      pointer: '/entity/fields/1/type',
      message: expect.stringContaining('"text"'),
    });
    expect(problems).toContainEqual({ file: 'modules/vmVehicle.json', pointer: '/list/columns/0/width', message: expect.stringMatching(/pattern/) });
  });

  it('points at an unknown property itself', () => {
    const { problems } = checkModuleBundle(broken('vmVehicle', (b) => (b.entity.fields[0].colour = 'red')), 'f.json');
    expect(problems).toEqual([{ file: 'f.json', pointer: '/entity/fields/0/colour', message: "unknown property 'colour'" }]);
  });

  it('reports a missing required property at its parent, and "/" for the document', () => {
    expect(checkModuleBundle(broken('vmVehicle', (b) => delete b.entity.primaryKey), 'f.json').problems).toEqual([
      { file: 'f.json', pointer: '/entity', message: "must have required property 'primaryKey'" },
    ]);
    expect(checkModuleBundle([], 'f.json').problems).toEqual([{ file: 'f.json', pointer: '/', message: 'must be object' }]);
  });

  it('reports the then-branch of a conditional requirement once', () => {
    const { problems } = checkModuleBundle(broken('vmVehicle', (b) => delete b.entity.fields[3].dict), 'f.json');
    expect(problems).toEqual([{ file: 'f.json', pointer: '/entity/fields/3', message: "must have required property 'dict'" }]);
  });
});

describe('checkModuleBundle semantic problems', () => {
  const problemsOf = (moduleId: string, edit: (bundle: Json) => void) => checkModuleBundle(broken(moduleId, edit), 'f.json').problems;

  it.each<[string, string, (b: Json) => void, string, RegExp]>([
    ['unknown primary key', 'vmVehicle', (b) => (b.entity.primaryKey = 'id'), '/entity/primaryKey', /unknown field 'id'/],
    ['unknown list column', 'vmVehicle', (b) => (b.list.columns[2].field = 'colour'), '/list/columns/2/field', /unknown field/],
    ['unknown default order', 'vmVehicle', (b) => (b.list.defaultOrder.field = 'x'), '/list/defaultOrder/field', /unknown field/],
    ['sum over text', 'vmVehicle', (b) => (b.list.summary[0].field = 'plateNo'), '/list/summary/0/fn', /number field/],
    ['unknown search field', 'vmVehicle', (b) => (b.search[0].field = 'x'), '/search/0/field', /unknown field/],
    ['date range on text', 'vmVehicle', (b) => (b.search[0].operator = 'dateRange'), '/search/0/operator', /dateRange/],
    ['unknown form field', 'vmVehicle', (b) => b.form.groups[1].fields.push('x'), '/form/groups/1/fields/4', /unknown field 'x'/],
    ['field placed twice', 'vmVehicle', (b) => b.form.groups[1].fields.push('plateNo'), '/form/groups/1/fields/4', /twice/],
    ['unknown rule field', 'dfDefect', (b) => (b.form.rules[1].other = 'x'), '/form/rules/1/other', /unknown field/],
    ['unknown tree field', 'eqEquipment', (b) => (b.tree.parentField = 'parentNo'), '/tree/parentField', /unknown field/],
    ['unknown import flag', 'vmVehicle', (b) => (b.import.flagField = 'x'), '/import/flagField', /unknown field/],
    ['unknown workflow title', 'dfDefect', (b) => (b.workflow.titleField = 'x'), '/workflow/titleField', /unknown field/],
    ['duplicate field', 'vmVehicle', (b) => (b.entity.fields[2].name = 'plateNo'), '/entity/fields/2/name', /duplicate field/],
    ['system column', 'vmVehicle', (b) => (b.entity.fields[2].column = 'row_version'), '/entity/fields/2/column', /system column/],
    ['reserved parameter', 'vmVehicle', (b) => (b.entity.fields[2].name = 'timestamp'), '/entity/fields/2/name', /reserved/],
    ['scale above precision', 'vmVehicle', (b) => (b.entity.fields[7].precision = 1), '/entity/fields/7/scale', /precision/],
    ['min above max', 'vmVehicle', (b) => (b.entity.fields[5].min = 100), '/entity/fields/5/min', /max/],
    ['dict on a text field', 'vmVehicle', (b) => (b.entity.fields[1].dict = 'yesNo'), '/entity/fields/1/dict', /select/],
  ])('%s', (_, moduleId, edit, pointer, message) => {
    const problems = problemsOf(moduleId, edit);
    expect(problems).toContainEqual({ file: 'f.json', pointer, message: expect.stringMatching(message) });
  });
});

describe('checkBundleSet', () => {
  const set = (edit: (bundles: Record<string, Json>) => void) => {
    const bundles: Record<string, Json> = Object.fromEntries(moduleFiles().map(({ file, json }) => [file, structuredClone(json) as Json]));
    edit(bundles);
    return checkBundleSet(
      Object.entries(bundles).map(([file, bundle]) => ({ file, bundle: bundle as ModuleBundle })),
      loadDictionaries(),
    );
  };

  it('finds unknown child modules and missing parent links', () => {
    expect(set((b) => (b['dfDefect.json']!.form.children[0].module = 'dfNothing'))).toEqual([
      { file: 'dfDefect.json', pointer: '/form/children/0/module', message: "unknown module 'dfNothing'" },
    ]);
    expect(set((b) => (b['dfDefect.json']!.form.children[0].parentId = 'defectId'))).toEqual([
      { file: 'dfDefect.json', pointer: '/form/children/0/parentId', message: "module 'dfDefectTrack' has no field 'defectId'" },
    ]);
    expect(set((b) => (b['dfDefect.json']!.form.children[0].parentLabelField = 'code'))).toEqual([
      { file: 'dfDefect.json', pointer: '/form/children/0/parentLabelField', message: "unknown field 'code'" },
    ]);
  });

  it('finds unknown referenced entities and fields', () => {
    expect(set((b) => (b['dfDefect.json']!.entity.fields[3].reference.entity = 'BaSite'))).toEqual([
      { file: 'dfDefect.json', pointer: '/entity/fields/3/reference/entity', message: "unknown entity 'BaSite'" },
    ]);
    expect(set((b) => (b['dfDefect.json']!.entity.fields[3].reference.labelField = 'name'))).toEqual([
      { file: 'dfDefect.json', pointer: '/entity/fields/3/reference/labelField', message: "entity 'BaStation' has no field 'name'" },
    ]);
  });

  it('finds unknown dictionaries', () => {
    expect(set((b) => (b['vmVehicle.json']!.entity.fields[3].dict = 'carType'))).toEqual([
      { file: 'vmVehicle.json', pointer: '/entity/fields/3/dict', message: "unknown dictionary 'carType'" },
    ]);
  });

  it('finds ids used twice', () => {
    const problems = set((b) => {
      b['vmVehicle.json']!.moduleId = 'baStation';
      b['vmVehicle.json']!.entity.table = 'ba_station';
    });
    expect(problems).toEqual([
      { file: 'vmVehicle.json', pointer: '/moduleId', message: "moduleId 'baStation' is already used by baStation.json" },
      { file: 'vmVehicle.json', pointer: '/entity/table', message: "table 'ba_station' is already used by baStation.json" },
    ]);
  });
});

describe('checkDictionaries', () => {
  it('reports schema problems and duplicate values with pointers', () => {
    const json = structuredClone(dictionariesJson()) as Json;
    json.yesNo.items[1].value = 'Y';
    expect(checkDictionaries(json, 'd.json')).toEqual({ problems: [{ file: 'd.json', pointer: '/yesNo/items/1/value', message: "duplicate value 'Y'" }] });
    json.yesNo.items[1].label = { 'zh-CN': '否' };
    expect(checkDictionaries(json, 'd.json').problems).toEqual([
      { file: 'd.json', pointer: '/yesNo/items/1/label', message: "must have required property 'en-US'" },
    ]);
  });
});
