import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { assertWorkflowEditable } from '../../server/workflow/field-guard.ts';
import { call, login, startTestApp, type CallParams, type TestApp } from './harness.ts';
import { expectRefusal } from './module-helpers.ts';
import { expectOk, freshDefects, MANAGER, MODULE, submit } from './workflow-support.ts';

/** save.ajax of a defect under workflow (spec 02 §4 field editability, enforced on the server). */
describe('saving a record whose workflow runs', () => {
  let test: TestApp;
  let manager: string;
  let zhangsan: string;
  let wangwu: string;
  let key: string;
  beforeAll(async () => {
    test = await startTestApp();
    [manager, zhangsan, wangwu] = (await Promise.all(['manager', 'zhangsan', 'wangwu'].map((name) => login(test.app, name)))) as [string, string, string];
    [key] = (await freshDefects(test.app, 'GENERAL', 1)) as [string];
    // The demo model is seeded with the demo data: 班组长审核 (zhangsan) may edit teamNo and the planned dates.
    expectOk(await submit(test.app, manager, key, { oprNo: 0 }));
  });
  afterAll(() => test.close());

  /** Like the detail page: every stored field sent back with the row version, some changed. */
  async function save(token: string, changes: CallParams, lang = 'zh-cn') {
    const { body } = await call(test.app, token, 'df/defect/find.ajax', { pkValue: key });
    const { _labels, _rowVersion, defectNo, ...values } = body.recorder;
    return call(test.app, token, 'df/defect/save.ajax', { ...values, ...changes, pkValue: key, _rowVersion, lang });
  }

  it('lets the current handler change the fields of their step, whatever else the form sends unchanged', async () => {
    expectOk(await save(zhangsan, { teamNo: 'T0102', plannedEnd: '2031-06-30' }));
    const { body } = await call(test.app, zhangsan, 'df/defect/find.ajax', { pkValue: key });
    expect(body.recorder).toMatchObject({ teamNo: 'T0102', plannedEnd: '2031-06-30' });
  });

  it('refuses a change outside the step’s editable region, and any change by others', async () => {
    const refused = await save(zhangsan, { teamNo: 'T0101', title: '改过的标题' });
    expectRefusal(refused, 'E_FORBIDDEN', 403);
    expect(refused.body.msgInfo).toBe('当前流程环节不能修改“缺陷标题”');
    expect((await save(zhangsan, { title: '改过的标题' }, 'en')).body.msgInfo).toBe('“Title” cannot be changed at the current workflow step');
    expectRefusal(await save(wangwu, { teamNo: 'T0101' }), 'E_FORBIDDEN', 403);
    expectRefusal(await save(manager, { description: '发起人已不在开始节点' }), 'E_FORBIDDEN', 403);
    const { body } = await call(test.app, zhangsan, 'df/defect/find.ajax', { pkValue: key });
    expect(body.recorder.title).not.toBe('改过的标题');
  });

  it('opens every field to the starter once the record is back at the start node', async () => {
    const returned = await call(test.app, zhangsan, 'system/workflow/fallBack.ajax', { moduleId: MODULE, pkValue: key, currentNodeId: 'teamReview', preUserId: MANAGER, opinion: '请补充描述' });
    expectOk(returned);
    expectOk(await save(manager, { title: '补充后的标题', description: '补充了缺陷现象与位置' }));
    expectRefusal(await save(zhangsan, { teamNo: 'T0103' }), 'E_FORBIDDEN', 403);
  });

  // Checked inside the save's transaction, the step cannot move between the check and the
  // write: the instance row stays locked until the save commits. (PGlite has one connection,
  // so only PostgreSQL can show a second one waiting.)
  it.skipIf(!process.env.DATABASE_URL)('holds the instance row from the editability check until the save commits (PostgreSQL)', async () => {
    const module = test.app.modules.byModuleId(MODULE)!;
    // Back at the start node (the test before), the starter may change every field.
    const starter = { userId: MANAGER } as Parameters<typeof assertWorkflowEditable>[1];
    const { db } = test.app.database;
    const outcome = await db.transaction().execute(async (trx) => {
      await assertWorkflowEditable(test.app.database, starter, module, key, ['title'], 'zh-CN', trx);
      return db.transaction().execute(async (other) => {
        await sql`set local lock_timeout = '200ms'`.execute(other);
        return sql`select 1 from wf_instance where module_id = ${MODULE} and pk_value = ${key} for update`.execute(other).then(() => 'taken', (error: Error) => error.message);
      });
    });
    expect(outcome).toMatch(/lock timeout/);
  });
});
