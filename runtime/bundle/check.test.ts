import { describe, expect, it } from 'vitest';
import { demoBundles, dictionariesJson, loadBundle, loadDictionaries, moduleFiles } from '../test-support/modules.ts';
import { checkBundleSet, checkDictionaries, checkModuleBundle } from './check.ts';
import type { ModuleBundle } from './types.ts';

type Json = Record<string, any>;

/** A deep copy of a fixture bundle to break in one place. */
function broken(moduleId: string, edit: (bundle: Json) => void): Json {
  const bundle = structuredClone(loadBundle(moduleId)) as Json;
  edit(bundle);
  return bundle;
}

describe('the bundles in modules/', () => {
  it.each(demoBundles.moduleFiles().map(({ file, json }) => [file, json]))('%s passes checkModuleBundle', (file, json) => {
    const { bundle, problems } = checkModuleBundle(json, file);
    expect(problems).toEqual([]);
    expect(bundle).toBe(json);
  });

  it('dictionaries.json passes checkDictionaries', () => {
    const { dictionaries, problems } = checkDictionaries(demoBundles.dictionariesJson(), 'dictionaries.json');
    expect(problems).toEqual([]);
    expect(dictionaries).not.toHaveProperty('$schema');
  });

  it('pass checkBundleSet together', () => {
    const bundles = demoBundles.moduleFiles().map(({ file, json }) => ({ file, bundle: json as ModuleBundle }));
    expect(checkBundleSet(bundles, demoBundles.loadDictionaries())).toEqual([]);
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
    expect(problems).toContainEqual(
      expect.objectContaining({ file: 'modules/vmVehicle.json', pointer: '/entity/fields/1/type', messageId: 'bundle.schema.enum', params: { values: expect.stringContaining('"text"') } }),
    );
    expect(problems).toContainEqual({
      file: 'modules/vmVehicle.json',
      pointer: '/list/columns/0/width',
      messageId: 'bundle.schema.pattern',
      params: { pattern: '^[0-9]+(\\.[0-9]+)?(%|px)?$' },
      message: 'Not in the right format: must match ^[0-9]+(\\.[0-9]+)?(%|px)?$',
    });
  });

  it('points at an unknown property itself', () => {
    const { problems } = checkModuleBundle(broken('vmVehicle', (b) => (b.entity.fields[0].colour = 'red')), 'f.json');
    expect(problems).toEqual([
      { file: 'f.json', pointer: '/entity/fields/0/colour', messageId: 'bundle.schema.additionalProperties', params: { property: 'colour' }, message: 'Unknown property colour' },
    ]);
  });

  it('reports a missing required property at its parent, and "/" for the document', () => {
    expect(checkModuleBundle(broken('vmVehicle', (b) => delete b.entity.primaryKey), 'f.json').problems).toEqual([
      { file: 'f.json', pointer: '/entity', messageId: 'bundle.schema.required', params: { property: 'primaryKey' }, message: 'Required property primaryKey is missing' },
    ]);
    expect(checkModuleBundle([], 'f.json').problems).toEqual([{ file: 'f.json', pointer: '/', messageId: 'bundle.schema.type.object', params: {}, message: 'Must be an object' }]);
  });

  it('takes a search condition with a type, an operator, both or neither, and refuses pairs that do not fit', () => {
    const search = (entries: Json[]) => checkModuleBundle(broken('vmVehicle', (b) => (b.search = entries)), 'f.json').problems;
    expect(
      search([
        { field: 'plateNo' },
        { field: 'plateNo', type: 'text', operator: 'eq' },
        { field: 'vehicleType', type: 'select' },
        { field: 'vehicleType', type: 'select', operator: 'in' },
        { field: 'purchaseDate', type: 'date' },
        { field: 'purchaseDate', type: 'dateRange', operator: 'dateRange' },
        { field: 'mileageKm', type: 'number', operator: 'eq' },
        { field: 'mileageKm', type: 'numberRange' },
      ]),
    ).toEqual([]);
    expect(search([{ field: 'plateNo', type: 'text', operator: 'in' }])).toEqual([
      expect.objectContaining({ pointer: '/search/0/operator', messageId: 'bundle.schema.enum', params: { values: '"like", "eq"' } }),
    ]);
    expect(search([{ field: 'purchaseDate', type: 'date', operator: 'dateRange' }])).toEqual([
      expect.objectContaining({ pointer: '/search/0/operator', messageId: 'bundle.schema.const', params: { value: '"eq"' } }),
    ]);
    expect(search([{ field: 'plateNo', type: 'words' }])).toEqual([expect.objectContaining({ pointer: '/search/0/type', messageId: 'bundle.schema.enum' })]);
  });

  it('reports the then-branch of a conditional requirement once', () => {
    const { problems } = checkModuleBundle(broken('vmVehicle', (b) => delete b.entity.fields[3].dict), 'f.json');
    expect(problems).toEqual([expect.objectContaining({ pointer: '/entity/fields/3', messageId: 'bundle.schema.required', params: { property: 'dict' } })]);
  });
});

