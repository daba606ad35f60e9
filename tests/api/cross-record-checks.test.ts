import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAll, startTestApp, type TestApp } from './harness.ts';
import { countRows, expectRefusal } from './module-helpers.ts';
import { designValue, loadDesign } from './module-design-helpers.ts';
import { materialBundle, publishMaterials } from './material-fixtures.ts';
import { assertRecordChecks } from '../../server/modules/record-checks.ts';

/**
 * Bundle `checks` (issue 13, item 9) on the materials fixture: a return may not exceed what was
 * issued less what was returned before, nothing is returned once everything is, and a return
 * starts its workflow only with lines. Aggregates stay in the organisation, values are bound.
 */
describe('cross-record checks', () => {
  let test: TestApp;
  let analyst: string;
  let manager: string;
  let lisi: string;
  beforeAll(async () => {
    test = await startTestApp();
    [analyst, manager, lisi] = await loginAll(test.app, ['analyst', 'manager', 'lisi']);
    await publishMaterials(test.app, analyst, manager);
  });
  afterAll(() => test.close());

  const issue = (token: string, issueNo: string, qty: string) =>
    call(test.app, token, 'ck/issue/save.ajax', { pkValue: -1, _entityName: 'CkIssue', issueNo, materialCode: 'M-01', qty });
  const saveReturn = (token: string, issueNo: string, returnQty: string, pkValue: string | number = -1, lang?: string) =>
    call(test.app, token, 'ck/return/save.ajax', { pkValue, _entityName: 'CkReturn', issueNo, materialCode: 'M-01', returnQty, ...(lang ? { lang } : {}) });

  it('allows a return up to the unreturned quantity, to the cent, and refuses one cent more at the field', async () => {
    expect((await issue(manager, 'CK-001', '6.50')).body.state).toBe(0);
    expect((await issue(manager, 'CK-001', '3.50')).body.state).toBe(0);
    const first = await saveReturn(manager, 'CK-001', '4.00');
    expect(first.body.state).toBe(0);
    const before = await countRows(test.app, 'ck_return');
    const over = await saveReturn(manager, 'CK-001', '6.01');
    expectRefusal(over, 'E_VALIDATION');
    expect(over.body.param.errors).toEqual([{ field: 'returnQty', message: '退还数量不能大于出库数量或未退还数量' }]);
    const english = await saveReturn(manager, 'CK-001', '6.01', -1, 'en_US');
    expect(english.body.param.errors).toEqual([{ field: 'returnQty', message: 'The return quantity cannot exceed the outbound quantity or the unreturned quantity.' }]);
    expect(await countRows(test.app, 'ck_return')).toBe(before);
    expect((await saveReturn(manager, 'CK-001', '6.00')).body.state).toBe(0);
  });

  it('leaves the edited return itself out of what was returned before', async () => {
    await issue(manager, 'CK-002', '5');
    const key = (await saveReturn(manager, 'CK-002', '5')).body.value as string;
    expect((await saveReturn(manager, 'CK-002', '4', key)).body.state).toBe(0);
    expectRefusal(await saveReturn(manager, 'CK-002', '5.01', key), 'E_VALIDATION');
  });

  it('refuses any return once everything is returned, for the record', async () => {
    const refused = await saveReturn(manager, 'CK-001', '0.01');
    expectRefusal(refused, 'E_VALIDATION');
    expect(refused.body.msgInfo).toBe('物资已全部退还');
    expect((await saveReturn(manager, 'CK-001', '0.01', -1, 'en_US')).body.msgInfo).toBe('All materials already returned.');
  });

  it("counts only the user's organisation: another organisation's issue allows nothing", async () => {
    expect((await issue(lisi, 'CK-003', '100')).body.state).toBe(0);
    expect((await saveReturn(manager, 'CK-003', '1')).body.msgInfo).toBe('物资已全部退还');
    expect((await saveReturn(lisi, 'CK-003', '100')).body.state).toBe(0);
  });

  it('checks concurrent saves into one issue one after the other: together they never return more than was issued', async () => {
    const issues = ['CK-101', 'CK-102', 'CK-103', 'CK-104', 'CK-105', 'CK-106'];
    for (const issueNo of issues) expect((await issue(manager, issueNo, '10')).body.state).toBe(0);
    // Two returns of 6 per issue at once: each passes alone (6 ≤ 10), both together would return 12.
    const answers = await Promise.all(issues.flatMap((issueNo) => [saveReturn(manager, issueNo, '6'), saveReturn(manager, issueNo, '6')]));
    const refused = answers.filter((answer) => answer.body.state !== 0);
    expect(refused).toHaveLength(issues.length);
    for (const answer of refused) expect(answer.body.param.errors).toEqual([{ field: 'returnQty', message: '退还数量不能大于出库数量或未退还数量' }]);
    const { rows } = await sql<{ issue_no: string; returned: string }>`
      select issue_no, sum(return_qty)::text as returned from ck_return where issue_no in (${sql.join(issues)}) group by issue_no order by issue_no`.execute(test.app.database.db);
    expect(rows).toEqual(issues.map((issueNo) => ({ issue_no: issueNo, returned: '6.00' })));
  });

  it('binds linking values: an injection attempt is a document number that matches nothing', async () => {
    await issue(manager, 'CK-004', '1');
    const hostile = "CK-004' or '1'='1";
    expect((await saveReturn(manager, hostile, '1')).body.msgInfo).toBe('物资已全部退还');
    expect((await saveReturn(manager, 'CK-004', '1')).body.state).toBe(0);
    expect(await countRows(test.app, 'ck_issue')).toBeGreaterThan(0);
  });

  it('runs beforeWorkflowStart checks only then: a return without lines cannot start', async () => {
    await issue(manager, 'CK-005', '2');
    const key = (await saveReturn(manager, 'CK-005', '2')).body.value as string;
    const returns = test.app.modules.byModuleId('ckReturn');
    if (!returns) throw new Error('ckReturn is not published');
    const record = { key, values: { returnId: key, issueNo: 'CK-005', materialCode: 'M-01', returnQty: '2' } };
    const ctx = { orgNo: 'ORG0101', userId: 'manager', locale: 'en-US' as const };
    await expect(assertRecordChecks(test.app.database.db, test.app.modules, returns, record, ctx, 'beforeWorkflowStart')).rejects.toMatchObject({
      code: 'E_VALIDATION',
      messageId: 'check.returnDetailIncomplete',
    });
    const line = await call(test.app, manager, 'ck/returnLine/save.ajax', { pkValue: -1, _entityName: 'CkReturnLine', returnId: key, materialCode: 'M-01', returnQty: '2' });
    expect(line.body.state).toBe(0);
    await expect(assertRecordChecks(test.app.database.db, test.app.modules, returns, record, ctx, 'beforeWorkflowStart')).resolves.toBeUndefined();
  });

  it('refuses checks naming unknown modules, unknown fields and text fields to sum, at their pointers', async () => {
    const bundle = await materialBundle('ckReturn');
    const checks = bundle.checks ?? [];
    checks[0]!.left[0]!.sumOf!.module = 'mtNowhere';
    checks[1]!.right[0]!.sumOf!.field = 'materialCode';
    checks[1]!.right[1]!.sumOf!.where[0] = { field: 'issueNo', equalsField: 'noSuchField' };
    checks[2]!.field = 'ghost';
    const { problems } = await designValue(test.app, analyst, 'check.ajax', { bundle: JSON.stringify(bundle) });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pointer: '/checks/0/left/0/sumOf/module', messageId: 'bundle.checkModuleMissing' }),
        expect.objectContaining({ pointer: '/checks/1/right/0/sumOf/field', messageId: 'bundle.sumNeedsNumber' }),
        expect.objectContaining({ pointer: '/checks/1/right/1/sumOf/where/0/equalsField', messageId: 'bundle.unknownField' }),
        expect.objectContaining({ pointer: '/checks/2/field', messageId: 'bundle.unknownField' }),
      ]),
    );
    expect(problems).toHaveLength(4);
    expect((await loadDesign(test.app, analyst, 'ckReturn')).bundle.checks).toHaveLength(3);
  });
});
