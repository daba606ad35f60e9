import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleBundle } from '../../runtime/index.ts';
import { EXPRESSION_FIELDS } from '../../runtime/test-support/expression-bundle.ts';
import { call, loginAll, startTestApp, type TestApp } from './harness.ts';
import { expectRefusal, newVehicle, WIND_ORG } from './module-helpers.ts';
import { designValue, editAndPublish, loadDesign, textField } from './module-design-helpers.ts';

/** The vehicle register with an order part: computed amounts, conditions, defaults and a record rule. */
function withExpressions(bundle: ModuleBundle): void {
  bundle.entity.fields.push(...structuredClone(EXPRESSION_FIELDS), textField('stationOrg', { defaultExpr: 'currentStation()' }), textField('ownerName', { defaultExpr: 'currentUserName()' }));
  bundle.form.groups.push({ columns: 2, fields: [...EXPRESSION_FIELDS.map((field) => field.name), 'stationOrg'], visibleWhen: 'vehicleState != "30"' });
  bundle.form.rules = [...(bundle.form.rules ?? []), { expr: 'isEmpty(amount) || amount <= 100000', message: 'rule.amountTooLarge', field: 'quantity' }];
}

describe('bundle expressions on the server', () => {
  let test: TestApp;
  let analyst: string;
  let manager: string;
  let version: number;
  beforeAll(async () => {
    test = await startTestApp();
    [analyst, manager] = await loginAll(test.app, ['analyst', 'manager']);
    version = await editAndPublish(test.app, analyst, manager, 'vmVehicle', withExpressions);
  });
  afterAll(() => test.close());

  const save = (params: Record<string, unknown>) => call(test.app, manager, 'vm/vehicle/save.ajax', { _bundleVersion: String(version), ...params });
  const stored = async (key: string) => (await call(test.app, manager, 'vm/vehicle/find.ajax', { pkValue: key })).body.recorder;

  it('stores the computed value, never the one a client sends, on add and on edit', async () => {
    const added = await save(newVehicle({ plateNo: '冀G7E001', quantity: '3', unitPrice: '19.99', amount: '1.00', amountWithTax: '5' }));
    expect(added.body.state).toBe(0);
    const key = added.body.value as string;
    expect(await stored(key)).toMatchObject({ amount: '59.97', amountWithTax: '67.77' });

    const edited = await save({ pkValue: key, _rowVersion: 1, quantity: '4' });
    expect(edited.body.state).toBe(0);
    expect(await stored(key)).toMatchObject({ quantity: '4.00', amount: '79.96', amountWithTax: '90.35' });

    const forged = await save({ pkValue: key, _rowVersion: 2, amount: '0.01', amountWithTax: '0.01' });
    expect(forged.body.state).toBe(0);
    const { rows } = await sql<{ amount: string; amount_with_tax: string }>`select amount, amount_with_tax from vm_vehicle where vehicle_no = ${key}`.execute(test.app.database.db);
    expect(rows.map((row) => [String(row.amount), String(row.amount_with_tax)])).toEqual([['79.96', '90.35']]);
  });

  it('refuses a change of a field while its readOnlyWhen holds for the stored record, nothing written', async () => {
    const key = (await save(newVehicle({ plateNo: '冀G7E009', orderedBy: 'U0002' }))).body.value as string;
    expect((await save({ pkValue: key, _rowVersion: 1, orderedBy: 'U0003' })).body.state).toBe(0);
    expect((await save({ pkValue: key, _rowVersion: 2, quantity: '2', unitPrice: '5' })).body.state).toBe(0);
    const refused = await save({ pkValue: key, _rowVersion: 3, orderedBy: 'U0004', lang: 'en_US' });
    expectRefusal(refused, 'E_VALIDATION');
    expect(refused.body.param.errors).toEqual([{ field: 'orderedBy', message: '“Ordered by” cannot be changed: the field is read-only while its condition holds for this record' }]);
    expect(await stored(key)).toMatchObject({ orderedBy: 'U0003', _rowVersion: 3 });
    expect((await save({ pkValue: key, _rowVersion: 3, orderedBy: 'U0003', quantity: '3' })).body.state).toBe(0);
  });

  it('fills dynamic defaults from the user and the time on add, keeping values sent', async () => {
    const key = (await save(newVehicle({ plateNo: '冀G7E002' }))).body.value as string;
    const record = await stored(key);
    expect(record).toMatchObject({ orderedBy: 'U0002', stationOrg: WIND_ORG, ownerName: expect.stringMatching(/^[^a-z]+$/) });
    expect(record.orderedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const kept = (await save(newVehicle({ plateNo: '冀G7E003', orderedBy: 'someone', orderedAt: '2026-01-01 08:00:00' }))).body.value as string;
    expect(await stored(kept)).toMatchObject({ orderedBy: 'someone', orderedAt: '2026-01-01 08:00:00' });
  });

  it('enforces requiredWhen while the field is shown, nothing written', async () => {
    const refused = await save(newVehicle({ plateNo: '冀G7E004', quantity: '100', unitPrice: '60', lang: 'en_US' }));
    expectRefusal(refused, 'E_VALIDATION');
    expect(refused.body.param.errors).toEqual([{ field: 'discountReason', message: expect.stringContaining('Discount reason') }]);
    const { rows } = await sql`select 1 from vm_vehicle where plate_no = '冀G7E004'`.execute(test.app.database.db);
    expect(rows).toEqual([]);
    expect((await save(newVehicle({ plateNo: '冀G7E004', quantity: '100', unitPrice: '60', discountReason: 'bulk' }))).body.state).toBe(0);
    expect((await save(newVehicle({ plateNo: '冀G7E005', quantity: '100', unitPrice: '60', vehicleState: '30' }))).body.state).toBe(0);
  });

  it('keeps no value of a field its visibleWhen hides, on add and on edit, whatever was sent or stored', async () => {
    const hiddenOnAdd = (await save(newVehicle({ plateNo: '冀G7E010', quantity: '1', unitPrice: '10', discountReason: 'typed while hidden' }))).body.value as string;
    expect(await stored(hiddenOnAdd)).toMatchObject({ amount: '10.00', discountReason: null });

    const key = (await save(newVehicle({ plateNo: '冀G7E011', quantity: '200', unitPrice: '10', discountReason: 'bulk' }))).body.value as string;
    expect(await stored(key)).toMatchObject({ amount: '2000.00', discountReason: 'bulk' });
    expect((await save({ pkValue: key, _rowVersion: 1, quantity: '1' })).body.state).toBe(0);
    const { rows } = await sql<{ discount_reason: string | null }>`select discount_reason from vm_vehicle where vehicle_no = ${key}`.execute(test.app.database.db);
    expect(rows).toEqual([{ discount_reason: null }]);

    // A hidden section empties all its fields, computed ones included.
    const section = (await save(newVehicle({ plateNo: '冀G7E012', quantity: '2', unitPrice: '3', vehicleState: '30' }))).body.value as string;
    expect(await stored(section)).toMatchObject({ quantity: null, unitPrice: null, amount: null });
  });

  it('refuses a record that breaks a record rule, with the rule message on its field', async () => {
    const refused = await save(newVehicle({ plateNo: '冀G7E006', quantity: '1000', unitPrice: '200', discountReason: 'bulk' }));
    expectRefusal(refused, 'E_VALIDATION');
    expect(refused.body.param.errors).toEqual([{ field: 'quantity', message: '金额不能超过 100,000' }]);
  });

  it('refuses at check an expression naming an unknown field or computed fields in a cycle, at its pointer', async () => {
    const { bundle } = await loadDesign(test.app, analyst, 'vmVehicle');
    const fields = bundle.entity.fields;
    const at = (name: string) => fields.findIndex((field) => field.name === name);
    Object.assign(fields[at('amount')] ?? {}, { compute: 'quantity * unitPrise' });
    const unknown = await designValue(test.app, analyst, 'check.ajax', { bundle: JSON.stringify(bundle) });
    expect(unknown.problems).toEqual([expect.objectContaining({ messageId: 'bundle.expr.unknownField', pointer: `/entity/fields/${at('amount')}/compute`, params: { name: 'unitPrise', position: 12 } })]);
    Object.assign(fields[at('amount')] ?? {}, { compute: 'amountWithTax / 1.13' });
    const cycle = await designValue(test.app, analyst, 'check.ajax', { bundle: JSON.stringify(bundle) });
    expect(cycle.problems).toEqual([expect.objectContaining({ messageId: 'bundle.expr.cycle', pointer: `/entity/fields/${at('amount')}/compute` })]);
  });
});
