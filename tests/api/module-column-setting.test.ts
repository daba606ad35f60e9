import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAll, startTestApp, type TestApp } from './harness.ts';
import { expectRefusal } from './module-helpers.ts';

const SETTING = {
  columns: [
    { prop: 'plateNo', label: '车牌号', width: '140', sortable: true, fixed: 'left', hide: false },
    { prop: 'driverName', label: '驾驶员', width: 100, sortable: false, hide: true },
  ],
  size: 'small',
  border: true,
  stripe: false,
};

describe('list column settings', () => {
  let test: TestApp;
  let zhangsan: string;
  let manager: string;
  beforeAll(async () => {
    test = await startTestApp();
    [zhangsan, manager] = await loginAll(test.app, ['zhangsan', 'manager']);
  });
  afterAll(() => test.close());

  const load = async (token: string) => (await call(test.app, token, 'pub/columnSetting/load.ajax', { moduleId: 'vmVehicle' })).body;

  it('saves, loads and resets a setting per user and module', async () => {
    expect(await load(zhangsan)).toMatchObject({ state: 0, value: null });
    const saved = await call(test.app, zhangsan, 'pub/columnSetting/save.ajax', { moduleId: 'vmVehicle', setting: JSON.stringify(SETTING) });
    expect(saved.body).toMatchObject({ state: 0, msgInfo: '保存成功' });
    expect((await load(zhangsan)).value).toEqual(SETTING);
    expect((await load(manager)).value).toBeNull();

    const changed = { ...SETTING, size: 'large' };
    await call(test.app, zhangsan, 'pub/columnSetting/save.ajax', { moduleId: 'vmVehicle', setting: JSON.stringify(changed) });
    expect((await load(zhangsan)).value.size).toBe('large');

    expect((await call(test.app, zhangsan, 'pub/columnSetting/reset.ajax', { moduleId: 'vmVehicle' })).body.state).toBe(0);
    expect((await load(zhangsan)).value).toBeNull();
  });

  it('refuses settings that name unknown fields or values', async () => {
    const save = (setting: unknown) => call(test.app, zhangsan, 'pub/columnSetting/save.ajax', { moduleId: 'vmVehicle', setting: JSON.stringify(setting) });
    expectRefusal(await save({ columns: [{ prop: 'ownerName' }] }), 'E_UNKNOWN_FIELD');
    expectRefusal(await save({ columns: [{ prop: "plateNo'; drop table vm_vehicle; --" }] }), 'E_UNKNOWN_FIELD');
    for (const bad of [{ columns: [] , size: 'huge' }, { columns: [{ prop: 'plateNo', hide: 'yes' }] }, { columns: [{ prop: 'plateNo', extra: 1 }] }, { columns: 'plateNo' }, { columns: [], theme: 'dark' }]) {
      expectRefusal(await save(bad), 'E_BAD_REQUEST');
    }
    expectRefusal(await call(test.app, zhangsan, 'pub/columnSetting/save.ajax', { moduleId: 'vmVehicle', setting: '{not json' }), 'E_BAD_REQUEST');
    expectRefusal(await call(test.app, zhangsan, 'pub/columnSetting/load.ajax', { moduleId: 'nope' }), 'E_UNKNOWN_ENTITY');
    expect((await load(zhangsan)).value).toBeNull();
  });
});
