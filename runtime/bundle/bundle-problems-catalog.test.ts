import type { ErrorObject } from 'ajv/dist/2020.js';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import zh from '../../locales/zh-CN/bundle-problems.json' with { type: 'json' };
import en from '../../locales/en-US/bundle-problems.json' with { type: 'json' };
import { CATALOGS } from '../../locales/catalogs.ts';
import { dictionariesJson, loadBundle, loadDictionaries, moduleFiles } from '../test-support/modules.ts';
import { bundleProblem, type BundleProblem } from './bundle-problem.ts';
import { checkBundleSet, checkDictionaries, checkModuleBundle } from './check.ts';
import { schemaMessage } from './schema-message.ts';
import { LOCALES, type Locale, type ModuleBundle } from './types.ts';

type Json = Record<string, any>;
type Edit = (bundle: Json) => void;

/** Message ids made outside the runtime's checks: by server/designer, the registry and the designer screen. */
const EDGE_IDS = ['bundle.compileFailed', 'bundle.moduleIdMismatch', 'bundle.notJson', 'bundle.unreadable', 'bundle.unknownWorkflowNode'];

/** Fixture bundles broken one way each: together they reach every check checkModuleBundle makes. */
const BROKEN: [moduleId: string, edit: Edit][] = [
  ['vmVehicle', (b) => delete b.entity.primaryKey],
  ['vmVehicle', (b) => (b.entity.fields[0].colour = 'red')],
  ['vmVehicle', (b) => (b.title['zh-CN'] = 5)],
  ['vmVehicle', (b) => (b.entity.fields[4].maxLength = 1.5)],
  ['vmVehicle', (b) => (b.entity.fields[5].min = 'one')],
  ['vmVehicle', (b) => (b.entity.fields[0].required = 'yes')],
  ['vmVehicle', (b) => (b.operations = 'add')],
  ['vmVehicle', (b) => (b.entity = [])],
  ['vmVehicle', (b) => (b.entity.fields[0].default = [])],
  ['vmVehicle', (b) => (b.entity.fields[1].type = 'string')],
  ['vmVehicle', (b) => (b.list.columns[0].width = 'wide')],
  ['vmVehicle', (b) => (b.title['en-US'] = '')],
  ['vmVehicle', (b) => (b.apiPath = `vm/${'a'.repeat(120)}`)],
  ['vmVehicle', (b) => (b.entity.fields[4].maxLength = 0)],
  ['vmVehicle', (b) => (b.entity.fields[16].rows = 9)],
  ['vmVehicle', (b) => (b.entity.fields[15].maxSizeMb = 0)],
  ['vmVehicle', (b) => (b.form.groups = [])],
  ['vmVehicle', (b) => (b.operations = ['add', 'add'])],
  ['vmVehicle', (b) => (b.entity.primaryKey = 'id')],
  ['vmVehicle', (b) => (b.entity.table = 'pg_authid')],
  ['vmVehicle', (b) => (b.entity.table = 'sys_user')],
  ['vmVehicle', (b) => (b.list.columns[2].field = b.list.columns[1].field)],
  ['vmVehicle', (b) => (b.list.summary[0] = { field: 'plateNo', fn: 'sum' })],
  ['vmVehicle', (b) => (b.list.summary[0] = { field: 'plateNo', fn: 'avg' })],
  ['vmVehicle', (b) => (b.search = [{ field: 'seats', operator: 'like' }, { field: 'plateNo', operator: 'dateRange' }, { field: 'plateNo', operator: 'numberRange' }])],
  ['vmVehicle', (b) => (b.search = [{ field: 'plateNo', type: 'select' }, { field: 'plateNo', type: 'date' }, { field: 'plateNo', type: 'number' }])],
  ['vmVehicle', (b) => (b.search = [{ field: 'purchaseDate', type: 'date', operator: 'dateRange' }])],
  ['vmVehicle', (b) => b.form.groups[1].fields.push('plateNo')],
  ['vmVehicle', (b) => (b.entity.fields[2].name = 'plateNo')],
  ['vmVehicle', (b) => (b.entity.fields[2].column = 'plate_no')],
  ['vmVehicle', (b) => (b.entity.fields[2].column = 'row_version')],
  ['vmVehicle', (b) => (b.entity.fields[2].name = 'timestamp')],
  ['vmVehicle', (b) => Object.assign(b.entity.fields[7], { precision: 1 })],
  ['vmVehicle', (b) => Object.assign(b.entity.fields[5], { min: 100 })],
  ['vmVehicle', (b) => Object.assign(b.entity.fields[11], { minLength: 99 })],
  ['vmVehicle', (b) => Object.assign(b.entity.fields[1], { dict: 'yesNo', reference: { entity: 'BaStation', labelField: 'czxxNam' }, treeRef: 'org' })],
  ['vmVehicle', (b) => Object.assign(b.entity.fields[1], { format: 'imo' })],
  ['dfDefect', (b) => b.workflow.conditions.push({ ...b.workflow.conditions[0] })],
  ['vmVehicle', (b) => Object.assign(b.entity.fields[5], { format: 'int' })],
  ['vmVehicle', (b) => Object.assign(b.entity.fields[11], { pattern: '[A-Z', patternMessage: { 'zh-CN': '大写', 'en-US': 'capitals' } })],
  ['vmVehicle', (b) => Object.assign(b.entity.fields[11], { pattern: '(a+)+', patternMessage: { 'zh-CN': '字母', 'en-US': 'letters' } })],
  ['dfDefect', (b) => (b.lifecycle.field = 'title')],
  ['dfDefect', (b) => delete b.entity.fields.find((f: Json) => f.name === 'defectState').default],
  ['dfDefect', (b) => b.lifecycle.transitions.push({ ...b.lifecycle.transitions[0], stamps: [{ field: 'defectState', value: 'now' }, { field: 'title', value: 'today' }], when: 'getValStrBySql("select 1") == "1" && (' })],
  ['dfDefect', (b) => (b.lifecycle.transitions[0].when = 'getValStrBySql("select 1") == "1"')],
  ['vmVehicle', (b) => (b.workflow = { enabled: true, states: { onEnd: '20' } })],
  ['vmVehicle', (b) => (b.entity.fields[16].span = 2)],
  ['vmVehicle', (b) => (b.entity.fields[15].placeholder = b.title)],
  ['vmVehicle', (b) => b.form.groups.push({ tab: b.title, columns: 1, fields: [] }, { tab: { ...b.title, 'en-US': 'Other' }, columns: 1, fields: [] })],
  ['dfDefect', (b) => b.print.sections.push({ childList: 'vmVehicle', fields: ['title'] }, { signatures: [{ label: b.title }], columns: 2 })],
  ['vmVehicle', (b) => Object.assign(b.entity.fields[1], { numbering: { pattern: 'P{hh}{seq:2}' } })],
  ['vmVehicle', (b) => Object.assign(b.entity.fields[1], { numbering: { pattern: 'P{seq:2' } })],
  ['vmVehicle', (b) => Object.assign(b.entity.fields[1], { numbering: { pattern: 'P{yyyy}' } })],
  ['vmVehicle', (b) => Object.assign(b.entity.fields[1], { numbering: { pattern: 'P{yyyy}{seq:2}', reset: 'day' } })],
  ['vmVehicle', (b) => Object.assign(b.entity.fields[1], { numbering: { pattern: 'P{yyyyMMdd}{seq:2}' }, maxLength: 5 })],
  ['vmVehicle', (b) => Object.assign(b.entity.fields[5], { numbering: { pattern: '{seq:2}' } })],
  ['vmVehicle', (b) => Object.assign(b.entity.fields[1], { numbering: { pattern: 'P{field:nothing}{seq:2}' } })],
  ['vmVehicle', (b) => Object.assign(b.entity, { orgScoped: false, uniqueKeys: [{ fields: ['vehicleNo'], scope: 'org' }] })],
  ['vmVehicle', (b) => Object.assign(b.import, { key: 'vehicleNo' })],
  ['vmVehicle', (b) => (b.mapBackdrop = { labelField: 'plateNo' })],
  ['vmVehicle', (b) => (b.reminders = [{ id: 'r', dateField: 'plateNo', daysBefore: 1, notify: { posts: ['P1'] }, title: { 'zh-CN': 'x', 'en-US': 'x' } }, { id: 'r', dateField: 'insuranceExpiry', daysBefore: 1, notify: { roles: ['admin'] }, title: { 'zh-CN': 'x', 'en-US': 'x' } }])],
  ['vmVehicle', (b) => (b.reminders = [{ id: 'r', dateField: 'insuranceExpiry', daysBefore: 1, notify: {}, title: { 'zh-CN': 'x', 'en-US': 'x' } }])],
  ['vmVehicle', (b) => Object.assign(b.entity.fields[8], { compute: 'seats * ' })],
  ['vmVehicle', (b) => Object.assign(b.entity.fields[8], { compute: "'open" })],
  ['vmVehicle', (b) => Object.assign(b.entity.fields[8], { compute: 'seatz * 2' })],
  ['vmVehicle', (b) => Object.assign(b.entity.fields[8], { compute: 'square(seats)' })],
  ['vmVehicle', (b) => Object.assign(b.entity.fields[8], { visibleWhen: 'plateNo.startsWith("A")' })],
  ['vmVehicle', (b) => Object.assign(b.entity.fields[8], { compute: 'daysBetween(purchaseDate)' })],
  ['vmVehicle', (b) => Object.assign(b.entity.fields[8], { compute: 'seats * plateNo' })],
  ['vmVehicle', (b) => Object.assign(b.entity.fields[8], { compute: 'round(plateNo)' })],
  ['vmVehicle', (b) => Object.assign(b.entity.fields[8], { compute: 'count(plateNo)' })],
  ['vmVehicle', (b) => Object.assign(b.entity.fields[8], { compute: "count('vmTrips')" })],
  ['vmVehicle', (b) => Object.assign(b.entity.fields[8], { requiredWhen: 'seats + 1' })],
  ['vmVehicle', (b) => Object.assign(b.entity.fields[8], { compute: 'plateNo == "A"' })],
  ['vmVehicle', (b) => Object.assign(b.entity.fields[8], { compute: `seats + ${'1+'.repeat(1100)}1` })],
  ['vmVehicle', (b) => Object.assign(b.entity.fields[8], { compute: `${'('.repeat(60)}seats${')'.repeat(60)}` })],
  ['vmVehicle', (b) => Object.assign(b.entity.fields[5], { compute: 'mileageKm + 1' }) && Object.assign(b.entity.fields[8], { compute: 'seats * 2' })],
  ['vmVehicle', (b) => (b.search = [{ field: 'plateNo', type: 'reference' }])],
  ['vmVehicle', (b) => (b.iot = { role: 'point', device: 'departNo', code: 'plateNo', upper: 'driverName' })],
  ['vmVehicle', (b) => (b.iot = { role: 'point', device: 'departNo', code: 'plateNo', latestValue: 'seats', latestAt: 'purchaseDate' })],
];

