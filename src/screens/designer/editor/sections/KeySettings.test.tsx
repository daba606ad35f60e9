// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { formatNumber, numberingRule, type FieldDef } from '../../../../../runtime/index.ts';
import { activateLocale } from '../../../../i18n/index.ts';
import { TestProviders } from '../../../../app/TestProviders.tsx';
import { KeySettings } from './KeySettings.tsx';
import { chooseValue } from '../../../../components/select-steps.ts';

let latest: FieldDef | undefined;

function Harness({ initial, orgScoped = true }: { initial: FieldDef; orgScoped?: boolean }) {
  const [field, setField] = useState(initial);
  latest = field;
  return <KeySettings field={field} orgScoped={orgScoped} onChange={(patch) => setField({ ...field, ...patch })} />;
}

const code: FieldDef = { name: 'ticketNo', type: 'text', label: { 'zh-CN': '票号', 'en-US': 'Ticket no.' } };

describe('KeySettings', () => {
  beforeEach(() => activateLocale('zh-CN'));
  afterEach(() => {
    cleanup();
    latest = undefined;
  });

  it('shows a live sample of the pattern as typed, and the reason a pattern is refused', () => {
    render(<TestProviders><Harness initial={code} /></TestProviders>);
    fireEvent.change(screen.getByLabelText('编号格式'), { target: { value: 'GZP-{yyyy}{MM}-{seq:4}' } });
    expect(latest?.numbering).toEqual({ pattern: 'GZP-{yyyy}{MM}-{seq:4}' });
    const sample = formatNumber(numberingRule({ pattern: 'GZP-{yyyy}{MM}-{seq:4}' }), new Date(), 3);
    expect(screen.getByText(`示例：${sample}`)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('编号格式'), { target: { value: 'GZP-{yyyy}{MM}' } });
    expect(screen.getByText('编号规则必须且只能包含一个花括号括起的序号 seq:N')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('编号格式'), { target: { value: '' } });
    expect(latest?.numbering).toBeUndefined();
  });

  it('sets the reset and the unique scope: true for the module’s own scope, an object for the other', async () => {
    render(<TestProviders><Harness initial={{ ...code, numbering: { pattern: 'Q{yyyyMMdd}{seq:3}' } }} /></TestProviders>);
    await chooseValue(screen.getByLabelText('重新计数'), 'never');
    expect(latest?.numbering).toEqual({ pattern: 'Q{yyyyMMdd}{seq:3}', reset: 'never' });
    await chooseValue(screen.getByLabelText('唯一'), 'org');
    expect(latest?.unique).toBe(true);
    await chooseValue(screen.getByLabelText('唯一'), 'global');
    expect(latest?.unique).toEqual({ scope: 'global' });
    await chooseValue(screen.getByLabelText('唯一'), '');
    expect(latest?.unique).toBeUndefined();
  });
});
