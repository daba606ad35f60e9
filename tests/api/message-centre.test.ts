import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAll, startTestApp, type TestApp } from './harness.ts';
import { WIND_ORG } from './module-helpers.ts';
import { expectOk, submitStep } from './workflow-support.ts';

const LOAD = 'msg/sysMessage/loadMessage.ajax';
const COUNT = 'msg/sysMessage/countMessages.ajax';

interface Row {
  msgRecNo: string;
  msgtype: string;
  moduleId: string;
  pkVal: string;
  title: string;
  readState: number;
}

describe('message centre (issue 16)', () => {
  let test: TestApp;
  let manager: string;
  let zhangsan: string;
  let wangwu: string;
  beforeAll(async () => {
    test = await startTestApp();
    [manager, zhangsan, wangwu] = await loginAll(test.app, ['manager', 'zhangsan', 'wangwu'] as const);
  }, 300_000);
  afterAll(() => test.close());

  const rows = async (token: string, params: Record<string, string> = {}): Promise<Row[]> => (await call(test.app, token, LOAD, { pageSize: 50, ...params })).body.value;
  const unread = async (token: string) => (await call(test.app, token, COUNT, {}, 'GET')).body.value.unreadNum;

  it('seeds demo messages that carry the key of a real record of the receiver’s station', async () => {
    const seeded = (await rows(zhangsan)).filter((row) => row.moduleId === 'dfDefect' && row.title.startsWith('紧急缺陷待处理：'));
    expect(seeded).toHaveLength(1);
    const [message] = seeded as [Row];
    const { rows: found } = await sql<{ title: string; org_no: string }>`select title, org_no from df_defect where defect_no::text = ${message.pkVal}`.execute(test.app.database.db);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ org_no: WIND_ORG });
    expect(message.title).toBe(`紧急缺陷待处理：${found[0]!.title}`);
    const vehicle = (await rows(manager)).find((row) => row.moduleId === 'vmVehicle');
    expect(vehicle?.pkVal).toMatch(/\S/);
  });

  it('filters by type and read state, marks all read and deletes only the user’s own receipts', async () => {
    const all = await rows(zhangsan);
    const urgent = await rows(zhangsan, { msgtype: 'WORKFLOW_URGENT' });
    expect(urgent.length).toBeGreaterThan(0);
    expect(urgent.every((row) => row.msgtype === 'WORKFLOW_URGENT')).toBe(true);
    expect((await rows(zhangsan, { msgtype: 'WORKFLOW' })).length).toBe(all.length - urgent.length);
    expect((await call(test.app, zhangsan, LOAD, { msgtype: "WORKFLOW' or '1'='1" })).status).toBe(400);

    const readAll = await call(test.app, zhangsan, 'msg/sysMsgReceiver/readAll.ajax');
    expect(readAll.body).toMatchObject({ state: 0, value: all.filter((row) => row.readState === 0).length });
    expect(await unread(zhangsan)).toBe(0);
    expect(await unread(wangwu)).toBeGreaterThan(0);

    const foreign = (await rows(wangwu))[0] as Row;
    const mine = all[0] as Row;
    const deleted = await call(test.app, zhangsan, 'msg/sysMsgReceiver/delete.ajax', { ids: `${mine.msgRecNo},${foreign.msgRecNo}` });
    expect(deleted.body).toMatchObject({ state: 0, value: 1 });
    expect((await rows(zhangsan)).map((row) => row.msgRecNo)).not.toContain(mine.msgRecNo);
    expect((await rows(wangwu)).map((row) => row.msgRecNo)).toContain(foreign.msgRecNo);
    expect((await call(test.app, zhangsan, 'msg/sysMsgReceiver/delete.ajax', { ids: '' })).body).toMatchObject({ state: -1, code: 'E_BAD_REQUEST' });
  });

  it('tells the handler on arrival, marks a finished task’s to-do done and tells the initiator when the flow is sent back and when it ends', async () => {
    const db = test.app.database.db;
    const { rows: fresh } = await sql<{ k: string }>`
      select request_no::text as k from vm_use_request t where org_no = ${WIND_ORG} and use_state = '10'
        and not exists (select 1 from wf_instance i where i.module_id = 'vmUseRequest' and i.pk_value = t.request_no::text)
      order by 1 limit 1`.execute(db);
    const key = fresh[0]!.k;
    const about = (list: Row[]) => list.filter((row) => row.moduleId === 'vmUseRequest' && row.pkVal === key);

    expectOk(await submitStep(test.app, wangwu, 'vmUseRequest', key, true));
    const arrived = about(await rows(zhangsan));
    expect(arrived).toHaveLength(1);
    expect(arrived[0]).toMatchObject({ readState: 0, title: expect.stringContaining('【待办】') });

    const nodes = (await call(test.app, zhangsan, 'system/workflow/findfallBackNodes.ajax', { moduleId: 'vmUseRequest', pkValue: key, currentNodeId: 'teamReview', step: 'all' })).body.value;
    const start = nodes.find((node: { infoDesc: string }) => node.infoDesc === '用车申请');
    expectOk(await call(test.app, zhangsan, 'system/workflow/fallBack.ajax', { moduleId: 'vmUseRequest', pkValue: key, currentNodeId: 'teamReview', infoNo: start.infoNo, opinion: '请补充用车事由' }));
    expect(about(await rows(zhangsan)).every((row) => row.readState === 1)).toBe(true);
    expect(about(await rows(wangwu)).map((row) => row.title)).toEqual(expect.arrayContaining([expect.stringContaining('【退回】')]));

    expectOk(await submitStep(test.app, wangwu, 'vmUseRequest', key));
    expectOk(await submitStep(test.app, zhangsan, 'vmUseRequest', key));
    const managerTodo = about(await rows(manager));
    expect(managerTodo.some((row) => row.readState === 0)).toBe(true);
    expectOk(await submitStep(test.app, manager, 'vmUseRequest', key));
    expect(about(await rows(manager)).every((row) => row.readState === 1)).toBe(true);
    expect(about(await rows(wangwu)).some((row) => row.title.startsWith('【办结】') && row.readState === 0)).toBe(true);
  });
});
