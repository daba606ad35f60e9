/**
 * Shared steps of the module API tests (tests/api/module*, list*, pub*): list calls, direct
 * row counts to prove a refused call changed nothing, and the demo users by role.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { call, type CallParams, type CallResult } from './harness.ts';

/** Demo users (server/seed/system-data.ts): manager administers the wind farm, zhangsan works there without delete, lisi works at the PV station. */
export const WIND_ORG = 'ORG0101';
export const PV_ORG = 'ORG0102';

export interface ListBody {
  totalRows: number;
  rows: { rowDatas: Record<string, any>; pkValue: string; check: boolean }[];
  tableHeader: { label: string; id: string; width: string }[];
  summary: Record<string, unknown>;
  code: number;
}

/** A list call that must succeed. */
export async function list(app: FastifyInstance, token: string, path: string, params: CallParams = {}): Promise<ListBody> {
  const { status, body } = await call(app, token, path, params);
  if (status !== 200 || body.code !== 200) throw new Error(`${path} ${JSON.stringify(params)} answered ${status} ${JSON.stringify(body)}`);
  return body as ListBody;
}

/** Every row of a vehicle-sized list, following the pages. */
export async function allRows(app: FastifyInstance, token: string, path: string, params: CallParams = {}): Promise<ListBody['rows']> {
  const rows: ListBody['rows'] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await list(app, token, path, { ...params, pageNo, pageSize: 50 });
    rows.push(...page.rows);
    if (page.rows.length < 50) return rows;
  }
}

/** Rows of a table, straight from the database (optionally of one organisation). */
export async function countRows(app: FastifyInstance, table: string, orgNo?: string): Promise<number> {
  const where = orgNo === undefined ? sql`` : sql` where org_no = ${orgNo}`;
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}${where}`.execute(app.database.db);
  return Number(rows[0]?.n);
}

/** A refused call: state -1 with the error code, and the HTTP status of the catalogue. */
export function expectRefusal(result: CallResult, code: string, status?: number): void {
  if (result.body.state !== -1 || result.body.code !== code || (status !== undefined && result.status !== status)) {
    throw new Error(`expected ${code}${status ? ` (${status})` : ''}, got ${result.status} ${JSON.stringify(result.body).slice(0, 500)}`);
  }
}

/** A valid new vehicle of the wind farm; override fields per test. */
export function newVehicle(overrides: CallParams = {}): CallParams {
  return {
    pkValue: -1,
    _entityName: 'VmVehicle',
    plateNo: '冀G9A123',
    frameNo: 'LGWEF4A59NF123456',
    vehicleType: 'PICKUP',
    brandModel: '长城 炮',
    seats: 5,
    purchaseDate: '2024-03-15',
    purchasePrice: '158000.00',
    mileageKm: 12000,
    vehicleState: '10',
    driverName: '张三',
    driverPhone: '13900020002',
    ...overrides,
  };
}
