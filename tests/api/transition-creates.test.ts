import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleBundle } from '../../runtime/index.ts';
import { call, loginAll, startTestApp, type TestApp } from './harness.ts';
import { publishNew } from './material-fixtures.ts';
import { countRows, expectRefusal } from './module-helpers.ts';
import { moduleTables } from '../../server/db/module-tables.ts';

const DIR = new URL('../fixtures/transition-creates/', import.meta.url);

type Row = Record<string, unknown>;

/**
 * A transition's `creates` on the fixture tests/fixtures/transition-creates: submitting a round
 * makes one finding per abnormal item, with values computed from the item and its round, and
 * links each item to its finding; the made records are checked like any save.
 */
describe('records made by a transition', () => {
  let test: TestApp;
  let manager: string;
  beforeAll(async () => {
    test = await startTestApp();
    let analyst: string;
    [analyst, manager] = await loginAll(test.app, ['analyst', 'manager']);
    for (const moduleId of ['fxFinding', 'fxRoundItem', 'fxRound']) {
      const bundle = JSON.parse(await fs.readFile(new URL(`${moduleId}.json`, DIR), 'utf8')) as ModuleBundle;
      await publishNew(test.app, analyst, manager, bundle);
    }
  });
  afterAll(() => test.close());

  const saveRound = async (place: string, items: Row[], pkValue: string | number = -1, rowVersion?: number) => {
    const sent = { pkValue, _entityName: 'FxRound', place, _children: JSON.stringify({ fxRoundItem: items }), ...(rowVersion ? { _rowVersion: rowVersion } : {}) };
    return call(test.app, manager, 'fx/round/save.ajax', sent);
  };
  const find = async (key: string) => (await call(test.app, manager, 'fx/round/find.ajax', { pkValue: key })).body.recorder as Row & { _rowVersion: number; _children: { fxRoundItem: Row[] } };
  const transition = (key: string, name: string) => call(test.app, manager, 'fx/round/transition.ajax', { pkValue: key, transition: name });
  const findings = () => moduleTables(test.app.database.db).selectFrom('fx_finding').selectAll().orderBy('finding_code').execute();

  it('makes one numbered finding per abnormal item, from the item and its round, and links the item to it', async () => {
    const saved = await saveRound('3号风机', [
      { item: '塔筒螺栓', abnormal: true, reading: '12.5' },
      { item: '基础环', abnormal: false, reading: '1' },
      { item: '爬梯', abnormal: true },
    ]);
    expect(saved.body.state).toBe(0);
    const key = saved.body.value as string;
    const moved = await transition(key, 'submit');
    expect(moved.body.state).toBe(0);
    expect(moved.body.recorder.state).toBe('20');
    const made = await findings();
    expect(made.map((row) => [row.title, row.reading === null ? null : Number(row.reading), row.found_by])).toEqual([
      ['3号风机：塔筒螺栓', 12.5, '王海峰'],
      ['3号风机：爬梯', null, '王海峰'],
    ]);
    for (const row of made) expect(row.finding_code).toMatch(/^FX\d{8}\d{3}$/);
    const items = (await find(key))._children.fxRoundItem;
    expect(items.map((item) => item.findingId)).toEqual([made[0]?.finding_id, null, made[1]?.finding_id]);
  });

  it('makes nothing again for items already linked: a round submitted twice raises only its new abnormal item', async () => {
    const key = (await saveRound('箱变12', [{ item: '油位', abnormal: true }])).body.value as string;
    expect((await transition(key, 'submit')).body.state).toBe(0);
    expect((await transition(key, 'reopen')).body.state).toBe(0);
    const stored = await find(key);
    const rows = [...stored._children.fxRoundItem.map((item) => ({ pkValue: item.pkValue, item: item.item, abnormal: item.abnormal, findingId: item.findingId })), { item: '温度', abnormal: true }];
    expect((await saveRound('箱变12', rows, key, stored._rowVersion)).body.state).toBe(0);
    const before = await countRows(test.app, 'fx_finding');
    expect((await transition(key, 'submit')).body.state).toBe(0);
    expect(await countRows(test.app, 'fx_finding')).toBe(before + 1);
    expect((await findings()).at(-1)?.title).toBe('箱变12：温度');
  });

  it('takes the whole transition back when a made record breaks a rule of its module', async () => {
    const place = '光'.repeat(60);
    const key = (await saveRound(place, [{ item: '组'.repeat(60), abnormal: true }])).body.value as string;
    const before = await countRows(test.app, 'fx_finding');
    const refused = await transition(key, 'submit');
    expectRefusal(refused, 'E_VALIDATION');
    expect(await countRows(test.app, 'fx_finding')).toBe(before);
    const stored = await find(key);
    expect(stored.state).toBe('10');
    expect(stored._children.fxRoundItem[0]?.findingId).toBeNull();
  });
});
