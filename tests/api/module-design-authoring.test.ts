import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAll, startTestApp, type TestApp } from './harness.ts';
import { expectRefusal } from './module-helpers.ts';
import { design, designValue, editDraft } from './module-design-helpers.ts';

interface Message {
  msgtype: string;
  title: string;
  content: string;
  url: string;
}

async function messages(test: TestApp, token: string): Promise<Message[]> {
  return (await call(test.app, token, 'msg/sysMessage/loadMessage.ajax', { pageSize: 50 })).body.value as Message[];
}

const reviewOf = (list: Message[]) => list.filter((message) => message.msgtype === 'DESIGN_REVIEW');

describe('module designer: authoring without JSON (issue 17 part 8)', () => {
  let test: TestApp;
  let analyst: string;
  let manager: string;
  let admin: string;
  let zhangsan: string;
  beforeAll(async () => {
    test = await startTestApp();
    [analyst, manager, admin, zhangsan] = await loginAll(test.app, ['analyst', 'manager', 'admin', 'zhangsan']);
  });
  afterAll(() => test.close());

  it('offers the organisation\'s roles to the role pickers', async () => {
    const context = await designValue(test.app, analyst, 'context.ajax');
    expect(context.roles).toEqual(expect.arrayContaining([{ id: 'analyst', name: { 'zh-CN': '业务分析员', 'en-US': 'Business analyst' } }]));
  });

  it('refuses a module without a draft and a user without the edit grant, and sends nothing', async () => {
    expectRefusal(await design(test.app, analyst, 'submitForReview.ajax', { moduleId: 'vmVehicle' }), 'E_NOT_FOUND');
    expectRefusal(await design(test.app, zhangsan, 'submitForReview.ajax', { moduleId: 'vmVehicle' }), 'E_OPERATION_DENIED');
    expect(reviewOf(await messages(test, manager))).toEqual([]);
  });

  it('tells the publishers of the analyst\'s organisation, not the analyst nor plain users, with a link to the draft', async () => {
    const saved = await editDraft(test.app, analyst, 'vmVehicle', (bundle) => {
      bundle.title = { 'zh-CN': '车辆台账二', 'en-US': 'Vehicles 2' };
    });
    expect(saved.body.state).toBe(0);
    const sent = await design(test.app, analyst, 'submitForReview.ajax', { moduleId: 'vmVehicle', note: '新增了里程字段' });
    expect(sent.body).toMatchObject({ state: 0, value: { receivers: 2 }, msgInfo: '已通知 2 位发布人' });
    for (const publisher of [manager, admin]) {
      expect(reviewOf(await messages(test, publisher))).toEqual([
        expect.objectContaining({ title: `模块「车辆台账二」草稿 v${saved.body.value.version} 待审核发布`, content: '新增了里程字段', url: 'setting/moduleDesigner?moduleId=vmVehicle' }),
      ]);
    }
    expect(reviewOf(await messages(test, analyst))).toEqual([]);
    expect(reviewOf(await messages(test, zhangsan))).toEqual([]);
  });

  it('creates a dictionary from a field\'s settings, which the design context then offers; never over an existing one', async () => {
    const items = [
      { value: '1', labelZh: '易损件', labelEn: 'Wear part' },
      { value: '2', labelZh: '备用件', labelEn: 'Spare' },
    ];
    const created = await design(test.app, analyst, 'createDictionary.ajax', { dictCode: 'sparePartKind', labelZh: '备件类别', labelEn: 'Spare part kind', items: JSON.stringify(items) });
    expect(created.body).toMatchObject({ state: 0, value: { dictCode: 'sparePartKind' } });
    const context = await designValue(test.app, analyst, 'context.ajax');
    expect(context.dictionaries.sparePartKind).toEqual({
      label: { 'zh-CN': '备件类别', 'en-US': 'Spare part kind' },
      items: [
        { value: '1', label: { 'zh-CN': '易损件', 'en-US': 'Wear part' } },
        { value: '2', label: { 'zh-CN': '备用件', 'en-US': 'Spare' } },
      ],
    });
    const before = context.dictionaries.vehicleType;
    const clash = await design(test.app, analyst, 'createDictionary.ajax', { dictCode: 'vehicleType', labelZh: '车型', labelEn: 'Type', items: JSON.stringify(items) });
    expectRefusal(clash, 'E_VALIDATION');
    expect(clash.body.msgInfo).toBe('字典编码 vehicleType 已存在');
    const twice = await design(test.app, analyst, 'createDictionary.ajax', { dictCode: 'twiceKind', labelZh: '重复', labelEn: 'Twice', items: JSON.stringify([items[0], items[0]]) });
    expectRefusal(twice, 'E_VALIDATION');
    expectRefusal(await design(test.app, analyst, 'createDictionary.ajax', { dictCode: 'badKind', labelZh: '坏', labelEn: 'Bad', items: '[{"value":"1"}]' }), 'E_BAD_REQUEST');
    expectRefusal(await design(test.app, zhangsan, 'createDictionary.ajax', { dictCode: 'userKind', labelZh: '用户', labelEn: 'User', items: JSON.stringify(items) }), 'E_OPERATION_DENIED');
    const after = await designValue(test.app, analyst, 'context.ajax');
    expect(after.dictionaries.vehicleType).toEqual(before);
    for (const refused of ['twiceKind', 'badKind', 'userKind']) expect(after.dictionaries).not.toHaveProperty(refused);
  });
});
