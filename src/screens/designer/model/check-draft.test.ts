import { describe, expect, it } from 'vitest';
import type { DictionaryBundle, ModuleBundle } from '../../../../runtime/index.ts';
import bundle from '../../../../tests/fixtures/bundles/vmVehicle.json' with { type: 'json' };
import dictionaries from '../../../../tests/fixtures/bundles/dictionaries.json' with { type: 'json' };
import { localeI18n } from '../preview/locale-i18n.ts';
import type { DesignContext } from '../../../../contracts/module-design.ts';
import { bundleText, editableBundleOf } from './draft-text.ts';
import { checkDraft } from './check-draft.ts';
import { newBundle } from './new-bundle.ts';
import { problemText } from './problem-text.ts';

const t = localeI18n('zh-CN')._.bind(localeI18n('zh-CN'));
const context: DesignContext = {
  dictionaries: dictionaries as unknown as DictionaryBundle,
  entities: [{ moduleId: 'dfDefect', entityName: 'DfDefect', title: { 'zh-CN': '缺陷', 'en-US': 'Defects' }, fields: [{ name: 'defectNo', label: { 'zh-CN': '编号', 'en-US': 'No.' }, type: 'text' }] }],
  menuFolders: [],
  workflowModels: [],
  roles: [{ id: 'admin', name: { 'zh-CN': '管理员', 'en-US': 'Administrators' } }],
  posts: [],
  tables: [],
};
const vehicle = bundle as ModuleBundle;

describe('checkDraft', () => {
  it('compiles a sound draft', () => {
    const check = checkDraft(bundleText(vehicle), context, 'vmVehicle.json');
    expect(check.problems).toEqual([]);
    expect(check.compiled?.moduleId).toBe('vmVehicle');
  });

  it('reports text that does not parse, with no pointer', () => {
    const check = checkDraft('{ "moduleId": ', context, 'x.json');
    expect(check.compiled).toBeNull();
    expect(check.problems[0]?.pointer).toBe('');
    expect(check.problems[0]?.messageId).toBe('bundle.notJson');
    expect(problemText(check.problems[0]!, t)).toMatch(/^JSON 无法解析：/);
  });

  it('reports schema problems at their pointer', () => {
    const broken = { ...vehicle, list: { ...vehicle.list, pageSize: 7 } };
    const check = checkDraft(bundleText(broken), context, 'x.json');
    expect(check.problems.map((problem) => problem.pointer)).toEqual(['/list/pageSize']);
  });

  it('reports dictionaries, entities and child modules the context does not know', () => {
    const fields = vehicle.entity.fields.map((field) => (field.name === 'vehicleType' ? { ...field, dict: 'noSuchDict' } : field));
    const broken: ModuleBundle = { ...vehicle, entity: { ...vehicle.entity, fields }, form: { ...vehicle.form, children: [{ module: 'dfDefect', parentId: 'nope' }, { module: 'ghost' }] } };
    const check = checkDraft(bundleText(broken), context, 'x.json');
    expect(check.problems.map((problem) => problem.pointer)).toEqual(['/entity/fields/3/dict', '/form/children/0/parentId', '/form/children/1/module']);
    expect(check.problems.map((problem) => problem.messageId)).toEqual(['bundle.unknownDictionary', 'bundle.childFieldMissing', 'bundle.unknownModule']);
    expect(check.problems.map((problem) => problemText(problem, t))).toEqual(['数据字典 noSuchDict 不存在', '子模块 dfDefect 没有字段 nope', '子模块 ghost 不存在或未发布']);
  });

  it('reports a child module another module already lists, in the analyst’s words', () => {
    const track = { moduleId: 'dfDefectTrack', entityName: 'DfDefectTrack', title: { 'zh-CN': '处理记录', 'en-US': 'Handling' }, fields: [{ name: 'parentId', label: { 'zh-CN': '缺陷', 'en-US': 'Defect' }, type: 'text' }] };
    const taken: DesignContext = { ...context, entities: [{ ...context.entities[0]!, children: ['dfDefectTrack'] }, track] };
    const check = checkDraft(bundleText({ ...vehicle, form: { ...vehicle.form, children: [{ module: 'dfDefectTrack' }] } }), taken, 'x.json');
    expect(check.problems.map((problem) => [problem.pointer, problemText(problem, t)])).toEqual([['/form/children/0/module', '模块 dfDefectTrack 已是 dfDefect 的子表：一个模块只能是一个模块的子表']]);
  });

  it('starts a new module from a bundle that passes the checks', () => {
    const fresh = newBundle({ moduleId: 'omSparePart', title: { 'zh-CN': '备品备件', 'en-US': 'Spare parts' }, apiPath: 'om/sparePart', table: 'om_spare_part' });
    expect(checkDraft(bundleText(fresh), context, 'x.json').problems).toEqual([]);
    expect(fresh.entity.fields[1]?.label).toEqual({ 'zh-CN': '名称', 'en-US': 'Name' });
  });
});

describe('editableBundleOf', () => {
  it('takes text with the bundle shape, even with wrong values', () => {
    expect(editableBundleOf(bundleText({ ...vehicle, apiPath: 'Not A Path' }))?.apiPath).toBe('Not A Path');
  });

  it('refuses text that does not parse or lacks the shape the editor reads', () => {
    expect(editableBundleOf('{')).toBeNull();
    expect(editableBundleOf(JSON.stringify({ ...vehicle, entity: { ...vehicle.entity, fields: [1, 2] } }))).toBeNull();
    expect(editableBundleOf(JSON.stringify({ ...vehicle, form: {} }))).toBeNull();
  });
});