/** Edits of the fixture bundle set, by file: each breaks a link or a uniqueness checkBundleSet checks. */
const BROKEN_SET: Edit[] = [
  (b) => Object.assign(b['vmVehicle.json'], { moduleId: 'baStation', apiPath: 'ba/station' }),
  (b) => Object.assign(b['vmVehicle.json'].entity, { name: 'BaStation', table: 'ba_station' }),
  (b) => (b['vmVehicle.json'].entity.fields[3].dict = 'carType'),
  (b) => (b['dfDefect.json'].entity.fields[3].reference.entity = 'BaSite'),
  (b) => (b['dfDefect.json'].entity.fields[3].reference.labelField = 'name'),
  (b) => (b['dfDefect.json'].entity.fields[4].reference.filterBy = { field: 'eqNo', targetField: 'czxxNo' }),
  (b) => Object.assign(b['dfDefect.json'].form.children[0], { module: 'dfNothing' }),
  (b) => (b['vmVehicle.json'].form.children = [{ module: 'dfDefectTrack' }]),
  (b) => Object.assign(b['dfDefect.json'].form.children[0], { parentId: 'defectId', parentLabelField: 'code' }),
  (b) => (b['dfDefect.json'].lifecycle.transitions[0].to = '99'),
  (b) => b['dfDefect.json'].print.sections[3].fields.push('cost'),
  (b) => Object.assign(b['dfDefect.json'].form.children[0], { rowNumbers: true }),
  (b) => Object.assign(b['dfDefect.json'].form.children[0], { inline: true, minRows: 3, maxRows: 2 }),
  (b) => {
    b['dfDefect.json'].form.children[0].inline = true;
    b['dfDefectTrack.json'].form.children = [{ module: 'vmVehicle', inline: true }];
  },
  (b) => Object.assign(b['dfDefect.json'].entity.fields[13], { compute: "sum('dfDefectTrack', 'hourz')" }),
  (b) => Object.assign(b['dfDefect.json'].entity.fields[13], { compute: "sum('dfDefectTrack', 'content')" }),
  (b) => (b['dfDefect.json'].entity.fields[4].reference.where = [{ field: 'ratedPowerKw', op: 'eq', value: 'high' }]),
  (b) => (b['dfDefect.json'].entity.fields[3].reference.picker = 'tree'),
  (b) =>
    (b['dfDefect.json'].checks = [
      { name: 'lost', left: [{ field: 'title' }], op: 'lte', right: [{ countOf: { module: 'mtNowhere', where: [{ field: 'code', equalsField: 'title' }] } }], message: 'check.allReturned' },
      { name: 'lost', left: [{ value: 0 }], op: 'lte', right: [{ value: 1 }], message: 'check.allReturned' },
    ]),
  (b) => (b['dfDefect.json'].lifecycle.transitions[0].creates = { module: 'mtNowhere', forEach: 'vmVehicle', values: [{ field: 'title', expr: "'x'" }] }),
  (b) => {
    b['eqEquipment.json'].entity.orgScoped = false;
    Object.assign(b['dfDefectTrack.json'], {
      operations: ['add', 'export'],
      derived: {
        groupBy: ['handler'],
        sum: ['hours'],
        sources: [
          { module: 'vmNowhere', fields: [{ name: 'handler', from: 'driverName' }] },
          { module: 'eqEquipment', fields: [{ name: 'handler', from: 'eqName' }] },
          { module: 'dfDefect', parent: 'vmVehicle', fields: [{ name: 'hours', from: 'parent.seats' }] },
        ],
      },
    });
  },
];

