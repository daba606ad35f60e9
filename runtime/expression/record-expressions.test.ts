import { describe, expect, it } from 'vitest';
import { compileModule } from '../bundle/compile.ts';
import { checkModuleBundle } from '../bundle/check.ts';
import { validateRecord } from '../rules/validate-record.ts';
import { expressionBundle } from '../test-support/expression-bundle.ts';
import { loadDictionaries } from '../test-support/modules.ts';
import { applyExpressionDefaults, computeRecord, fieldStates } from './record-expressions.ts';
import { NO_SESSION } from './scope.ts';

const module = compileModule(expressionBundle(), loadDictionaries());
const context = { session: { ...NO_SESSION, userId: 'u7', orgNo: 'o1' }, now: new Date(2026, 0, 2, 3, 4, 5) };
const valid = { plateNo: '京A12345', frameNo: 'LSVAU2180N2183294', vehicleType: 'SUV', brandModel: 'X', purchaseDate: '2024-01-01', vehicleState: '10', seats: 5 };

describe('module expressions', () => {
  it('passes the bundle check', () => {
    expect(checkModuleBundle(expressionBundle(), 'x.json').problems).toEqual([]);
  });

  it('orders computed fields after those they read', () => {
    expect(module.expressions.computeOrder).toEqual(['amount', 'amountWithTax']);
    const bundle = expressionBundle();
    bundle.entity.fields.reverse();
    expect(compileModule(bundle, loadDictionaries()).expressions.computeOrder).toEqual(['amount', 'amountWithTax']);
  });

  it('recomputes computed fields in their value convention, ignoring what was sent', () => {
    const values = computeRecord(module, { quantity: '3', unitPrice: '19.99', amount: '1.00', amountWithTax: '999' }, context);
    expect(values).toMatchObject({ amount: '59.97', amountWithTax: '67.77' });
    expect(computeRecord(module, { quantity: '', unitPrice: '2' }, context)).toMatchObject({ amount: null, amountWithTax: null });
  });

  it('fills dynamic defaults of empty fields only, a datetime to the minute its control shows', () => {
    expect(applyExpressionDefaults(module, {}, context)).toMatchObject({ orderedAt: '2026-01-02 03:04:00', orderedBy: 'u7' });
    expect(applyExpressionDefaults(module, { orderedBy: 'someone' }, context).orderedBy).toBe('someone');
  });

  it('answers each field state from its and its section conditions', () => {
    const state = (values: Record<string, unknown>, name: string) => fieldStates(module, { ...context, values }).get(name);
    expect(state({ seats: 5, amount: '500.00' }, 'discountReason')).toEqual({ visible: false, required: false, readOnly: false });
    expect(state({ seats: 5, amount: '6000.00' }, 'discountReason')).toEqual({ visible: true, required: true, readOnly: false });
    expect(state({ vehicleState: '30', amount: '6000.00' }, 'discountReason')).toEqual({ visible: false, required: false, readOnly: false });
    expect(state({ seats: 5, amount: '1.00' }, 'orderedBy')?.readOnly).toBe(true);
    expect(state({ seats: 5, vehicleState: '40' }, 'quantity')?.readOnly).toBe(true);
    expect(state({ seats: 5 }, 'amount')?.readOnly).toBe(true);
    expect(state({ seats: 5 }, 'plateNo')).toEqual({ visible: true, required: true, readOnly: false });
  });

  it('requires a field by requiredWhen only while it is shown, and checks record rules', () => {
    const messages = (values: Record<string, unknown>) => validateRecord(module, computeRecord(module, { ...valid, ...values }, context), 'en-US', context);
    expect(messages({ quantity: '100', unitPrice: '60' })).toEqual([{ field: 'discountReason', messageId: 'rule.required.enter', params: { label: 'Discount reason' } }]);
    expect(messages({ quantity: '100', unitPrice: '60', discountReason: 'bulk' })).toEqual([]);
    expect(messages({ quantity: '100', unitPrice: '60', vehicleState: '30' })).toEqual([]);
    expect(messages({ quantity: '1000', unitPrice: '200', discountReason: 'bulk' })).toEqual([{ field: 'quantity', messageId: 'rule.amountTooLarge', params: { label: 'Quantity' } }]);
  });

  it('keeps the cross-field rules of before working beside expression rules', () => {
    const bundle = expressionBundle();
    bundle.form.rules = [{ field: 'purchaseDate', op: 'lte', other: 'insuranceExpiry', message: 'rule.plannedStartAfterEnd' }, ...(bundle.form.rules ?? [])];
    const errors = validateRecord(compileModule(bundle, loadDictionaries()), { ...valid, insuranceExpiry: '2023-01-01' }, 'en-US', context);
    expect(errors.map((error) => error.messageId)).toEqual(['rule.plannedStartAfterEnd']);
  });

  it('refuses a bundle whose computed fields read each other, at the first of the cycle', () => {
    const bundle = expressionBundle();
    const amount = bundle.entity.fields.find((field) => field.name === 'amount');
    if (amount) amount.compute = 'amountWithTax / 1.13';
    const problems = checkModuleBundle(bundle, 'x.json').problems;
    expect(problems).toEqual([expect.objectContaining({ messageId: 'bundle.expr.cycle', params: { cycle: 'amount → amountWithTax → amount' } })]);
    expect(problems[0]?.pointer).toMatch(/^\/entity\/fields\/\d+\/compute$/);
  });
});
