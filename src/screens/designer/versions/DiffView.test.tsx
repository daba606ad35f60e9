// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ModuleBundle } from '../../../../runtime/index.ts';
import vehicle from '../../../../tests/fixtures/bundles/vmVehicle.json' with { type: 'json' };
import { activateLocale } from '../../../i18n/index.ts';
import { TestProviders } from '../../../app/TestProviders.tsx';
import { DiffView } from './index.ts';

const published = vehicle as unknown as ModuleBundle;

function renderDiff(after: ModuleBundle) {
  render(
    <TestProviders>
      <DiffView before={published} after={after} beforeLabel="v2" afterLabel="v3" />
    </TestProviders>,
  );
}

describe('DiffView', () => {
  afterEach(() => {
    cleanup();
    activateLocale('zh-CN');
  });
  beforeEach(() => activateLocale('zh-CN'));

  it('says so when the versions do not differ', () => {
    renderDiff(structuredClone(published));
    expect(screen.getByText('两个版本没有差别')).toBeTruthy();
    expect(document.querySelectorAll('tr[data-kind]')).toHaveLength(0);
  });

  it('shows one section per area in order, additions and removals marked, changes as before → after', () => {
    const after = structuredClone(published);
    after.entity.fields = [...after.entity.fields.filter((field) => field.name !== 'photos'), { name: 'color', type: 'text', label: { 'zh-CN': '颜色', 'en-US': 'Colour' } }];
    after.entity.fields.find((field) => field.name === 'seats')!.hidden = true;
    after.menu = { ...after.menu!, routerPath: 'fleet/vehicle' };
    renderDiff(after);
    const sections = screen.getAllByRole('region').map((section) => section.getAttribute('aria-label'));
    expect(sections).toEqual(['字段', '菜单']);
    const fields = screen.getByRole('region', { name: '字段' });
    const added = within(fields).getByText('颜色 (color)').closest('tr')!;
    expect(added.getAttribute('data-kind')).toBe('added');
    expect(within(added).getByText('新增')).toBeTruthy();
    expect(within(fields).getByText('车辆照片 (photos)').closest('tr')!.getAttribute('data-kind')).toBe('removed');
    const hidden = within(fields).getByText('座位数 (seats)').closest('tr')!;
    expect(within(hidden).getByText('隐藏')).toBeTruthy();
    expect(within(hidden).getByText('是')).toBeTruthy();
    const menu = screen.getByRole('region', { name: '菜单' });
    expect(within(menu).getByText('vm/vehicle')).toBeTruthy();
    expect(within(menu).getByText('fleet/vehicle')).toBeTruthy();
    expect(screen.getByText('共 4 处变更')).toBeTruthy();
  });

  it('speaks the user language', async () => {
    await activateLocale('en-US');
    const after = structuredClone(published);
    after.entity.fields.find((field) => field.name === 'seats')!.required = true;
    renderDiff(after);
    const fields = screen.getByRole('region', { name: 'Fields' });
    expect(within(fields).getByText('Seats (seats)')).toBeTruthy();
    expect(within(fields).getByText('Required')).toBeTruthy();
    expect(within(fields).getByText('Yes')).toBeTruthy();
    expect(screen.getByText('1 change')).toBeTruthy();
  });
});
