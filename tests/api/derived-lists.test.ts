import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAll, startTestApp, type TestApp } from './harness.ts';
import { allRows, expectRefusal } from './module-helpers.ts';
import { columnInfo, designValue, editAndPublish } from './module-design-helpers.ts';
import { fixtureBundle, publishNew } from './material-fixtures.ts';

/**
 * Bundle `derived` (docs/bundle-format.md, Derived lists) on tests/fixtures/derived: balances
 * per store and item are posted batch lines (read through their parent) less takes, kept as a
 * view that is never written and follows its sources as they change.
 */
describe('derived lists', () => {
  let test: TestApp;
  let analyst: string;
  let manager: string;
  let lisi: string;
  let admin: string;

  const balances = async (token: string) =>
    Object.fromEntries((await allRows(test.app, token, 'dv/balance/tableList.ajax')).map((row) => [row.pkValue, [row.rowDatas.received, row.rowDatas.onHand]]));
  const batch = (token: string, store: string, posted: boolean, lines: { item: string; qty: string }[]) =>
    call(test.app, token, 'dv/batch/save.ajax', { pkValue: -1, store, posted, _children: JSON.stringify({ dvBatchLine: lines }) });
  const take = (token: string, store: string, item: string, qty: string) => call(test.app, token, 'dv/take/save.ajax', { pkValue: -1, store, item, qty });

  beforeAll(async () => {
    test = await startTestApp();
    [analyst, manager, lisi, admin] = await loginAll(test.app, ['analyst', 'manager', 'lisi', 'admin']);
    for (const moduleId of ['dvBatchLine', 'dvBatch', 'dvTake', 'dvBalance']) await publishNew(test.app, analyst, manager, await fixtureBundle('derived', moduleId));
  });
  afterAll(() => test.close());

  it('sums posted batch lines less takes per store and item, leaving unposted batches and other organisations out', async () => {
    expect((await batch(manager, 'A', true, [{ item: 'oil', qty: '10' }, { item: 'brush', qty: '4.5' }])).body.state).toBe(0);
    expect((await batch(manager, 'A', true, [{ item: 'oil', qty: '2' }])).body.state).toBe(0);
    expect((await batch(manager, 'A', false, [{ item: 'oil', qty: '100' }])).body.state).toBe(0);
    expect((await take(manager, 'A', 'oil', '3.25')).body.state).toBe(0);
    expect((await take(manager, 'B', 'fuse', '1')).body.state).toBe(0);
    expect((await batch(lisi, 'A', true, [{ item: 'oil', qty: '50' }])).body.state).toBe(0);
    expect(await balances(manager)).toEqual({ 'A|oil': ['12.00', '8.75'], 'A|brush': ['4.50', '4.50'], 'B|fuse': ['0.00', '-1.00'] });
    expect(await balances(lisi)).toEqual({ 'A|oil': ['50.00', '50.00'] });
  });

  it('answers a row by its key and filters like any list', async () => {
    const found = await call(test.app, manager, 'dv/balance/find.ajax', { pkValue: 'A|oil' });
    expect(found.body.recorder).toMatchObject({ store: 'A', item: 'oil', onHand: '8.75' });
    const rows = await allRows(test.app, manager, 'dv/balance/tableList.ajax', { condition: 'item:@bru' });
    expect(rows.map((row) => row.pkValue)).toEqual(['A|brush']);
  });

  it('is never written, not even by a super administrator', async () => {
    expectRefusal(await call(test.app, admin, 'dv/balance/save.ajax', { pkValue: -1, store: 'A', item: 'oil', onHand: '1' }), 'E_OPERATION_DENIED');
    expectRefusal(await call(test.app, admin, 'dv/balance/delete.ajax', { pkValue: 'A|oil' }), 'E_OPERATION_DENIED');
    expect((await balances(manager))['A|oil']).toEqual(['12.00', '8.75']);
  });

  it('follows a source whose column is widened by a publish', async () => {
    await editAndPublish(test.app, analyst, manager, 'dvTake', (bundle) => {
      const qty = bundle.entity.fields.find((field) => field.name === 'qty')!;
      Object.assign(qty, { precision: 16 });
    });
    expect((await columnInfo(test.app, 'dv_take')).get('qty')).toBeDefined();
    expect((await take(manager, 'A', 'oil', '0.75')).body.state).toBe(0);
    expect((await balances(manager))['A|oil']).toEqual(['12.00', '8.00']);
  });

  it('refuses a writable derived list and sources naming what does not exist, at their pointers', async () => {
    const bundle = await fixtureBundle('derived', 'dvBalance');
    bundle.operations = ['add', 'export'];
    const [batchSource, takeSource] = bundle.derived!.sources as [any, any];
    batchSource.parent = 'dvTake';
    takeSource.fields = [{ name: 'store', from: 'store' }, { name: 'onHand', from: 'store' }];
    bundle.derived!.sources.push({ module: 'dvNowhere', fields: [{ name: 'store', from: 'store' }, { name: 'item', from: 'item' }] });
    const { problems } = await designValue(test.app, analyst, 'check.ajax', { bundle: JSON.stringify(bundle) });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pointer: '/operations', messageId: 'bundle.derivedReadOnly' }),
        expect.objectContaining({ pointer: '/derived/sources/0/parent', messageId: 'bundle.derivedNotParent' }),
        expect.objectContaining({ pointer: '/derived/sources/1/fields', messageId: 'bundle.derivedGroupUnmapped' }),
        expect.objectContaining({ pointer: '/derived/sources/1/fields/1/from', messageId: 'bundle.sumNeedsNumber' }),
        expect.objectContaining({ pointer: '/derived/sources/2/module', messageId: 'bundle.derivedModuleMissing' }),
      ]),
    );
  });
});
