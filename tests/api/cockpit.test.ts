import { sql, type RawBuilder } from 'kysely';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAll, startTestApp, type TestApp } from './harness.ts';
import { CockpitFigureAnswerSchema, CockpitLayoutSchema, type CockpitFigureAnswer } from '../../contracts/cockpit.ts';
import { localDateTime } from '../../runtime/expression/dates.ts';

const FIGURE = 'system/cockpit/figure.ajax';

/** A measure summed over the figure's rows. */
const total = (answer: CockpitFigureAnswer, measure: string) => answer.answer.rows.reduce((sum, row) => sum + Number(row.values[measure] ?? 0), 0);

/** Rows as { dimension value: measure } for a one-dimension figure. */
const byKey = (answer: CockpitFigureAnswer, dimension: string, measure: string) =>
  Object.fromEntries(answer.answer.rows.map((row) => [String(row.values[dimension]), Number(row.values[measure])]));

describe('leadership cockpit (issue 16)', () => {
  let test: TestApp;
  let manager: string;
  let zhangsan: string;
  let org: string;
  beforeAll(async () => {
    test = await startTestApp();
    [manager, zhangsan] = await loginAll(test.app, ['manager', 'zhangsan']);
    org = (await call(test.app, manager, 'login/currentUserInfo.ajax', {}, 'GET')).body.value.defaultOrgNo;
  });
  afterAll(() => test.close());

  const figure = async (figureId: string, params: Record<string, string> = {}): Promise<CockpitFigureAnswer> => {
    const { body } = await call(test.app, manager, FIGURE, { figureId, ...params });
    expect(body.state, body.msgInfo).toBe(0);
    expect(Value.Check(CockpitFigureAnswerSchema, body.value)).toBe(true);
    return body.value;
  };
  /** The column of a module's field, as the bundle names it. */
  const column = (moduleId: string, field: string) => test.app.modules.byModuleId(moduleId)?.fields.get(field)?.column ?? '';
  const table = (moduleId: string) => test.app.modules.byModuleId(moduleId)?.table ?? '';
  /** Rows of a module's table per value of a field, in one organisation (all organisations without one). */
  const countBy = async (moduleId: string, field: string, where: () => RawBuilder<unknown>, orgNo?: string) => {
    const key = sql.ref(column(moduleId, field));
    const { rows } = await sql<{ key: string; n: number }>`select ${key}::text as key, count(*)::int as n from ${sql.table(table(moduleId))} where ${where()} ${orgNo ? sql`and org_no = ${orgNo}` : sql``} group by ${key}`.execute(test.app.database.db);
    return Object.fromEntries(rows.map((row) => [row.key, row.n]));
  };
  const all = () => sql`true`;

  it('answers the figures and the default range (this month up to today) to holders of the cockpit grant only', async () => {
    const { body } = await call(test.app, manager, 'system/cockpit/figures.ajax', {}, 'GET');
    expect(body.state).toBe(0);
    expect(Value.Check(CockpitLayoutSchema, body.value)).toBe(true);
    const today = localDateTime(new Date()).slice(0, 10);
    expect(body.value).toMatchObject({ from: `${today.slice(0, 8)}01`, to: today });
    expect(body.value.figures.map((item: { id: string }) => item.id)).toEqual(['stations', 'openAlarms', 'defectsByState', 'workOrdersInProgress', 'ticketsInProgress', 'lostEnergy', 'alarmTrend']);
    expect(body.value.figures[0]).toEqual({ id: 'stations', title: '场站与装机容量', tile: '场站与装机容量', display: 'kpi', dated: false });
    expect(body.value.figures[1]).toMatchObject({ title: '未处理告警（按级别）', tile: '未处理告警' });
    expect(body.value.figures.at(-1)).toMatchObject({ id: 'alarmTrend', dated: true });

    expect((await call(test.app, zhangsan, 'system/pub/checkJscPermission.ajax', {}, 'GET')).body.value).toBe(0);
    for (const [path, params] of [['system/cockpit/figures.ajax', {}], [FIGURE, { figureId: 'stations' }]] as const) {
      const refused = await call(test.app, zhangsan, path, params);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ state: -1, code: 'E_OPERATION_DENIED' });
      expect((await call(test.app, null, path, params)).body.code).toBe('E_UNAUTHENTICATED');
    }
  });

  it('counts stations and capacity, defects by state and work in progress of the reader’s organisation only', async () => {
    const stations = await figure('stations');
    const { rows } = await sql<{ n: number; mw: number }>`select count(*)::int as n, sum(${sql.ref(column('baStation', 'capacityMw'))})::float8 as mw from ba_station where org_no = ${org}`.execute(test.app.database.db);
    expect(stations.answer.rows).toHaveLength(1);
    expect(stations.answer.rows[0]?.values).toMatchObject({ stations: rows[0]?.n, capacityMw: rows[0]?.mw });
    expect(rows[0]?.n).toBeGreaterThan(0);
    const { rows: everywhere } = await sql<{ n: number }>`select count(*)::int as n from ba_station`.execute(test.app.database.db);
    // Another organisation's stations exist and are left out.
    expect(everywhere[0]?.n).toBeGreaterThan(rows[0]?.n ?? 0);

    const defects = await figure('defectsByState');
    expect(byKey(defects, 'state', 'defects')).toEqual(await countBy('dfDefect', 'defectState', all, org));
    expect(defects.answer.rows.some((row) => row.labels.state === '已登记')).toBe(true);
    const everyDefect = Object.values(await countBy('dfDefect', 'defectState', all)).reduce((a, b) => a + b, 0);
    expect(everyDefect).toBeGreaterThan(total(defects, 'defects'));

    const orders = await figure('workOrdersInProgress');
    const inProgress = () => sql`${sql.ref(column('woWorkOrder', 'workOrderState'))} in ('20', '30', '40')`;
    expect(byKey(orders, 'state', 'orders')).toEqual(await countBy('woWorkOrder', 'workOrderState', inProgress, org));
    expect(total(orders, 'orders')).toBeGreaterThan(0);

    const tickets = await figure('ticketsInProgress');
    const open = () => sql`${sql.ref(column('wtWorkTicket', 'ticketState'))} in ('15', '20', '30', '40', '50')`;
    expect(total(tickets, 'tickets')).toBe(Object.values(await countBy('wtWorkTicket', 'ticketState', open, org)).reduce((a, b) => a + b, 0));
    expect(total(tickets, 'tickets')).toBeGreaterThan(0);
  });

  it('counts the open alarms by level, and the alarm trend and lost energy of the chosen days', async () => {
    const today = localDateTime(new Date()).slice(0, 10);
    const eventTime = sql.ref(column('iotDeviceEventRecord', 'eventTime'));
    const alarms = await figure('openAlarms');
    const open = () => sql`${sql.ref(column('iotDeviceEventRecord', 'eventState'))} = '10'`;
    expect(byKey(alarms, 'level', 'alarms')).toEqual(await countBy('iotDeviceEventRecord', 'eventLevel', open, org));
    expect(total(alarms, 'alarms')).toBeGreaterThan(0);
    expect(alarms.answer.rows.map((row) => row.labels.level).sort()).toEqual(['一般', '紧急']);

    const from = localDateTime(new Date(Date.now() - 20 * 86_400_000)).slice(0, 10);
    const trend = await figure('alarmTrend', { from, to: today });
    const inRange = () => sql`${eventTime} between ${`${from} 00:00:00`} and ${`${today} 23:59:59`}`;
    const perLevel = await countBy('iotDeviceEventRecord', 'eventLevel', inRange, org);
    expect(total(trend, 'alarms')).toBe(Object.values(perLevel).reduce((a, b) => a + b, 0));
    expect(total(trend, 'alarms')).toBeGreaterThan(0);
    expect(trend.answer.rows.every((row) => String(row.values.day) >= from && String(row.values.day) <= today)).toBe(true);

    const lost = await figure('lostEnergy', { from, to: today });
    const start = sql.ref(column('dfFault', 'startTime'));
    const { rows } = await sql<{ kwh: number }>`select coalesce(sum(${sql.ref(column('dfFault', 'lostEnergyKwh'))}), 0)::float8 as kwh from df_fault where org_no = ${org} and ${start} between ${`${from} 00:00:00`} and ${`${today} 23:59:59`}`.execute(test.app.database.db);
    expect(total(lost, 'lostKwh')).toBeCloseTo(rows[0]?.kwh ?? -1, 2);
    expect(total(lost, 'lostKwh')).toBeGreaterThan(0);
    expect(lost.answer.rows.every((row) => row.labels.station)).toBe(true);
  });

  it('narrows every figure to a station of the organisation, and finds nothing at another organisation’s', async () => {
    const { rows } = await sql<{ key: string; org_no: string }>`select czxx_no as key, org_no from ba_station order by czxx_no`.execute(test.app.database.db);
    const own = rows.find((row) => row.org_no === org);
    const foreign = rows.find((row) => row.org_no !== org);
    if (!own || !foreign) throw new Error('the demo has stations in two organisations');
    const mine = await figure('defectsByState', { station: own.key });
    const station = () => sql`${sql.ref(column('dfDefect', 'czxxNo'))} = ${own.key}`;
    expect(byKey(mine, 'state', 'defects')).toEqual(await countBy('dfDefect', 'defectState', station, org));
    for (const id of ['stations', 'defectsByState', 'openAlarms', 'lostEnergy', 'alarmTrend']) {
      const answer = await figure(id, { station: foreign.key });
      expect(answer.answer.rows.filter((row) => Object.values(row.values).some((value) => typeof value === 'number' && value > 0)), id).toEqual([]);
    }
  });

  it('refuses an unknown figure and a range that is reversed, too long or not a day', async () => {
    const refused = async (params: Record<string, string>) => (await call(test.app, manager, FIGURE, { figureId: 'alarmTrend', ...params })).body;
    expect((await refused({ figureId: 'nope' })).code).toBe('E_BAD_REQUEST');
    expect((await refused({ from: '2026-03-02', to: '2026-03-01' })).code).toBe('E_BAD_VALUE');
    expect((await refused({ from: '2025-01-01', to: '2026-03-01' })).code).toBe('E_BAD_VALUE');
    expect((await refused({ from: '2026-02-30', to: '2026-03-01' })).code).toBe('E_BAD_VALUE');
    expect((await refused({ from: '2026-3-1' })).code).toBe('E_BAD_REQUEST');
  });
});
