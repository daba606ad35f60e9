/**
 * One expression result in the browser and on the server for the same inputs (issue 13): records
 * are generated, then run through the form's path (values as typed, withComputed, checkRecord) and
 * the save's path (coerceRecord, computeRecord, validateRecord), and the amounts are compared with
 * an independent oracle in exact integer arithmetic.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coerceRecord, compileModule, computeRecord, validateRecord, NO_SESSION } from '../../runtime/index.ts';
import { expressionBundle } from '../../runtime/test-support/expression-bundle.ts';
import { loadDictionaries } from '../../runtime/test-support/modules.ts';
import { withComputed, withFieldStates, formFieldStates } from './form-expressions.ts';
import { checkRecord } from './module-validator.ts';

const module = compileModule(expressionBundle(), loadDictionaries());
const context = { session: { ...NO_SESSION, userId: 'u1', orgNo: 'o1' }, now: new Date(2026, 5, 1, 12, 0, 0) };
const base = { plateNo: '京A12345', frameNo: 'LSVAU2180N2183294', vehicleType: 'SUV', brandModel: 'X', purchaseDate: '2024-01-01', vehicleState: '10' };

/** Cents as 'd.dd' text, the way a user types a two-decimal number. */
const cents = (max: number) => fc.integer({ min: 0, max }).map((value) => `${Math.trunc(value / 100)}.${String(value % 100).padStart(2, '0')}`);

/** a × b / 10^shift rounded half away from zero, in integers: the oracle knows nothing of floats. */
function scaledProduct(a: bigint, b: bigint, shift: bigint): bigint {
  const product = a * b;
  const unit = 10n ** shift;
  return (product + unit / 2n) / unit;
}

const asText = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;
const toCents = (text: string) => BigInt(text.replace('.', ''));

describe('bundle expressions: same result in the form and in the save', () => {
  it('computes the same amounts on both paths, equal to exact decimal arithmetic', () => {
    fc.assert(
      fc.property(cents(9_999_999), cents(99_999_999), (quantity, unitPrice) => {
        const typed = { ...base, quantity, unitPrice, amount: '1.00' };
        const client = withComputed(module, typed, context);
        const server = computeRecord(module, coerceRecord(module, typed).values, context);
        const amount = scaledProduct(toCents(quantity), toCents(unitPrice), 2n);
        const withTax = scaledProduct(amount, 113n, 2n);
        expect([client.amount, client.amountWithTax]).toEqual([asText(amount), asText(withTax)]);
        expect([server.amount, server.amountWithTax]).toEqual([client.amount, client.amountWithTax]);
      }),
      { numRuns: 2000 },
    );
  });

  it('judges a generated record alike: field states, required fields and record rules', () => {
    const record = fc.record({
      quantity: fc.option(cents(9_999_999), { nil: '' }),
      unitPrice: fc.option(cents(99_999_999), { nil: '' }),
      discountReason: fc.constantFrom('', 'bulk'),
      vehicleState: fc.constantFrom('10', '20', '30', '40'),
    });
    fc.assert(
      fc.property(record, (values) => {
        const client = withComputed(module, { ...base, ...values }, context);
        const server = computeRecord(module, coerceRecord(module, { ...base, ...values }).values, context);
        expect(formFieldStates(module, client, context)).toEqual(formFieldStates(module, server, context));
        const fromForm = checkRecord(module, client, 'en-US', context);
        expect(fromForm).toEqual(validateRecord(module, server, 'en-US', context));
        const amount = client.amount === null ? null : Number(client.amount);
        const mustExplain = amount !== null && amount > 5000 && values.vehicleState !== '30' && values.discountReason === '';
        expect(fromForm.some((error) => error.field === 'discountReason')).toBe(mustExplain);
      }),
      { numRuns: 500 },
    );
  });

  it('hides a section and marks conditionally required fields in the schemas the form renders', () => {
    const { schema, uiSchema } = module.form('en-US');
    const shown = withFieldStates(module, schema, uiSchema, formFieldStates(module, { ...base, amount: '6000.00' }, context));
    expect(shown.schema.required).toContain('discountReason');
    expect(shown.uiSchema.amount).toMatchObject({ 'ui:readonly': true });
    const hidden = withFieldStates(module, schema, uiSchema, formFieldStates(module, { ...base, vehicleState: '30', amount: '6000.00' }, context));
    expect(hidden.schema.required).not.toContain('discountReason');
    expect((hidden.uiSchema['ui:groups'] as unknown[]).length).toBe((uiSchema['ui:groups'] as unknown[]).length - 1);
  });
});
