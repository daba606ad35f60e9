// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { activateLocale } from '../../../i18n/index.ts';
import { TestProviders } from '../../../app/TestProviders.tsx';
import { request } from '../../../api/request.ts';
import { toast } from '../../../components/toast.ts';
import { SubmitDialog, type SubmitTarget } from './SubmitDialog.tsx';
import { employeeRow, processInfoAnswer } from '../../../../tests/fixtures/contract-answers.ts';
import type { ProcessInfo } from '../../../../contracts/workflow.ts';

vi.mock('../../../api/request.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), request: vi.fn() }));
vi.mock('../../../app/current-user.ts', () => ({ useCurrentUser: () => ({ userId: 'U0002' }) }));

const requestMock = vi.mocked(request);

const target: SubmitTarget = { ref: { moduleId: 'dfDefect', pkValue: 'D1', modelId: 'M1', workflowId: 'W1' }, oprNo: 1, oprName: '同意' };

function processInfo(overrides: Partial<ProcessInfo> = {}): ProcessInfo {
  return processInfoAnswer({
    state: 'processing',
    modelId: 'M1',
    currentUsers: { U0002: '王海峰' },
    currentNodeId: 'n2',
    currentNodeType: 'other',
    currentNodeName: '班组长审核',
    needOpinion: true,
    infos: [
      {
        nextNodeId: 'n3',
        nextNodeName: '场站审批',
        nextNodeType: 'ordinary',
        allowDynamicPro: true,
        allowCancelDefaultPro: false,
        nextUsers: [
          { userId: 'U0003', userName: '张三', checked: true, disabled: true },
          { userId: 'U0005', userName: '王五', checked: false, disabled: false },
        ],
      },
    ],
    allowCancelDefaultProNotify: true,
    notifyUsers: [{ userId: 'U0004', userName: '李四', checked: true, disabled: false }],
    ...overrides,
  });
}

function answer(info: ProcessInfo) {
  requestMock.mockImplementation(async (path) => {
    if (path.endsWith('findWFProcessInfo.ajax')) return { state: 0, value: info };
    if (path.endsWith('submitWorkflow.ajax')) return { state: 0, msgInfo: '提交成功', value: null };
    if (path.endsWith('selector.ajax')) return { totalRows: 2, rows: [employeeRow('U0003', '张三'), employeeRow('U0006', '赵六')] };
    return { state: 0, value: [] };
  });
}

function renderDialog() {
  const onClose = vi.fn();
  const onSubmitted = vi.fn();
  render(
    <TestProviders>
      <SubmitDialog target={target} onClose={onClose} onSubmitted={onSubmitted} onShowLog={vi.fn()} onShowDiagram={vi.fn()} />
    </TestProviders>,
  );
  return { onClose, onSubmitted };
}

const opinionBox = () => screen.getByLabelText(/处理意见/) as HTMLTextAreaElement;
const submitCalls = () => requestMock.mock.calls.filter(([path]) => path.endsWith('submitWorkflow.ajax'));

describe('SubmitDialog', () => {
  beforeEach(() => activateLocale('zh-CN'));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    requestMock.mockReset();
  });

  it('opens with an empty opinion and refuses an empty one when the node needs it', async () => {
    answer(processInfo());
    const warning = vi.spyOn(toast, 'warning');
    renderDialog();
    expect((await screen.findByLabelText(/处理意见/)) as HTMLTextAreaElement).toHaveProperty('value', '');
    fireEvent.change(opinionBox(), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith('请填写处理意见'));
    expect(submitCalls()).toHaveLength(0);
  });

  it('says nobody can handle a next step that offers no one and lets no one be added', async () => {
    const [node] = processInfo().infos;
    answer(processInfo({ needOpinion: false, infos: [{ ...node!, allowDynamicPro: false, nextUsers: [] }] }));
    const warning = vi.spyOn(toast, 'warning');
    renderDialog();
    await screen.findByRole('group', { name: '场站审批' });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith('没有人可以处理“场站审批”，请联系流程管理员检查该环节的处理人'));
    expect(submitCalls()).toHaveLength(0);
  });

  it('locks default handlers the node does not let the submitter cancel', async () => {
    answer(processInfo());
    renderDialog();
    const group = await screen.findByRole('group', { name: '场站审批' });
    const zhang = screen.getAllByRole('checkbox', { name: '张三' });
    expect(zhang).toHaveLength(1);
    expect((zhang[0] as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(zhang[0] as HTMLInputElement);
    expect((zhang[0] as HTMLInputElement).checked).toBe(true);
    const wang = screen.getByRole('checkbox', { name: '王五' }) as HTMLInputElement;
    expect(wang.disabled).toBe(false);
    expect(group.textContent).toContain('王五');
  });

  it('adds users picked in the selector without listing one twice, and sends the payload once with the operation name for an opinion left empty', async () => {
    answer(processInfo({ needOpinion: false }));
    const { onSubmitted } = renderDialog();
    await screen.findByRole('group', { name: '场站审批' });
    expect(opinionBox()).toHaveProperty('placeholder', '同意');
    fireEvent.click(screen.getAllByRole('button', { name: /添加人员/ })[0] as HTMLElement);
    fireEvent.click(await screen.findByRole('checkbox', { name: '赵六' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '张三' }));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getAllByRole('checkbox', { name: '赵六' })).toHaveLength(1));
    expect(screen.getAllByRole('checkbox', { name: '张三' })).toHaveLength(1);

    const submit = screen.getByRole('button', { name: '提交' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(submitCalls()).toHaveLength(1);
    const payload = JSON.parse(String((submitCalls()[0]?.[1] as Record<string, unknown>).nextNodeInfos));
    expect(payload).toEqual({
      moduleId: 'dfDefect',
      modelId: 'M1',
      pkValue: 'D1',
      oprNo: 1,
      currentNodeId: 'n2',
      opinion: '同意',
      urgentFlag: 'N',
      nextNodes: [
        { nextNodeId: 'n3', handleUsers: ['U0003', 'U0006'] },
        { notifyNodeId: 'n2', handleUsers: ['U0004'] },
      ],
    });
  });

  it('closes with a message and has the bar reloaded when the workflow has ended', async () => {
    answer(processInfo({ currentNodeType: 'end' }));
    const warning = vi.spyOn(toast, 'warning');
    const { onSubmitted } = renderDialog();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(warning).toHaveBeenCalledWith('流程已结束，不能提交流程');
  });

  it('closes with a message and has the bar reloaded when the user is not a current handler', async () => {
    answer(processInfo({ currentUsers: { U0003: '张三' } }));
    const warning = vi.spyOn(toast, 'warning');
    const { onSubmitted } = renderDialog();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(warning).toHaveBeenCalledWith('您没有权限处理该记录');
  });
});
