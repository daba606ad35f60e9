// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MigrationPlan, ModuleBundle } from '../../../../runtime/index.ts';
import vehicle from '../../../../tests/fixtures/bundles/vmVehicle.json' with { type: 'json' };
import { request, RequestError } from '../../../api/request.ts';
import { activateLocale } from '../../../i18n/index.ts';
import { TestProviders } from '../../../app/TestProviders.tsx';
import type { LoadedVersion, ModuleVersion, PlanAnswer } from '../../../../contracts/module-design.ts';
import { VersionsPanel } from './index.ts';


vi.mock('../../../api/request.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), request: vi.fn() }));

const requestMock = vi.mocked(request);
const published = vehicle as unknown as ModuleBundle;
const draft: ModuleBundle = { ...structuredClone(published), title: { 'zh-CN': '车辆管理', 'en-US': 'Vehicles' } };

const VERSIONS: ModuleVersion[] = [
  { version: 3, status: 'draft', note: '加颜色', createdBy: 'U1', createdByName: '李分析', createdAt: '2026-11-20 10:00:00', publishedBy: null, publishedByName: null, publishedAt: null },
  { version: 2, status: 'published', note: '加座位数', createdBy: 'U1', createdByName: '李分析', createdAt: '2026-11-10 10:00:00', publishedBy: 'U2', publishedByName: '王经理', publishedAt: '2026-11-11 09:00:00' },
  { version: 1, status: 'archived', note: '', createdBy: 'system', createdByName: '', createdAt: '2026-11-01 08:00:00', publishedBy: 'system', publishedByName: '', publishedAt: '2026-11-01 08:00:00' },
];

const required = { kind: 'required', field: 'plateNo', column: 'plate_no' } as const;

function planAnswer(overrides: Partial<MigrationPlan> = {}, counts: Record<string, number> = {}): PlanAnswer {
  const plan: MigrationPlan = { moduleId: 'vmVehicle', table: 'vm_vehicle', fromVersion: 2, toVersion: 3, steps: [{ kind: 'addColumn', field: 'color', column: 'color', to: { kind: 'text' } }], checks: [], refusals: [], ...overrides };
  return { plan, counts, blocked: false, problems: [], revision: 7 };
}

let plan: PlanAnswer;
let publishAnswer: () => Promise<unknown>;

function loaded(version: number): LoadedVersion {
  const row = VERSIONS.find((candidate) => candidate.version === version)!;
  return { moduleId: 'vmVehicle', version, status: row.status, revision: version === 3 ? 7 : 0, bundle: version === 3 ? draft : published };
}

function answer() {
  requestMock.mockImplementation(async (path, params) => {
    if (path.endsWith('versions.ajax')) return { state: 0, value: VERSIONS };
    if (path.endsWith('load.ajax')) return { state: 0, value: loaded(Number(params?.version ?? 3)) };
    if (path.endsWith('plan.ajax')) return { state: 0, value: plan };
    if (path.endsWith('publish.ajax') || path.endsWith('rollback.ajax')) return publishAnswer();
    return { state: 0, value: {} };
  });
}

function renderPanel(props: { canPublish?: boolean; draftRevision?: number | null } = {}) {
  const onChanged = vi.fn();
  const onOpenVersion = vi.fn();
  render(
    <TestProviders>
      <VersionsPanel moduleId="vmVehicle" canEdit canPublish={props.canPublish ?? true} draftRevision={props.draftRevision ?? 7} onOpenVersion={onOpenVersion} onChanged={onChanged} />
    </TestProviders>,
  );
  return { onChanged, onOpenVersion };
}

const calls = (suffix: string) => requestMock.mock.calls.filter(([path]) => path.endsWith(suffix));
const row = (version: number) => document.querySelector(`tr[data-version="${version}"]`) as HTMLElement;
const findRow = (version: number) =>
  waitFor(() => {
    const found = row(version);
    if (!found) throw new Error(`no row of version ${version}`);
    return found;
  });

async function openPublish() {
  fireEvent.click(within(await findRow(3)).getByRole('button', { name: '发布' }));
  return screen.findByRole('dialog');
}

describe('VersionsPanel', () => {
  beforeEach(() => {
    activateLocale('zh-CN');
    plan = planAnswer();
    publishAnswer = async () => ({ state: 0, value: { version: 3, plan: plan.plan } });
    answer();
  });
  afterEach(() => {
    cleanup();
    requestMock.mockReset();
  });

  it('lists the versions newest first with status, note and author, and the actions the grants allow', async () => {
    renderPanel();
    await findRow(3);
    const rows = [...document.querySelectorAll('tr[data-version]')].map((element) => element.getAttribute('data-version'));
    expect(rows).toEqual(['3', '2', '1']);
    expect(within(row(3)).getByText('草稿')).toBeTruthy();
    expect(within(row(2)).getByText('已发布')).toBeTruthy();
    expect(within(row(2)).getByText('发布人 王经理')).toBeTruthy();
    expect(within(row(1)).getByText('已归档')).toBeTruthy();
    expect(within(row(1)).getByRole('button', { name: '回滚到此版本' })).toBeTruthy();
    expect(within(row(2)).queryByRole('button', { name: '回滚到此版本' })).toBeNull();
    expect(calls('versions.ajax')[0]?.[1]).toEqual({ moduleId: 'vmVehicle' });
  });

  it('offers neither publish nor rollback without the publish grant', async () => {
    renderPanel({ canPublish: false });
    await findRow(3);
    expect(screen.queryByRole('button', { name: '发布' })).toBeNull();
    expect(screen.queryByRole('button', { name: '回滚到此版本' })).toBeNull();
  });

  it('opens a version through load.ajax', async () => {
    const { onOpenVersion } = renderPanel();
    fireEvent.click(within(await findRow(1)).getByRole('button', { name: '查看' }));
    await waitFor(() => expect(onOpenVersion).toHaveBeenCalledWith(loaded(1)));
    expect(calls('load.ajax').at(-1)?.[1]).toEqual({ moduleId: 'vmVehicle', version: 1 });
  });

  it('publishes the draft with its revision and the change note, after showing diff and plan', async () => {
    const { onChanged } = renderPanel();
    const dialog = await openPublish();
    expect(await within(dialog).findByText('车辆管理 / Vehicles')).toBeTruthy();
    expect(within(dialog).getByText('新增列 color：长文本，用于字段「color」')).toBeTruthy();
    const publish = within(dialog).getByRole('button', { name: '发布' }) as HTMLButtonElement;
    expect(publish.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('变更说明'), { target: { value: '  加颜色字段 ' } });
    expect(publish.disabled).toBe(false);
    fireEvent.click(publish);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls('publish.ajax')[0]?.[1]).toEqual({ moduleId: 'vmVehicle', revision: 7, publishedVersion: 2, note: '加颜色字段' });
    expect(calls('plan.ajax')[0]?.[1]).toEqual({ moduleId: 'vmVehicle' });
  });

  it('keeps publish disabled while a check counts rows, and shows the reason', async () => {
    plan = planAnswer({ checks: [required] }, { 0: 4 });
    renderPanel();
    const dialog = await openPublish();
    expect(await within(dialog).findByText('4 条')).toBeTruthy();
    expect(within(dialog).getByText('车牌号：4 条已有记录为空，请设置默认值后再发布')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('变更说明'), { target: { value: '必填车牌' } });
    expect((within(dialog).getByRole('button', { name: '发布' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('allows publishing when every check counts no rows', async () => {
    plan = planAnswer({ checks: [required] }, { 0: 0 });
    renderPanel();
    const dialog = await openPublish();
    expect(await within(dialog).findByText('0 条')).toBeTruthy();
    expect(within(dialog).queryByText(/请设置默认值后再发布/)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('变更说明'), { target: { value: '必填车牌' } });
    expect((within(dialog).getByRole('button', { name: '发布' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps publish disabled when the plan has a refusal, and shows it translated', async () => {
    plan = planAnswer({ refusals: [{ messageId: 'designer.refuse.table', params: { from: 'vm_vehicle', to: 'vm_car' } }] });
    renderPanel();
    const dialog = await openPublish();
    expect(await within(dialog).findByText('已发布模块的数据表不能更改（vm_vehicle → vm_car）')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('变更说明'), { target: { value: '改表名' } });
    expect((within(dialog).getByRole('button', { name: '发布' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server refusal of a publish in the dialog', async () => {
    publishAnswer = async () => {
      throw new RequestError('草稿已被李分析于 10:05 修改，请重新打开后再编辑', 409, 'E_DRAFT_CHANGED');
    };
    const { onChanged } = renderPanel();
    const dialog = await openPublish();
    await within(dialog).findByText('车辆管理 / Vehicles');
    fireEvent.change(within(dialog).getByLabelText('变更说明'), { target: { value: '发布' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '发布' }));
    expect(await within(dialog).findByText('草稿已被李分析于 10:05 修改，请重新打开后再编辑')).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('sends the published version and draft revision the plan was made from, and diffs against that version', async () => {
    // Published is version 1 again (a rollback elsewhere) and the plan starts there, whatever the list said.
    plan = { ...planAnswer({ fromVersion: 1 }), revision: 7 };
    const { onChanged } = renderPanel({ draftRevision: null });
    const dialog = await openPublish();
    await within(dialog).findByText('车辆管理 / Vehicles');
    expect(calls('load.ajax').map(([, params]) => params?.version)).toEqual(expect.arrayContaining([1, 3]));
    expect(calls('load.ajax').some(([, params]) => params?.version === 2)).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('变更说明'), { target: { value: '发布' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '发布' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls('publish.ajax')[0]?.[1]).toEqual({ moduleId: 'vmVehicle', revision: 7, publishedVersion: 1, note: '发布' });
  });

  it('shows in the dialog that another version was published since the preview', async () => {
    publishAnswer = async () => {
      throw new RequestError('预览之后王经理于2026-11-21 09:00:00发布了版本 4', 409, 'E_CONFLICT');
    };
    const { onChanged } = renderPanel();
    const dialog = await openPublish();
    await within(dialog).findByText('车辆管理 / Vehicles');
    fireEvent.change(within(dialog).getByLabelText('变更说明'), { target: { value: '发布' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '发布' }));
    expect(await within(dialog).findByText('预览之后王经理于2026-11-21 09:00:00发布了版本 4')).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('lists the refusals a blocked publish answers with', async () => {
    publishAnswer = async () => {
      throw new RequestError('发布被阻止', 409, 'E_PUBLISH_BLOCKED', { refusals: [{ field: 'plateNo', messageId: 'designer.check.required', params: { label: '车牌号', rows: 2 } }], problems: [] });
    };
    renderPanel();
    const dialog = await openPublish();
    await within(dialog).findByText('车辆管理 / Vehicles');
    fireEvent.change(within(dialog).getByLabelText('变更说明'), { target: { value: '发布' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '发布' }));
    expect(await within(dialog).findByText('发布被阻止')).toBeTruthy();
    expect(within(dialog).getByText('车牌号：2 条已有记录为空，请设置默认值后再发布')).toBeTruthy();
  });

  it('shows the problems of a draft the server cannot plan in the user language, or as sent by an older server', async () => {
    const problems = [
      { file: 'vmVehicle.json', pointer: '/list/columns/0/field', messageId: 'bundle.unknownField', params: { name: 'colour' }, message: 'Field colour does not exist' },
      { file: 'vmVehicle.json', pointer: '/list/columns/1/field', message: "unknown field 'shade'" },
    ];
    requestMock.mockImplementation(async (path, params) => {
      if (path.endsWith('plan.ajax')) throw new RequestError('模块定义有误', 400, 'E_BUNDLE_INVALID', { problems });
      if (path.endsWith('versions.ajax')) return { state: 0, value: VERSIONS };
      return { state: 0, value: loaded(Number(params?.version ?? 3)) };
    });
    renderPanel();
    const dialog = await openPublish();
    expect(await within(dialog).findByText('模块定义有误')).toBeTruthy();
    expect(within(dialog).getByText('/list/columns/0/field')).toBeTruthy();
    expect(within(dialog).getByText('字段 colour 不存在')).toBeTruthy();
    expect(within(dialog).getByText("unknown field 'shade'")).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: '发布' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('rolls back to an earlier version with a note, planning that version', async () => {
    publishAnswer = async () => ({ state: 0, value: { version: 4, plan: plan.plan } });
    const { onChanged } = renderPanel();
    fireEvent.click(within(await findRow(1)).getByRole('button', { name: '回滚到此版本' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('新增列 color：长文本，用于字段「color」');
    fireEvent.change(within(dialog).getByLabelText('变更说明'), { target: { value: '撤回 v2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '回滚' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls('plan.ajax')[0]?.[1]).toEqual({ moduleId: 'vmVehicle', version: 1 });
    expect(calls('rollback.ajax')[0]?.[1]).toEqual({ moduleId: 'vmVehicle', version: 1, publishedVersion: 2, note: '撤回 v2' });
  });

  it('compares the draft with the published version by default', async () => {
    renderPanel();
    await findRow(3);
    fireEvent.click(screen.getByRole('button', { name: '对比版本' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('车辆管理 / Vehicles')).toBeTruthy();
    expect(within(dialog).getByLabelText(/^原版本/).textContent).toBe('v2 · 已发布');
    expect(within(dialog).getByLabelText(/^新版本/).textContent).toBe('v3 · 草稿');
  });
});