/** A valid reminder of the vehicle fixture, with `change` applied. */
const reminder = (change: object) => ({ id: 'insurance', dateField: 'insuranceExpiry', daysBefore: 30, notify: { posts: ['P0101'] }, title: { 'zh-CN': '{plateNo} 保险到期', 'en-US': '{plateNo} insurance due' }, ...change });

describe('checkModuleBundle semantic problems', () => {
  const problemsOf = (moduleId: string, edit: (bundle: Json) => void) => checkModuleBundle(broken(moduleId, edit), 'f.json').problems;

  it.each<[string, string, (b: Json) => void, string, string, Record<string, string | number>]>([
    ['unknown primary key', 'vmVehicle', (b) => (b.entity.primaryKey = 'id'), '/entity/primaryKey', 'bundle.unknownField', { name: 'id' }],
    ['unknown list column', 'vmVehicle', (b) => (b.list.columns[2].field = 'colour'), '/list/columns/2/field', 'bundle.unknownField', { name: 'colour' }],
    ['column listed twice', 'vmVehicle', (b) => (b.list.columns[2].field = b.list.columns[1].field), '/list/columns/2/field', 'bundle.columnListedTwice', { name: 'vehicleType' }],
    ['unknown default order', 'vmVehicle', (b) => (b.list.defaultOrder.field = 'x'), '/list/defaultOrder/field', 'bundle.unknownField', { name: 'x' }],
    ['sum over text', 'vmVehicle', (b) => (b.list.summary[0].field = 'plateNo'), '/list/summary/0/fn', 'bundle.sumNeedsNumber', { field: 'plateNo' }],
    ['average over text', 'vmVehicle', (b) => (b.list.summary[0] = { field: 'plateNo', fn: 'avg' }), '/list/summary/0/fn', 'bundle.avgNeedsNumber', { field: 'plateNo' }],
    ['unknown search field', 'vmVehicle', (b) => (b.search[0].field = 'x'), '/search/0/field', 'bundle.unknownField', { name: 'x' }],
    ['date range on text', 'vmVehicle', (b) => (b.search[0].operator = 'dateRange'), '/search/0/operator', 'bundle.dateRangeNeedsDate', { field: 'plateNo' }],
    ['number range on text', 'vmVehicle', (b) => (b.search[0].operator = 'numberRange'), '/search/0/operator', 'bundle.numberRangeNeedsNumber', { field: 'plateNo' }],
    ['like on a number', 'vmVehicle', (b) => b.search.push({ field: 'seats', operator: 'like' }), '/search/5/operator', 'bundle.likeNeedsText', { field: 'seats' }],
    ['default like on a number', 'vmVehicle', (b) => b.search.push({ field: 'seats' }), '/search/5', 'bundle.likeNeedsText', { field: 'seats' }],
    ['text type on a number', 'vmVehicle', (b) => b.search.push({ field: 'seats', type: 'text' }), '/search/5/type', 'bundle.likeNeedsText', { field: 'seats' }],
    ['date range type on text', 'vmVehicle', (b) => b.search.push({ field: 'plateNo', type: 'dateRange' }), '/search/5/type', 'bundle.dateRangeNeedsDate', { field: 'plateNo' }],
    ['select type on text', 'vmVehicle', (b) => b.search.push({ field: 'plateNo', type: 'select', operator: 'eq' }), '/search/5/type', 'bundle.selectSearchNeedsDict', { field: 'plateNo' }],
    ['date type on text', 'vmVehicle', (b) => b.search.push({ field: 'plateNo', type: 'date' }), '/search/5/type', 'bundle.dateSearchNeedsDate', { field: 'plateNo' }],
    ['number type on text', 'vmVehicle', (b) => b.search.push({ field: 'plateNo', type: 'number' }), '/search/5/type', 'bundle.numberSearchNeedsNumber', { field: 'plateNo' }],
    ['unknown form field', 'vmVehicle', (b) => b.form.groups[1].fields.push('x'), '/form/groups/1/fields/4', 'bundle.unknownField', { name: 'x' }],
    ['field placed twice', 'vmVehicle', (b) => b.form.groups[1].fields.push('plateNo'), '/form/groups/1/fields/4', 'bundle.placedTwice', { name: 'plateNo' }],
    ['unknown rule field', 'dfDefect', (b) => (b.form.rules[1].other = 'x'), '/form/rules/1/other', 'bundle.unknownField', { name: 'x' }],
    ['unknown tree field', 'eqEquipment', (b) => (b.tree.parentField = 'parentNo'), '/tree/parentField', 'bundle.unknownField', { name: 'parentNo' }],
    ['unknown import flag', 'vmVehicle', (b) => (b.import.flagField = 'x'), '/import/flagField', 'bundle.unknownField', { name: 'x' }],
    ['unknown map backdrop label', 'baStation', (b) => (b.mapBackdrop.labelField = 'x'), '/mapBackdrop/labelField', 'bundle.unknownField', { name: 'x' }],
    ['reminder on a text field', 'vmVehicle', (b) => (b.reminders = [reminder({ dateField: 'plateNo' })]), '/reminders/0/dateField', 'bundle.reminder.notDate', { field: 'plateNo' }],
    ['reminder title naming no field', 'vmVehicle', (b) => (b.reminders = [reminder({ title: { 'zh-CN': '{plateNo} 到期', 'en-US': '{plate} due' } })]), '/reminders/0/title/en-US', 'bundle.unknownField', { name: 'plate' }],
    ['reminder declared twice', 'vmVehicle', (b) => (b.reminders = [reminder({}), reminder({})]), '/reminders/1/id', 'bundle.reminder.duplicateId', { name: 'insurance' }],
    ['reminder condition on no field', 'vmVehicle', (b) => (b.reminders = [reminder({ where: [{ field: 'stateX', op: 'eq', value: '10' }] })]), '/reminders/0/where/0/field', 'bundle.entityFieldMissing', { entity: 'VmVehicle', field: 'stateX' }],
    ['map backdrop without a geo field', 'vmVehicle', (b) => (b.mapBackdrop = { labelField: 'plateNo' }), '/mapBackdrop', 'bundle.mapBackdropWithoutGeo', {}],
    ['unknown workflow title', 'dfDefect', (b) => (b.workflow.titleField = 'x'), '/workflow/titleField', 'bundle.unknownField', { name: 'x' }],
    ['unknown workflow condition field', 'dfDefect', (b) => (b.workflow.conditions[0].field = 'grade'), '/workflow/conditions/0/field', 'bundle.unknownField', { name: 'grade' }],
    ['workflow condition declared twice', 'dfDefect', (b) => b.workflow.conditions.push({ ...b.workflow.conditions[0] }), '/workflow/conditions/1/name', 'bundle.duplicateCondition', { name: 'isMajorDefect' }],
    ['unknown selector parameter field', 'eqEquipment', (b) => (b.selectorParams.czNo.field = 'stationNo'), '/selectorParams/czNo/field', 'bundle.unknownField', { name: 'stationNo' }],
    ['duplicate field', 'vmVehicle', (b) => (b.entity.fields[2].name = 'plateNo'), '/entity/fields/2/name', 'bundle.duplicateField', { name: 'plateNo' }],
    ['duplicate column', 'vmVehicle', (b) => (b.entity.fields[2].column = 'plate_no'), '/entity/fields/2/column', 'bundle.duplicateColumn', { column: 'plate_no' }],
    ['system column', 'vmVehicle', (b) => (b.entity.fields[2].column = 'row_version'), '/entity/fields/2/column', 'bundle.systemColumn', { column: 'row_version' }],
    ['reserved parameter', 'vmVehicle', (b) => (b.entity.fields[2].name = 'timestamp'), '/entity/fields/2/name', 'bundle.reservedName', { name: 'timestamp' }],
    ['scale above precision', 'vmVehicle', (b) => (b.entity.fields[7].precision = 1), '/entity/fields/7/scale', 'bundle.scaleAbovePrecision', { scale: 2, precision: 1 }],
    ['min above max', 'vmVehicle', (b) => (b.entity.fields[5].min = 100), '/entity/fields/5/min', 'bundle.minAboveMax', { min: 100, max: 60 }],
    ['minLength above maxLength', 'vmVehicle', (b) => (b.entity.fields[11].minLength = 99), '/entity/fields/11/minLength', 'bundle.minLengthAboveMaxLength', { minLength: 99, maxLength: 32 }],
    ['dict on a text field', 'vmVehicle', (b) => (b.entity.fields[1].dict = 'yesNo'), '/entity/fields/1/dict', 'bundle.dictNotApplicable', {}],
    ['reference on a text field', 'vmVehicle', (b) => (b.entity.fields[1].reference = { entity: 'BaStation', labelField: 'stationName' }), '/entity/fields/1/reference', 'bundle.referenceNotApplicable', {}],
    ['treeRef on a text field', 'vmVehicle', (b) => (b.entity.fields[1].treeRef = 'org'), '/entity/fields/1/treeRef', 'bundle.treeRefNotApplicable', {}],
    ['format outside the catalogue', 'vmVehicle', (b) => (b.entity.fields[1].format = 'imo'), '/entity/fields/1/format', 'bundle.unknownFormat', { format: 'imo', formats: 'phone, tel, mail, idCard, ip, number, int, alnum, plate, vin, mmsi' }],
    ['format on a number', 'vmVehicle', (b) => (b.entity.fields[5].format = 'int'), '/entity/fields/5/format', 'bundle.formatNeedsText', {}],
    ['pattern on a number', 'vmVehicle', (b) => Object.assign(b.entity.fields[5], { pattern: '\\d+', patternMessage: { 'zh-CN': '数字', 'en-US': 'digits' } }), '/entity/fields/5/pattern', 'bundle.formatNeedsText', {}],
    ['invalid pattern', 'vmVehicle', (b) => Object.assign(b.entity.fields[11], { pattern: '[A-Z', patternMessage: { 'zh-CN': '大写', 'en-US': 'capitals' } }), '/entity/fields/11/pattern', 'bundle.patternInvalid', { pattern: '[A-Z' }],
    ['nested quantifiers', 'vmVehicle', (b) => Object.assign(b.entity.fields[11], { pattern: '(a+)+b', patternMessage: { 'zh-CN': '字母', 'en-US': 'letters' } }), '/entity/fields/11/pattern', 'bundle.patternUnsafe', { pattern: '(a+)+b' }],
    ['nested quantifiers in groups', 'vmVehicle', (b) => Object.assign(b.entity.fields[11], { pattern: '([a-z]*\\d?)*', patternMessage: { 'zh-CN': '编码', 'en-US': 'code' } }), '/entity/fields/11/pattern', 'bundle.patternUnsafe', { pattern: '([a-z]*\\d?)*' }],
  ])('%s', (_, moduleId, edit, pointer, messageId, params) => {
    const problems = problemsOf(moduleId, edit);
    expect(problems).toContainEqual(expect.objectContaining({ file: 'f.json', pointer, messageId, params }));
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
      { file: 'dfDefect.json', pointer: '/form/children/0/module', messageId: 'bundle.unknownModule', params: { module: 'dfNothing' }, message: 'Child module dfNothing does not exist or is not published' },
    ]);
    expect(set((b) => (b['dfDefect.json']!.form.children[0].parentId = 'defectId'))).toEqual([
      expect.objectContaining({ pointer: '/form/children/0/parentId', messageId: 'bundle.childFieldMissing', params: { module: 'dfDefectTrack', field: 'defectId' } }),
    ]);
    expect(set((b) => (b['dfDefect.json']!.form.children[0].parentLabelField = 'code'))).toEqual([
      expect.objectContaining({ pointer: '/form/children/0/parentLabelField', messageId: 'bundle.unknownField', params: { name: 'code' } }),
    ]);
  });

  it('refuses a second module listing a child list another module already lists', () => {
    const problems = set((b) => b['vmVehicle.json']!.form.children = [{ module: 'dfDefectTrack' }]);
    expect(problems).toEqual([
      expect.objectContaining({ file: 'vmVehicle.json', pointer: '/form/children/0/module', messageId: 'bundle.childTaken', params: { module: 'dfDefectTrack', parent: 'dfDefect' } }),
    ]);
  });

  it('checks the settings of inline child lists', () => {
    const child = (settings: Json) => set((b) => Object.assign(b['dfDefect.json']!.form.children[0], settings));
    expect(child({ inline: true, minRows: 1, maxRows: 20, rowNumbers: true, orderable: true })).toEqual([]);
    expect(child({ maxRows: 5, orderable: true })).toEqual([
      expect.objectContaining({ pointer: '/form/children/0/maxRows', messageId: 'bundle.inlineOnly', params: { property: 'maxRows' } }),
      expect.objectContaining({ pointer: '/form/children/0/orderable', messageId: 'bundle.inlineOnly', params: { property: 'orderable' } }),
    ]);
    expect(child({ inline: true, minRows: 5, maxRows: 2 })).toEqual([
      expect.objectContaining({ pointer: '/form/children/0/minRows', messageId: 'bundle.minRowsAboveMaxRows', params: { min: 5, max: 2 }, message: 'minRows 5 is above maxRows 2' }),
    ]);
    const nested = set((b) => {
      b['dfDefect.json']!.form.children[0].inline = true;
      b['dfDefectTrack.json']!.form.children = [{ module: 'vmVehicle', inline: true }];
    });
    expect(nested).toContainEqual(expect.objectContaining({ file: 'dfDefect.json', pointer: '/form/children/0/inline', messageId: 'bundle.inlineNested', params: { module: 'dfDefectTrack' } }));
  });

  it('refuses row bounds outside 0..1000 by the schema', () => {
    const bounds = (settings: Json) =>
      checkModuleBundle(broken('dfDefect', (b) => Object.assign(b.form.children[0], { inline: true, ...settings })), 'f.json').problems.map((problem) => problem.pointer);
    expect(bounds({ maxRows: 1001 })).toContain('/form/children/0/maxRows');
    expect(bounds({ maxRows: 0 })).toContain('/form/children/0/maxRows');
    expect(bounds({ minRows: -1 })).toContain('/form/children/0/minRows');
  });

  it('checks a reference filter against both bundles', () => {
    const filterOf = (filterBy: Json) => set((b) => (b['dfDefect.json']!.entity.fields[4].reference.filterBy = filterBy));
    expect(filterOf({ field: 'czxxNo', targetField: 'czxxNo' })).toEqual([]);
    expect(filterOf({ field: 'stationNo', targetField: 'czxxNo' })).toEqual([
      expect.objectContaining({ file: 'dfDefect.json', pointer: '/entity/fields/4/reference/filterBy/field', messageId: 'bundle.unknownField', params: { name: 'stationNo' } }),
    ]);
    expect(filterOf({ field: 'eqNo', targetField: 'czxxNo' })).toEqual([expect.objectContaining({ pointer: '/entity/fields/4/reference/filterBy/field', messageId: 'bundle.filterBySelf' })]);
    expect(filterOf({ field: 'czxxNo', targetField: 'stationNo' })).toEqual([
      expect.objectContaining({ pointer: '/entity/fields/4/reference/filterBy/targetField', messageId: 'bundle.entityFieldMissing', params: { entity: 'EqEquipment', field: 'stationNo' } }),
    ]);
  });

  it('finds unknown referenced entities and fields', () => {
    expect(set((b) => (b['dfDefect.json']!.entity.fields[3].reference.entity = 'BaSite'))).toEqual([
      expect.objectContaining({ file: 'dfDefect.json', pointer: '/entity/fields/3/reference/entity', messageId: 'bundle.unknownEntity', params: { entity: 'BaSite' } }),
    ]);
    expect(set((b) => (b['dfDefect.json']!.entity.fields[3].reference.labelField = 'name'))).toEqual([
      expect.objectContaining({ pointer: '/entity/fields/3/reference/labelField', messageId: 'bundle.entityFieldMissing', params: { entity: 'BaStation', field: 'name' } }),
    ]);
  });

  it('finds unknown dictionaries', () => {
    expect(set((b) => (b['vmVehicle.json']!.entity.fields[3].dict = 'carType'))).toEqual([
      expect.objectContaining({ file: 'vmVehicle.json', pointer: '/entity/fields/3/dict', messageId: 'bundle.unknownDictionary', params: { dict: 'carType' } }),
    ]);
  });

  it('finds ids used twice', () => {
    const problems = set((b) => {
      b['vmVehicle.json']!.moduleId = 'baStation';
      b['vmVehicle.json']!.entity.table = 'ba_station';
    });
    expect(problems).toEqual([
      {
        file: 'vmVehicle.json',
        pointer: '/moduleId',
        messageId: 'bundle.moduleIdTaken',
        params: { value: 'baStation', file: 'baStation.json' },
        message: 'Module id baStation is already used by baStation.json',
      },
      expect.objectContaining({ pointer: '/entity/table', messageId: 'bundle.tableTaken', params: { value: 'ba_station', file: 'baStation.json' } }),
    ]);
  });
});

describe('checkDictionaries', () => {
  it('reports schema problems and duplicate values with pointers', () => {
    const json = structuredClone(dictionariesJson()) as Json;
    json.yesNo.items[1].value = 'Y';
    expect(checkDictionaries(json, 'd.json')).toEqual({
      problems: [{ file: 'd.json', pointer: '/yesNo/items/1/value', messageId: 'bundle.duplicateDictValue', params: { value: 'Y' }, message: 'Value Y is used twice' }],
    });
    json.yesNo.items[1].label = { 'zh-CN': '否' };
    expect(checkDictionaries(json, 'd.json').problems).toEqual([
      expect.objectContaining({ file: 'd.json', pointer: '/yesNo/items/1/label', messageId: 'bundle.schema.required', params: { property: 'en-US' } }),
    ]);
  });
});
