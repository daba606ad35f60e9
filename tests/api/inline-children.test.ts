/**
 * Inline child lists (bundle form.children[i].inline): the parent's save carries its rows in
 * `_children` and writes them in its own transaction. The demo's defect handling records are made
 * inline here by a publish, as an analyst would in the designer.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAll, startTestApp, type CallParams, type TestApp } from './harness.ts';
import { countRows, expectRefusal, list } from './module-helpers.ts';
import { editAndPublish } from './module-design-helpers.ts';

const SAVE = 'df/defect/save.ajax';
const FIND = 'df/defect/find.ajax';
const MAX_ROWS = 5;

type Row = Record<string, unknown>;

function track(action: string, handler: string, extra: Row = {}): Row {
  return { action, handler, handleTime: '2099-01-01 08:00:00', hours: '1.5', content: `${handler} ${action}`, ...extra };
}

describe('inline child grids saved with their parent', () => {
  let test: TestApp;
  let analyst: string;
  let manager: string;
  let lisi: string;
  let windStation: string;
  let pvStation: string;
  let version: number;
  let serial = 0;

  /** A valid new wind-farm defect with the given rows (no `_children` when rows is undefined). */
  function defect(station: string, rows: Row[] | undefined, overrides: CallParams = {}): CallParams {
    serial += 1;
    return {
      pkValue: -1,
      defectCode: `INL${String(serial).padStart(3, '0')}`,
      title: '行内子表',
      czxxNo: station,
      category: 'GENERAL',
      foundBy: '张三',
      foundTime: '2099-01-01 07:00:00',
      description: '行内子表',
      _bundleVersion: String(version),
      ...(rows ? { _children: JSON.stringify({ dfDefectTrack: rows }) } : {}),
      ...overrides,
    };
  }

  async function find(token: string, key: string) {
    const { body } = await call(test.app, token, FIND, { pkValue: key });
    return body.recorder as Row & { _rowVersion: number; _children: { dfDefectTrack: Row[] } };
  }

  async function addDefect(token: string, station: string, rows: Row[]): Promise<string> {
    const { body } = await call(test.app, token, SAVE, defect(station, rows));
    if (body.state !== 0) throw new Error(JSON.stringify(body));
    return body.value as string;
  }

  async function trackCount(): Promise<number> {
    return countRows(test.app, 'df_defect_track');
  }

  beforeAll(async () => {
    test = await startTestApp();
    [analyst, manager, lisi] = await loginAll(test.app, ['analyst', 'manager', 'lisi']);
    version = await editAndPublish(test.app, analyst, manager, 'dfDefect', (bundle) => {
      const [handling] = bundle.form.children ?? [];
      Object.assign(handling ?? {}, { inline: true, minRows: 1, maxRows: MAX_ROWS, rowNumbers: true, orderable: true });
    });
    windStation = (await list(test.app, manager, 'ba/station/tableList.ajax', { pageSize: 1 })).rows[0]?.pkValue ?? '';
    pvStation = (await list(test.app, lisi, 'ba/station/tableList.ajax', { pageSize: 1 })).rows[0]?.pkValue ?? '';
  });
  afterAll(() => test.close());

  it('saves a new parent and its rows in one call, and find answers them in order', async () => {
    const key = await addDefect(manager, windStation, [track('CONFIRM', 'A'), track('DISPATCH', 'B'), track('ELIMINATE', 'C')]);
    const record = await find(manager, key);
    const rows = record._children.dfDefectTrack;
    expect(rows.map((row) => row.handler)).toEqual(['A', 'B', 'C']);
    expect(rows[0]).toMatchObject({ parentId: key, parentName: record.defectCode, hours: '1.5', _labels: { action: '确认' } });
    const { rows: seqs } = await sql<{ seq: number }>`select seq from df_defect_track where parent_id = ${key} order by seq`.execute(test.app.database.db);
    expect(seqs.map((row) => Number(row.seq))).toEqual([1, 2, 3]);
  });

  it('refuses everything when one row breaks a rule, naming the row and field', async () => {
    const [defects, tracks] = [await countRows(test.app, 'df_defect'), await trackCount()];
    const result = await call(test.app, manager, SAVE, defect(windStation, [track('CONFIRM', 'A'), track('NOPE', '', { hours: '1000' })], { lang: 'en_US' }));
    expectRefusal(result, 'E_VALIDATION', 400);
    expect(result.body.param.errors).toEqual([
      { field: 'dfDefectTrack[1].action', message: expect.any(String) },
      { field: 'dfDefectTrack[1].handler', message: 'please enter Handler' },
      { field: 'dfDefectTrack[1].hours', message: expect.stringContaining('999') },
    ]);
    expect([await countRows(test.app, 'df_defect'), await trackCount()]).toEqual([defects, tracks]);
  });

  it('answers the parent\'s own errors together with the rows\'', async () => {
    const result = await call(test.app, manager, SAVE, defect(windStation, [track('CONFIRM', '')], { title: '' }));
    expectRefusal(result, 'E_VALIDATION');
    expect(result.body.param.errors.map((error: { field: string }) => error.field)).toEqual(['title', 'dfDefectTrack[0].handler']);
  });

  it('holds the row count within minRows and maxRows', async () => {
    const [defects, tracks] = [await countRows(test.app, 'df_defect'), await trackCount()];
    const tooMany = await call(test.app, manager, SAVE, defect(windStation, Array.from({ length: MAX_ROWS + 1 }, (_, i) => track('CONFIRM', `H${i}`)), { lang: 'en_US' }));
    expectRefusal(tooMany, 'E_VALIDATION');
    expect(tooMany.body.param.errors).toEqual([{ field: 'dfDefectTrack', message: `Handling records takes at most ${MAX_ROWS} rows` }]);
    // A client that knows nothing of inline rows cannot leave a new parent below minRows either.
    const none = await call(test.app, manager, SAVE, defect(windStation, undefined));
    expect(none.body.param.errors).toEqual([{ field: 'dfDefectTrack', message: '处理记录至少需要 1 行' }]);
    expect([await countRows(test.app, 'df_defect'), await trackCount()]).toEqual([defects, tracks]);
  });

  it('updates changed rows, deletes removed ones, keeps the new order, and bumps the parent\'s row version', async () => {
    const key = await addDefect(manager, windStation, [track('CONFIRM', 'A'), track('DISPATCH', 'B'), track('ELIMINATE', 'C')]);
    const before = await find(manager, key);
    const [a, b, c] = before._children.dfDefectTrack as [Row, Row, Row];
    const rows = [
      { pkValue: c.pkValue, ...track('ELIMINATE', 'C2') },
      { pkValue: a.pkValue, ...track('CONFIRM', 'A') },
      track('ACCEPT', 'D'),
    ];
    const saved = await call(test.app, manager, SAVE, { pkValue: key, _rowVersion: before._rowVersion, _children: JSON.stringify({ dfDefectTrack: rows }) });
    expect(saved.body.state).toBe(0);
    const after = await find(manager, key);
    expect(after._rowVersion).toBe(before._rowVersion + 1);
    expect(after._children.dfDefectTrack.map((row) => [row.handler, row.pkValue === c.pkValue || row.pkValue === a.pkValue])).toEqual([['C2', true], ['A', true], ['D', false]]);
    const { rows: stored } = await sql<{ track_no: string; row_version: number }>`select track_no, row_version from df_defect_track where parent_id = ${key}`.execute(test.app.database.db);
    expect(stored.some((row) => row.track_no === b.pkValue)).toBe(false);
    expect(Number(stored.find((row) => row.track_no === c.pkValue)?.row_version)).toBe(2);
  });

  it('refuses a stale parent row version and writes none of the rows', async () => {
    const key = await addDefect(manager, windStation, [track('CONFIRM', 'A')]);
    const loaded = await find(manager, key);
    const first = await call(test.app, manager, SAVE, { pkValue: key, _rowVersion: loaded._rowVersion, title: '第一' });
    expect(first.body.state).toBe(0);
    const stale = await call(test.app, manager, SAVE, { pkValue: key, _rowVersion: loaded._rowVersion, _children: JSON.stringify({ dfDefectTrack: [track('CONFIRM', 'Z')] }) });
    expectRefusal(stale, 'E_STALE_RECORD', 409);
    expect((await find(manager, key))._children.dfDefectTrack.map((row) => row.handler)).toEqual(['A']);
  });

  it("refuses a row key of another parent or another organisation's parent", async () => {
    const mine = await addDefect(manager, windStation, [track('CONFIRM', 'A')]);
    const other = await addDefect(manager, windStation, [track('CONFIRM', 'B')]);
    const foreign = await addDefect(lisi, pvStation, [track('CONFIRM', 'PV')]);
    const otherRow = (await find(manager, other))._children.dfDefectTrack[0];
    const foreignRow = (await find(lisi, foreign))._children.dfDefectTrack[0];
    for (const stolen of [otherRow, foreignRow]) {
      const tracks = await trackCount();
      const result = await call(test.app, manager, SAVE, { pkValue: mine, _children: JSON.stringify({ dfDefectTrack: [{ pkValue: stolen?.pkValue, ...track('CONFIRM', 'stolen') }] }) });
      expectRefusal(result, 'E_RECORD_NOT_FOUND');
      expect(await trackCount()).toBe(tracks);
    }
    expect((await find(manager, mine))._children.dfDefectTrack.map((row) => row.handler)).toEqual(['A']);
    expect((await find(lisi, foreign))._children.dfDefectTrack.map((row) => row.handler)).toEqual(['PV']);
    // A new parent has no rows: any key is refused.
    expectRefusal(await call(test.app, manager, SAVE, defect(windStation, [{ pkValue: otherRow?.pkValue, ...track('CONFIRM', 'X') }])), 'E_RECORD_NOT_FOUND');
  });

  it('refuses malformed payloads, lists that are not inline and fields the child lacks', async () => {
    const key = await addDefect(manager, windStation, [track('CONFIRM', 'A')]);
    expectRefusal(await call(test.app, manager, SAVE, { pkValue: key, _children: '{not json' }), 'E_BAD_REQUEST');
    expectRefusal(await call(test.app, manager, SAVE, { pkValue: key, _children: JSON.stringify({ dfDefectTrack: {} }) }), 'E_BAD_REQUEST');
    expectRefusal(await call(test.app, manager, SAVE, { pkValue: key, _children: JSON.stringify({ vmVehicle: [] }) }), 'E_BAD_REQUEST');
    expectRefusal(await call(test.app, manager, SAVE, { pkValue: key, _children: JSON.stringify({ dfDefectTrack: [{ ...track('CONFIRM', 'A'), secret: 1 }] }) }), 'E_UNKNOWN_FIELD');
    // The parent link is the server's: a row naming another parent is written under this one.
    const other = await addDefect(manager, windStation, [track('CONFIRM', 'B')]);
    await call(test.app, manager, SAVE, { pkValue: key, _children: JSON.stringify({ dfDefectTrack: [track('CONFIRM', 'moved', { parentId: other })] }) });
    expect((await find(manager, key))._children.dfDefectTrack.map((row) => row.handler)).toEqual(['moved']);
    expect((await find(manager, other))._children.dfDefectTrack.map((row) => row.handler)).toEqual(['B']);
  });

  it('leaves the rows as they are when a save sends no _children', async () => {
    const key = await addDefect(manager, windStation, [track('CONFIRM', 'A'), track('DISPATCH', 'B')]);
    expect((await call(test.app, manager, SAVE, { pkValue: key, title: '只改标题' })).body.state).toBe(0);
    expect((await find(manager, key))._children.dfDefectTrack.map((row) => row.handler)).toEqual(['A', 'B']);
  });

  it('writes inline rows only through the parent: the child module answers reads only', async () => {
    const key = await addDefect(manager, windStation, [track('CONFIRM', 'A')]);
    const tracks = await trackCount();
    const direct = await call(test.app, manager, 'df/defectTrack/save.ajax', { pkValue: -1, parentId: key, ...track('CONFIRM', 'direct') });
    expectRefusal(direct, 'E_OPERATION_DENIED');
    const [row] = (await find(manager, key))._children.dfDefectTrack;
    expectRefusal(await call(test.app, manager, 'df/defectTrack/delete.ajax', { pkValue: String(row?.pkValue) }), 'E_OPERATION_DENIED');
    expect(await trackCount()).toBe(tracks);
    expect((await list(test.app, manager, 'df/defectTrack/tableList.ajax', { parentId: key })).totalRows).toBe(1);
  });
});
