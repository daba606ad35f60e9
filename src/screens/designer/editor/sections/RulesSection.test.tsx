// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ModuleBundle } from '../../../../../runtime/index.ts';
import vehicle from '../../../../../tests/fixtures/bundles/vmVehicle.json' with { type: 'json' };
import { activateLocale } from '../../../../i18n/index.ts';
import { chooseValue, offeredOptions, selectLabel } from '../../../../components/select-steps.ts';
import { RulesSection } from './RulesSection.tsx';
import { designContext, renderSection } from './section-harness.tsx';

const ruleOf = (latest: () => ModuleBundle) => latest().form.rules?.[0];

describe('the cross-field rules editor', () => {
  beforeEach(() => activateLocale('zh-CN'));
  afterEach(cleanup);

  it('words the message from the comparison chosen and the fields compared (issue 17: a fixed list could contradict the rule)', async () => {
    const latest = renderSection(RulesSection, structuredClone(vehicle) as unknown as ModuleBundle, designContext());
    fireEvent.click(screen.getByRole('button', { name: '添加规则' }));
    const rule = screen.getByRole('group', { name: 'rule 1' });
    const message = () => within(rule).getByLabelText(selectLabel('提示信息')).textContent;
    // Text fields compare as numbers and texts do: greater and less.
    expect(ruleOf(latest)).toMatchObject({ field: 'vehicleNo', op: 'lte', message: 'designer.rule.notGreater' });

    await chooseValue(within(rule).getByLabelText(selectLabel('字段')), 'purchaseDate');
    await chooseValue(within(rule).getByLabelText(selectLabel('比较字段')), 'insuranceExpiry');
    // Dates compare as earlier and later.
    expect(ruleOf(latest)).toMatchObject({ field: 'purchaseDate', op: 'lte', other: 'insuranceExpiry', message: 'designer.rule.notAfter' });
    expect(message()).toBe('购置日期不能晚于保险到期');

    await chooseValue(within(rule).getByLabelText(selectLabel('必须')), 'gt');
    expect(ruleOf(latest)?.message).toBe('designer.rule.after');
    expect(message()).toBe('购置日期必须晚于保险到期');

    // The one generated message is offered first; the others are business messages that do not compare.
    const offered = await offeredOptions(within(rule).getByLabelText(selectLabel('提示信息')));
    expect(offered[0]).toEqual({ value: 'designer.rule.after', text: '购置日期必须晚于保险到期' });
    expect(offered.filter((option) => option.value.startsWith('designer.rule.'))).toHaveLength(1);
  });

  it('keeps a business message the analyst chose when the comparison changes', async () => {
    const latest = renderSection(RulesSection, structuredClone(vehicle) as unknown as ModuleBundle, designContext());
    fireEvent.click(screen.getByRole('button', { name: '添加规则' }));
    const rule = screen.getByRole('group', { name: 'rule 1' });
    const business = (await offeredOptions(within(rule).getByLabelText(selectLabel('提示信息'))))[1]?.value ?? '';
    expect(business).toMatch(/^rule\./);
    await chooseValue(within(rule).getByLabelText(selectLabel('提示信息')), business);
    await chooseValue(within(rule).getByLabelText(selectLabel('必须')), 'eq');
    expect(ruleOf(latest)).toMatchObject({ op: 'eq', message: business });
  });
});
