// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { request } from '../../../api/request.ts';
import { activateLocale } from '../../../i18n/index.ts';
import { TestProviders } from '../../../app/TestProviders.tsx';
import type { AuditEntry } from '../../../../contracts/module-design.ts';
import { AuditLog } from './index.ts';

vi.mock('../../../api/request.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), request: vi.fn() }));

const requestMock = vi.mocked(request);

const entries: AuditEntry[] = [
  { id: 'A3', moduleId: 'vmVehicle', action: 'rollback', fromVersion: 3, toVersion: 4, userName: 'manager', realName: '王经理', createdAt: '2026-11-21 09:30:00', note: '撤回颜色' },
  { id: 'A2', moduleId: 'vmVehicle', action: 'publish', fromVersion: 2, toVersion: 3, userName: 'manager', realName: '王经理', createdAt: '2026-11-20 16:00:00', note: '加颜色' },
  { id: 'A1', moduleId: 'vmVehicle', action: 'import', fromVersion: null, toVersion: 1, userName: 'system', realName: '', createdAt: '2026-11-01 08:00:00', note: '' },
];

const auditCalls = () => requestMock.mock.calls.filter(([path]) => path.endsWith('audit.ajax'));

describe('AuditLog', () => {
  beforeEach(() => {
    activateLocale('zh-CN');
    requestMock.mockImplementation(async () => ({ state: 0, totalRows: 45, rows: entries.map((rowDatas) => ({ rowDatas, pkValue: rowDatas.id })) }));
  });
  afterEach(() => {
    cleanup();
    requestMock.mockReset();
  });

  it('shows each entry with the action in words, the versions, the user, the time and the note', async () => {
    render(
      <TestProviders>
        <AuditLog moduleId="vmVehicle" />
      </TestProviders>,
    );
    const rollback = (await screen.findByText('撤回颜色')).closest('tr')!;
    expect(within(rollback).getByText('回滚')).toBeTruthy();
    expect(within(rollback).getByText('v3 → v4')).toBeTruthy();
    expect(within(rollback).getByText('王经理 (manager)')).toBeTruthy();
    expect(within(rollback).getByText('2026年11月21日 09:30')).toBeTruthy();
    const imported = screen.getByText('导入').closest('tr')!;
    expect(within(imported).getByText('— → v1')).toBeTruthy();
    expect(within(imported).getByText('system')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: '模块' })).toBeNull();
    expect(auditCalls()[0]?.[1]).toEqual({ moduleId: 'vmVehicle', pageNo: 1, pageSize: 20 });
  });

  it('pages through the log, and without a module lists every module', async () => {
    render(
      <TestProviders>
        <AuditLog />
      </TestProviders>,
    );
    await screen.findByText('撤回颜色');
    expect(screen.getByRole('columnheader', { name: '模块' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(auditCalls().at(-1)?.[1]).toEqual({ pageNo: 3, pageSize: 20 }));
  });
});