/** Keywords the bundle schemas do not use, which ajv can still report. */
const UNUSED_KEYWORDS: Partial<ErrorObject>[] = [
  { keyword: 'const', params: { allowedValue: 'reference' } },
  { keyword: 'format', params: { format: 'date' } },
  { keyword: 'maxItems', params: { limit: 3 } },
  { keyword: 'type', params: { type: 'null' } },
  { keyword: 'propertyNames', params: {} },
];

function brokenBundleProblems(): BundleProblem[] {
  return BROKEN.flatMap(([moduleId, edit]) => {
    const bundle = structuredClone(loadBundle(moduleId)) as Json;
    edit(bundle);
    return checkModuleBundle(bundle, `${moduleId}.json`).problems;
  });
}

function brokenSetProblems(): BundleProblem[] {
  return BROKEN_SET.flatMap((edit) => {
    const bundles: Record<string, Json> = Object.fromEntries(moduleFiles().map(({ file, json }) => [file, structuredClone(json) as Json]));
    edit(bundles);
    return checkBundleSet(Object.entries(bundles).map(([file, bundle]) => ({ file, bundle: bundle as ModuleBundle })), loadDictionaries());
  });
}

function brokenDictionaryProblems(): BundleProblem[] {
  const json = structuredClone(dictionariesJson()) as Json;
  json.yesNo.items[1].value = 'Y';
  return checkDictionaries(json, 'dictionaries.json').problems;
}

