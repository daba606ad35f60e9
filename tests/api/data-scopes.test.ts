import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleTables } from '../../server/db/module-tables.ts';
import { call, login, startTestApp, type TestApp } from './harness.ts';
import { expectRefusal, list, PV_ORG, WIND_ORG } from './module-helpers.ts';
import { dataSheet, download, readWorkbook } from './file-helpers.ts';

/**
 * Data scopes (issue 15): a role's scope is bound by the server into lists, finds, exports,
 * selectors and workflow task lists, and a change reaches a signed-in user at their next call.
 * zhangsan (U0003, department D0101 of the wind farm) holds only the role made here.
 */
// Generous limits: the app starts with the demo data, slow on a machine shared with other suites.
describe('data scopes of roles', { timeout: 300_000 }, () => {
  let test: TestApp;
  let admin: string;
  let zhangsan: string;
  const mine: string[] = [];
  const managers: string[] = [];
  let others = 0;
  let pvCount = 0;
  let allCount = 0;

  const setScope = async (dataScope: string, orgNos = '', departNos = '') => {
    const { body } = await call(test.app, admin, 'system/role/save.ajax', { roleId: 'scopeTest', nameZh: '范围测试', nameEn: 'Scope test', seq: 9, dataScope, orgNos, departNos });
    expect(body.state).toBe(0);
  };
  const vehicles = async () => (await list(test.app, zhangsan, 'vm/vehicle/tableList.ajax', { pageSize: 1000 })).totalRows;

  beforeAll(async () => {
    test = await startTestApp();
    admin = await login(test.app, 'admin');
    const db = moduleTables(test.app.database.db);
    // The wind farm's vehicles: three of zhangsan's, two of the manager's (same department), the rest of wangwu's (D0102).
    const wind = await db.selectFrom('vm_vehicle').select('vehicle_no').where('org_no', '=', WIND_ORG).orderBy('vehicle_no').execute();
    await sql`update vm_vehicle set created_by = 'U0005'`.execute(db);
    mine.push(...wind.slice(0, 3).map((row) => row.vehicle_no as string));
    managers.push(...wind.slice(3, 5).map((row) => row.vehicle_no as string));
    others = wind.length - 5;
    await db.updateTable('vm_vehicle').set({ created_by: 'U0003' }).where('vehicle_no', 'in', mine).execute();
    await db.updateTable('vm_vehicle').set({ created_by: 'U0002' }).where('vehicle_no', 'in', managers).execute();
    const count = async (orgNo?: string) => {
      const query = db.selectFrom('vm_vehicle').select((eb) => eb.fn.countAll().as('n'));
      return Number((await (orgNo ? query.where('org_no', '=', orgNo) : query).executeTakeFirstOrThrow()).n);
    };
    pvCount = await count(PV_ORG);
    allCount = await count();

    expect((await call(test.app, admin, 'system/role/save.ajax', { roleId: 'scopeTest', isNew: 'true', nameZh: '范围测试', nameEn: 'Scope test', dataScope: 'self' })).body.state).toBe(0);
    expect((await call(test.app, admin, 'system/role/saveOperations.ajax', { roleId: 'scopeTest', moduleId: 'vmVehicle', operations: 'view,export' })).body.state).toBe(0);
    const saved = await call(test.app, admin, 'system/user/save.ajax', { userId: 'U0003', realName: '张三', orgNo: WIND_ORG, departNo: 'D0101', postNo: 'P0102', orgNos: `${WIND_ORG},ORG01`, roleIds: 'scopeTest' });
    expect(saved.body.state).toBe(0);
    zhangsan = await login(test.app, 'zhangsan');
  }, 600_000);
  afterAll(() => test.close());

  it('narrows the list to each scope, and a change reaches the signed-in user at the next call', async () => {
    expect(await vehicles()).toBe(3);
    await setScope('departTree');
    expect(await vehicles()).toBe(5);
    await setScope('org');
    expect(await vehicles()).toBe(5 + others);
    await setScope('orgTree');
    expect(await vehicles()).toBe(5 + others);
    await setScope('all');
    expect(await vehicles()).toBe(allCount);
    await setScope('custom', PV_ORG);
    expect(await vehicles()).toBe(pvCount);
    await setScope('self');
    expect(await vehicles()).toBe(3);
  });

  it('reads the organisations below the current one with the organisation-and-below scope, and the current one alone with the organisation scope', async () => {
    const db = moduleTables(test.app.database.db);
    const orgs = await test.app.database.db.selectFrom('sys_org').select(['org_no', 'parent_no']).execute();
    const below = new Set(['ORG01']);
    for (let grew = true; grew; ) {
      grew = false;
      for (const org of orgs) if (below.has(org.parent_no) && !below.has(org.org_no)) grew = Boolean(below.add(org.org_no));
    }
    expect(below.size).toBeGreaterThan(2);
    const inOrgs = async (orgNos: string[]) => Number((await db.selectFrom('vm_vehicle').select((eb) => eb.fn.countAll().as('n')).where('org_no', 'in', orgNos).executeTakeFirstOrThrow()).n);
    const selectable = async () => (await list(test.app, zhangsan, 'pub/tableSelector.ajax', { _entityName: 'VmVehicle', pageSize: 1000 })).totalRows;
    // zhangsan switches to the company while signed in: his next calls read from there.
    expect((await call(test.app, zhangsan, 'system/user/changeUserCurrentOrg.ajax', { orgNo: 'ORG01' })).body.state).toBe(0);
    try {
      await setScope('orgTree');
      const tree = await inOrgs([...below]);
      expect(tree).toBeGreaterThan(await inOrgs(['ORG01']));
      expect(await vehicles()).toBe(tree);
      expect(await selectable()).toBe(tree);
      // The organisations below are read with the session: a new one under the company counts at the next call.
      const moved = (await db.selectFrom('vm_vehicle').select('vehicle_no').where('org_no', '=', PV_ORG).orderBy('vehicle_no').executeTakeFirstOrThrow()).vehicle_no as string;
      await db.updateTable('vm_vehicle').set({ org_no: 'ORG0199' }).where('vehicle_no', '=', moved).execute();
      try {
        expect(await vehicles()).toBe(tree - 1);
        const added = await call(test.app, admin, 'system/orgNode/save.ajax', { level: 'org', key: 'ORG0199', isNew: 'true', name: '新建风电场', parentNo: 'ORG01', seq: '9' });
        expect(added.body.state).toBe(0);
        expect(await vehicles()).toBe(tree);
      } finally {
        await db.updateTable('vm_vehicle').set({ org_no: PV_ORG }).where('vehicle_no', '=', moved).execute();
      }
      await setScope('org');
      expect(await vehicles()).toBe(await inOrgs(['ORG01']));
      expect(await selectable()).toBe(await inOrgs(['ORG01']));
    } finally {
      expect((await call(test.app, zhangsan, 'system/user/changeUserCurrentOrg.ajax', { orgNo: WIND_ORG })).body.state).toBe(0);
    }
  });

  it('reads the own department without the ones below it, or the chosen departments in their organisation', async () => {
    // wangwu's 设备检修部 (D0102) goes below zhangsan's department for this test: the tree then holds it, the department alone does not.
    const moveD0102 = (parentNo: string) => call(test.app, admin, 'system/orgNode/save.ajax', { level: 'depart', key: 'D0102', name: '设备检修部', orgNo: WIND_ORG, parentNo });
    expect((await moveD0102('D0101')).body.state).toBe(0);
    try {
      await setScope('departTree');
      expect(await vehicles()).toBe(5 + others);
      await setScope('depart');
      expect(await vehicles()).toBe(5);
    } finally {
      expect((await moveD0102('')).body.state).toBe(0);
    }
    // Every PV vehicle was made by wangwu too, but in the PV station, which is not his department's organisation.
    await setScope('customDepart', '', 'D0102');
    expect(await vehicles()).toBe(others);
    await setScope('customDepart', '', 'D0101,D0102');
    expect(await vehicles()).toBe(5 + others);
    expectRefusal(await call(test.app, admin, 'system/role/save.ajax', { roleId: 'scopeTest', nameZh: 'x', nameEn: 'x', dataScope: 'customDepart', departNos: '' }), 'E_VALIDATION');
    expectRefusal(await call(test.app, admin, 'system/role/save.ajax', { roleId: 'scopeTest', nameZh: 'x', nameEn: 'x', dataScope: 'customDepart', departNos: 'NO_SUCH' }), 'E_VALIDATION');
    const role = (await call(test.app, admin, 'system/role/find.ajax', { roleId: 'scopeTest' })).body.value;
    expect(role).toMatchObject({ dataScope: 'customDepart', departNos: ['D0101', 'D0102'], orgNos: [] });
  });

  it('binds the department scopes into finds, exports and reports', async () => {
    await setScope('customDepart', '', 'D0102');
    expectRefusal(await call(test.app, zhangsan, 'vm/vehicle/find.ajax', { pkValue: mine[0]! }), 'E_RECORD_NOT_FOUND');
    await setScope('depart');
    expect((await call(test.app, zhangsan, 'vm/vehicle/find.ajax', { pkValue: managers[0]! })).body.state).toBe(0);
    const answer = await call(test.app, zhangsan, 'pub/exportToExcel.ajax', { _entityName: 'VmVehicle' });
    expect(answer.body.state).toBe(0);
    const file = await download(test.app, zhangsan, 'attachment/fileDownload', { filePath: answer.body.param.filePath, saveName: answer.body.param.saveName });
    expect(dataSheet(await readWorkbook(file.bytes)).rowCount).toBe(1 + 5);

    // The vehicle use report counts use requests: two of zhangsan's at the wind farm, the rest of the wind farm's by wangwu.
    const db = moduleTables(test.app.database.db);
    const requests = await db.selectFrom('vm_use_request').select('request_no').where('org_no', '=', WIND_ORG).orderBy('request_no').execute();
    expect(requests.length).toBeGreaterThan(2);
    await sql`update vm_use_request set created_by = 'U0005'`.execute(db);
    await db.updateTable('vm_use_request').set({ created_by: 'U0003' }).where('request_no', 'in', requests.slice(0, 2).map((row) => row.request_no as string)).execute();
    expect((await call(test.app, admin, 'system/role/saveOperations.ajax', { roleId: 'scopeTest', moduleId: 'vmUseRequest', operations: 'view' })).body.state).toBe(0);
    const reported = async () => {
      const { body } = await call(test.app, zhangsan, 'system/report/run.ajax', { reportId: 'rpVehicleUse' });
      expect(body.state).toBe(0);
      return (body.value.rows as { values: { requests: number } }[]).reduce((sum, row) => sum + Number(row.values.requests), 0);
    };
    expect(await reported()).toBe(2);
    await setScope('customDepart', '', 'D0102');
    expect(await reported()).toBe(requests.length - 2);
  });

  it('answers a record outside the scope as missing, on find and on delete', async () => {
    await setScope('self');
    expect((await call(test.app, zhangsan, 'vm/vehicle/find.ajax', { pkValue: mine[0]! })).body.state).toBe(0);
    expectRefusal(await call(test.app, zhangsan, 'vm/vehicle/find.ajax', { pkValue: managers[0]! }), 'E_RECORD_NOT_FOUND');
    await setScope('departTree');
    expect((await call(test.app, zhangsan, 'vm/vehicle/find.ajax', { pkValue: managers[0]! })).body.state).toBe(0);
  });

  it('exports and selects only the rows of the scope', async () => {
    await setScope('self');
    const answer = await call(test.app, zhangsan, 'pub/exportToExcel.ajax', { _entityName: 'VmVehicle' });
    expect(answer.body.state).toBe(0);
    const file = await download(test.app, zhangsan, 'attachment/fileDownload', { filePath: answer.body.param.filePath, saveName: answer.body.param.saveName });
    expect(dataSheet(await readWorkbook(file.bytes)).rowCount).toBe(1 + 3);
    expect((await list(test.app, zhangsan, 'pub/tableSelector.ajax', { _entityName: 'VmVehicle', pageSize: 1000 })).totalRows).toBe(3);
    await setScope('departTree');
    expect((await list(test.app, zhangsan, 'pub/tableSelector.ajax', { _entityName: 'VmVehicle', pageSize: 1000 })).totalRows).toBe(5);
  });

  it('keeps workflow task lists to the instances of the scope', async () => {
    const db = test.app.database.db;
    for (const [instId, starter] of [['scopeI1', 'U0003'], ['scopeI2', 'U0005']] as const) {
      await db.insertInto('wf_instance').values({ inst_id: instId, module_id: 'vmVehicle', pk_value: instId, org_no: WIND_ORG, model_id: 'm', model_version: 1, start_user: starter, inst_desc: `scope-test ${instId}` }).execute();
      await db.insertInto('wf_task').values({ task_no: `${instId}T`, inst_id: instId, node_id: 'n1', node_desc: '审核', handler: 'U0003', task_type: 'normal', created_log: 'x' }).execute();
    }
    const tasks = async () => (await call(test.app, zhangsan, 'system/workflow/findUserTasks.ajax', { stateType: 'todoTask', pageSize: 100, condition: 'INST_DESC:@scope-test' })).body;
    await setScope('self');
    expect((await tasks()).rows.map((row: { WORKFLOW_ID: string }) => row.WORKFLOW_ID)).toEqual(['scopeI1']);
    await setScope('org');
    expect((await tasks()).rows.map((row: { WORKFLOW_ID: string }) => row.WORKFLOW_ID).sort()).toEqual(['scopeI1', 'scopeI2']);
  });

  it('audits every grant change with who, before and after', async () => {
    const { body } = await call(test.app, admin, 'system/role/audit.ajax', { roleId: 'scopeTest' });
    expect(body.state).toBe(0);
    const kinds = body.value.map((entry: { kind: string }) => entry.kind);
    expect(kinds).toContain('roleOperations');
    const first = body.value.at(-1);
    expect(first).toMatchObject({ kind: 'role', before: null, after: { dataScope: 'self' }, actorId: 'U0001', actorName: 'admin' });
    const change = body.value.find((entry: { kind: string; after: { dataScope?: string } }) => entry.kind === 'role' && entry.after.dataScope === 'departTree');
    expect(change.before).toMatchObject({ dataScope: expect.any(String) });
    const userAudit = await test.app.database.db.selectFrom('sys_grant_audit').select(['kind', 'after_value']).where('target_id', '=', 'U0003').execute();
    expect(userAudit).toContainEqual({ kind: 'userRoles', after_value: '["scopeTest"]' });
  });

  it('refuses role changes to users without the grant', async () => {
    const lisi = await login(test.app, 'lisi');
    expectRefusal(await call(test.app, lisi, 'system/role/save.ajax', { roleId: 'scopeTest', nameZh: 'x', nameEn: 'x', dataScope: 'all' }), 'E_OPERATION_DENIED');
    expectRefusal(await call(test.app, lisi, 'system/role/list.ajax'), 'E_OPERATION_DENIED');
  });
});
