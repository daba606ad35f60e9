/**
 * Test-only: the fixture vehicle bundle with an order part that uses every kind of expression:
 * computed fields (one reading another), conditions on a field and a section, a dynamic default
 * and a record rule.
 */
import type { FieldDef, ModuleBundle } from '../bundle/types.ts';
import { fixtureBundles } from './modules.ts';

const label = (en: string) => ({ 'zh-CN': en, 'en-US': en });

export const EXPRESSION_FIELDS: FieldDef[] = [
  { name: 'quantity', type: 'decimal', precision: 10, scale: 2, label: label('Quantity') },
  { name: 'unitPrice', type: 'decimal', precision: 12, scale: 2, label: label('Unit price') },
  { name: 'amount', type: 'decimal', precision: 14, scale: 2, label: label('Amount'), compute: 'quantity * unitPrice' },
  { name: 'amountWithTax', type: 'decimal', precision: 14, scale: 2, label: label('With tax'), compute: 'round(amount * 1.13, 2)' },
  { name: 'discountReason', type: 'text', label: label('Discount reason'), visibleWhen: 'amount > 1000', requiredWhen: 'amount > 5000' },
  { name: 'orderedAt', type: 'datetime', label: label('Ordered at'), defaultExpr: 'now()' },
  { name: 'orderedBy', type: 'text', label: label('Ordered by'), defaultExpr: 'currentUser()', readOnlyWhen: '!isEmpty(amount)' },
];

export function expressionBundle(): ModuleBundle {
  const bundle = structuredClone(fixtureBundles.loadBundle('vmVehicle'));
  bundle.entity.fields.push(...structuredClone(EXPRESSION_FIELDS));
  bundle.form.groups.push({ columns: 2, fields: EXPRESSION_FIELDS.map((field) => field.name), visibleWhen: 'vehicleState != "30"', readOnlyWhen: 'vehicleState == "40"' });
  bundle.form.rules = [...(bundle.form.rules ?? []), { expr: 'isEmpty(amount) || amount <= 100000', message: 'rule.amountTooLarge', field: 'quantity' }];
  return bundle;
}