const unusedKeywordProblems = (): BundleProblem[] =>
  UNUSED_KEYWORDS.map((error) => {
    const { messageId, params } = schemaMessage(error as ErrorObject);
    return bundleProblem('x.json', '/', messageId, params);
  });

/** Renders messages as the server and the client do: Lingui over the merged catalogs. */
function translator(locale: Locale) {
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  i18n.load(locale, CATALOGS[locale]);
  i18n.activate(locale);
  return (problem: BundleProblem) => i18n._(problem.messageId, problem.params);
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('bundle problem catalog', () => {
  const problems = [...brokenBundleProblems(), ...brokenSetProblems(), ...brokenDictionaryProblems(), ...unusedKeywordProblems()];

  it('has the same keys and placeholders in both languages, all prefixed bundle.', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    const english = en as Record<string, string>;
    for (const [key, text] of Object.entries(zh as Record<string, string>)) {
      expect(key.startsWith('bundle.'), key).toBe(true);
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english[key] ?? ''));
    }
  });

  it('has a text in both languages for every message id the runtime produces, with its placeholders filled', () => {
    for (const locale of LOCALES) {
      const render = translator(locale);
      for (const problem of problems) {
        expect(CATALOGS[locale][problem.messageId], `${locale} ${problem.messageId}`).toBeDefined();
        expect(render(problem), `${locale} ${problem.messageId}`).not.toMatch(/[{}]|bundle\./);
      }
    }
  });

  it('gives each problem the English text of its message id as its message', () => {
    const render = translator('en-US');
    for (const problem of problems) expect(problem.message, problem.messageId).toBe(render(problem));
  });

  it('holds no text that the broken bundles or the edges do not use', () => {
    const produced = new Set([...problems.map((problem) => problem.messageId), ...EDGE_IDS]);
    expect(Object.keys(zh).filter((key) => !produced.has(key))).toEqual([]);
  });

  it('says the problems in Chinese for zh-CN', () => {
    const render = translator('zh-CN');
    const texts = problems.map(render);
    expect(texts).toContain('未知属性 colour');
    expect(texts).toContain('缺少必填属性 primaryKey');
    expect(texts).toContain('字段 plateNo 不是数字类字段，不能求和');
    expect(texts).toContain('模块标识 baStation 已被 baStation.json 使用');
  });
});
