import { beforeEach, describe, expect, it } from 'vitest';
import { diffBundles, type ModuleBundle } from '../../../../runtime/index.ts';
import vehicle from '../../../../tests/fixtures/bundles/vmVehicle.json' with { type: 'json' };
import { activateLocale, translate } from '../../../i18n/i18n.ts';
import { groupChanges, type DiffLine } from './diff-lines.ts';
import { fieldLabeler } from './localized-text.ts';

const published = vehicle as unknown as ModuleBundle;

/** The published vehicle bundle with one change in many areas. */
function edited(): ModuleBundle {
  const draft = structuredClone(published);
  draft.title = { 'zh-CN': '车辆管理', 'en-US': 'Vehicles' };
  const fields = draft.entity.fields;
  const seats = fields.find((field) => field.name === 'seats')!;
  seats.max = 80;
  seats.required = true;
  fields.find((field) => field.name === 'plateNo')!.label = { 'zh-CN': '车牌号码', 'en-US': 'Plate number' };
  draft.entity.fields = [...fields.filter((field) => field.name !== 'remark'), { name: 'color', type: 'select', dict: 'vehicleColor', label: { 'zh-CN': '颜色', 'en-US': 'Colour' } }];
  draft.list.columns.find((column) => column.field === 'seats')!.width = '100';
  draft.form.groups[1]!.fields = ['insuranceExpiry', 'inspectionDate'];
  draft.form.rules = [{ field: 'insuranceExpiry', op: 'gt', other: 'purchaseDate', message: 'rule.insuranceAfterPurchase' }];
  draft.operations = draft.operations.filter((operation) => operation !== 'template');
  draft.menu = { ...draft.menu!, parentId: 'm_fleet' };
  return draft;
}

function lines(before: ModuleBundle, after: ModuleBundle) {
  return groupChanges(diffBundles(before, after), translate, fieldLabeler([after, before], 'zh-CN'));
}

const line = (found: DiffLine[] | undefined, path: string) => found?.find((candidate) => candidate.path === path);

describe('diff lines', () => {
  beforeEach(() => activateLocale('zh-CN'));

  it('groups the changes by area in the fixed order, empty areas left out', () => {
    expect(lines(published, edited()).map((group) => group.area)).toEqual(['module', 'field', 'list', 'form', 'rules', 'operations', 'menu']);
  });

  it('names the field and the property in words and shows values readably', () => {
    const fields = lines(published, edited()).find((group) => group.area === 'field')?.lines;
    expect(line(fields, '/entity/fields/seats/max')).toEqual({ kind: 'changed', path: '/entity/fields/seats/max', subject: '座位数 (seats)', property: '最大值', before: '60', after: '80' });
    expect(line(fields, '/entity/fields/seats/required')).toMatchObject({ kind: 'added', property: '必填', after: '是' });
    expect(line(fields, '/entity/fields/plateNo/label')).toMatchObject({ subject: '车牌号码 (plateNo)', before: '车牌号 / Plate number', after: '车牌号码 / Plate number' });
  });

  it('shows a whole added or removed field as its properties, with the type in words', () => {
    const fields = lines(published, edited()).find((group) => group.area === 'field')?.lines;
    const added = line(fields, '/entity/fields/color');
    expect(added).toMatchObject({ kind: 'added', subject: '颜色 (color)', property: '', before: '' });
    expect(added?.after).toContain('类型: 下拉选择');
    expect(added?.after).toContain('标签: 颜色 / Colour');
    const removed = line(fields, '/entity/fields/remark');
    expect(removed).toMatchObject({ kind: 'removed', subject: '备注 (remark)', after: '' });
    expect(removed?.before).toContain('最大长度: 500');
  });

  it('names list columns by field, form groups by number, rules by their comparison and operations in words', () => {
    const groups = lines(published, edited());
    const areaLines = (area: string) => groups.find((group) => group.area === area)?.lines ?? [];
    expect(areaLines('list')).toEqual([expect.objectContaining({ subject: '座位数 (seats)', property: '宽度', before: '90', after: '100' })]);
    expect(areaLines('form')[0]).toMatchObject({ subject: '分组 2', property: '字段', after: 'insuranceExpiry、inspectionDate' });
    expect(areaLines('rules')[0]).toMatchObject({ kind: 'added', subject: '保险到期 > 购置日期' });
    expect(areaLines('operations')).toEqual([expect.objectContaining({ kind: 'removed', before: '下载模板' })]);
    expect(areaLines('menu')[0]).toMatchObject({ subject: '', property: '上级', before: 'm_vehicle', after: 'm_fleet' });
    expect(areaLines('module')[0]).toMatchObject({ property: '标题', before: '车辆台账 / Vehicles', after: '车辆管理 / Vehicles' });
  });

  it('reports a reorder of fields once, as the order of the fields', () => {
    const reordered = structuredClone(published);
    reordered.entity.fields = [...reordered.entity.fields].reverse();
    const groups = lines(published, reordered);
    expect(groups.map((group) => group.area)).toEqual(['entity']);
    expect(groups[0]?.lines).toEqual([expect.objectContaining({ kind: 'changed', subject: '', property: '字段顺序' })]);
  });

  it('finds nothing between equal bundles', () => {
    expect(lines(published, structuredClone(published))).toEqual([]);
  });
});
