import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAll, startTestApp, type TestApp } from './harness.ts';
import { countRows, expectRefusal, list, WIND_ORG } from './module-helpers.ts';

/**
 * A child-list row names its parent record, a tree node its parent node: both must be records
 * the user may point at (of the user's organisation), as imports already require, or a wind
 * farm user could hang rows under the PV station's records.
 */
describe('module saves: parent records of another organisation', () => {
  let test: TestApp;
  let zhangsan: string;
  let lisi: string;
  beforeAll(async () => {
    test = await startTestApp();
    [zhangsan, lisi] = await loginAll(test.app, ['zhangsan', 'lisi']);
  });
  afterAll(() => test.close());

  const firstKey = async (token: string, path: string) => (await list(test.app, token, path, { pageSize: 1 })).rows[0]?.pkValue ?? '';

  it('refuses a child row whose parent record belongs to another organisation, saving nothing', async () => {
    const foreignDefect = await firstKey(lisi, 'df/defect/tableList.ajax');
    const ownDefect = await firstKey(zhangsan, 'df/defect/tableList.ajax');
    const track = (parentId: string, extra = {}) => ({ pkValue: -1, parentId, action: 'CONFIRM', handler: '张三', handleTime: '2099-01-01 08:00', content: '现场核实', ...extra });
    const before = await countRows(test.app, 'df_defect_track');

    const refused = await call(test.app, zhangsan, 'df/defectTrack/save.ajax', track(foreignDefect));
    expectRefusal(refused, 'E_VALIDATION', 400);
    expect(refused.body.param.errors).toEqual([{ field: 'parentId', message: '所选缺陷编号不存在或不属于当前组织' }]);
    const english = await call(test.app, zhangsan, 'df/defectTrack/save.ajax', track(foreignDefect, { lang: 'en_US' }));
    expect(english.body.param.errors).toEqual([{ field: 'parentId', message: 'The selected Defect no. does not exist or does not belong to your organisation' }]);
    expect(await countRows(test.app, 'df_defect_track')).toBe(before);

    // Moving a row of one's own to a foreign parent is refused too, and leaves it where it was.
    const saved = await call(test.app, zhangsan, 'df/defectTrack/save.ajax', track(ownDefect));
    expect(saved.body.state).toBe(0);
    const key = saved.body.value as string;
    expectRefusal(await call(test.app, zhangsan, 'df/defectTrack/save.ajax', { pkValue: key, parentId: foreignDefect }), 'E_VALIDATION', 400);
    expect((await call(test.app, zhangsan, 'df/defectTrack/find.ajax', { pkValue: key })).body.recorder).toMatchObject({ parentId: ownDefect, _rowVersion: 1 });
  });

  it('refuses a tree node whose parent node belongs to another organisation, saving nothing', async () => {
    const [station] = (await list(test.app, zhangsan, 'ba/station/tableList.ajax', { pageSize: 1 })).rows;
    const foreignNode = await firstKey(lisi, 'eq/equipment/tableList.ajax');
    const ownNode = await firstKey(zhangsan, 'eq/equipment/tableList.ajax');
    const node = (parentEqNo: string, eqCode: string) => ({ pkValue: -1, parentEqNo, eqCode, eqName: '越权节点', eqType: 'WTG', czxxNo: station?.pkValue ?? '' });
    const before = await countRows(test.app, 'eq_equipment', WIND_ORG);

    const refused = await call(test.app, zhangsan, 'eq/equipment/save.ajax', node(foreignNode, 'PARENTX1'));
    expectRefusal(refused, 'E_VALIDATION', 400);
    expect(refused.body.param.errors).toEqual([{ field: 'parentEqNo', message: '所选上级设备不存在或不属于当前组织' }]);
    expect(await countRows(test.app, 'eq_equipment', WIND_ORG)).toBe(before);

    // The tree's root and a node of one's own organisation are fine parents.
    for (const [parent, code] of [['-1', 'PARENTX2'], [ownNode, 'PARENTX3']] as const) {
      expect((await call(test.app, zhangsan, 'eq/equipment/save.ajax', node(parent, code))).body.state).toBe(0);
    }
  });
});
