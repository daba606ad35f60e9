// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { compileModule, type DictionaryBundle, type ModuleBundle } from '../../../runtime/index.ts';
import vehicle from '../../../tests/fixtures/bundles/vmVehicle.json' with { type: 'json' };
import dictionaries from '../../../tests/fixtures/bundles/dictionaries.json' with { type: 'json' };
import { activateLocale } from '../../i18n/index.ts';
import { TestProviders } from '../../app/TestProviders.tsx';
import { ModuleForm } from '../ModuleForm.tsx';

const BASIC = { 'zh-CN': '基本', 'en-US': 'Basic' };
const MORE = { 'zh-CN': '更多', 'en-US': 'More' };

/** The vehicle fixture laid out with two tabs, a section help, a spanned field with help, placeholders. */
function laidOut(): ModuleBundle {
  const bundle = structuredClone(vehicle) as unknown as ModuleBundle;
  const [basic, insurance, other] = bundle.form.groups as [ModuleBundle['form']['groups'][number], ModuleBundle['form']['groups'][number], ModuleBundle['form']['groups'][number]];
  Object.assign(basic, { tab: BASIC, help: { 'zh-CN': '按行驶证填写', 'en-US': 'As on the registration' } });
  Object.assign(insurance, { tab: MORE });
  Object.assign(other, { tab: MORE });
  const field = (name: string) => bundle.entity.fields.find((entry) => entry.name === name)!;
  Object.assign(field('brandModel'), { span: 2, help: { 'zh-CN': '厂牌与型号', 'en-US': 'Make and model' }, placeholder: { 'zh-CN': '如 宇通 ZK6', 'en-US': 'e.g. Yutong ZK6' } });
  Object.assign(field('departNo'), { placeholder: { 'zh-CN': '选择使用部门', 'en-US': 'Choose the department' } });
  Object.assign(field('vehicleType'), { placeholder: { 'zh-CN': '选择车型', 'en-US': 'Choose a type' } });
  return bundle;
}

function renderForm(extraErrors?: Record<string, { __errors: string[] }>) {
  const module = compileModule(laidOut(), dictionaries as unknown as DictionaryBundle);
  render(
    <TestProviders>
      <ModuleForm module={module} formData={{}} onChange={vi.fn()} labels={new Map()} readonly={false} liveValidate={false} extraErrors={extraErrors} />
    </TestProviders>,
  );
}

const fieldCell = (name: string) => document.querySelector(`[data-field="${name}"]`)?.parentElement as HTMLElement;

describe('form layout', () => {
  beforeEach(() => activateLocale('zh-CN'));
  afterEach(cleanup);

  it('shows sections with the same tab under one tab, every panel mounted, and moves between tabs by keyboard', async () => {
    renderForm();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['基本', '更多']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    // The second tab's fields exist while hidden: they keep their values and are validated.
    expect(document.getElementById('root_insuranceExpiry')).not.toBeNull();
    const panelOf = (id: string) => document.getElementById(id)?.closest('[role="tabpanel"]') as HTMLElement;
    expect(panelOf('root_remark').hidden).toBe(true);
    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getAllByRole('tab')[1]?.getAttribute('aria-selected')).toBe('true'));
    expect(panelOf('root_remark').hidden).toBe(false);
    expect(panelOf('root_plateNo').hidden).toBe(true);
  });

  it('shows the section help, the field help and spans the field over its columns', () => {
    renderForm();
    expect(screen.getByText('按行驶证填写').tagName).toBe('P');
    expect(document.getElementById('root_brandModel__help')?.textContent).toBe('厂牌与型号');
    expect(fieldCell('brandModel').className).toContain('md:col-span-2');
    expect(fieldCell('plateNo').className).not.toContain('col-span');
  });

  it('renders the placeholders in both languages, in text, select and tree widgets', async () => {
    renderForm();
    expect(document.getElementById('root_brandModel')?.getAttribute('placeholder')).toBe('如 宇通 ZK6');
    expect(document.getElementById('root_vehicleType')?.textContent).toBe('选择车型');
    expect(document.getElementById('root_departNo')?.textContent).toBe('选择使用部门');
    cleanup();
    await activateLocale('en-US');
    renderForm();
    expect(document.getElementById('root_brandModel')?.getAttribute('placeholder')).toBe('e.g. Yutong ZK6');
    expect(document.getElementById('root_departNo')?.textContent).toBe('Choose the department');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Basic', 'More']);
  });

  it('counts the messages of a tab on the tab, so a hidden message is found', () => {
    renderForm({ driverName: { __errors: ['请输入驾驶员'] }, remark: { __errors: ['太长'] } });
    const [basic, more] = screen.getAllByRole('tab');
    expect(basic?.textContent).toBe('基本');
    expect(more?.textContent).toBe('更多2');
  });
});
