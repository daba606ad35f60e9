// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { activateLocale } from '../../../i18n/index.ts';
import { TestProviders } from '../../../app/TestProviders.tsx';
import { request } from '../../../api/request.ts';
import { toast } from '../../../components/toast.ts';
import { RequestError } from '../../../api/request-error.ts';
import { FallbackDialog, type FallbackTarget } from './FallbackDialog.tsx';

vi.mock('../../../api/request.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), request: vi.fn() }));

const requestMock = vi.mocked(request);
const target: FallbackTarget = { ref: { moduleId: 'dfDefect', pkValue: 'D1', modelId: 'M1', workflowId: 'W1' }, nodeId: 'teamReview' };

function renderDialog() {
  const onDone = vi.fn();
  render(
    <TestProviders>
      <FallbackDialog target={target} onClose={vi.fn()} onDone={onDone} onShowLog={vi.fn()} />
    </TestProviders>,
  );
  return onDone;
}

describe('FallbackDialog', () => {
  beforeEach(async () => {
    await activateLocale('en-US');
    requestMock.mockImplementation(async (path) =>
      path.endsWith('findfallBackNodes.ajax')
        ? { state: 0, value: [{ infoNo: 'T1', infoDesc: '缺陷登记', nodeId: 'start', handler: '王海峰', handlerId: 'U0002', handlerTime: '2026-11-22 08:00:00' }] }
        : { state: 0, msgInfo: 'Rolled back', value: null },
    );
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    requestMock.mockReset();
  });

  it('asks for a reason, then for a node, and sends the chosen one', async () => {
    const warning = vi.spyOn(toast, 'warning');
    const onDone = renderDialog();
    const reason = screen.getByLabelText(/Reason/) as HTMLTextAreaElement;
    expect(reason.value).toBe('');
    await screen.findByText('缺陷登记');
    fireEvent.change(reason, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(warning).toHaveBeenLastCalledWith('please fill in the handling opinion'));
    fireEvent.change(reason, { target: { value: 'wrong station' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(warning).toHaveBeenLastCalledWith('please select the node to roll back to'));
    fireEvent.click(screen.getByRole('radio', { name: '缺陷登记' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const call = requestMock.mock.calls.find(([path]) => path.endsWith('fallBack.ajax'));
    expect(call?.[1]).toMatchObject({ infoNo: 'T1', preUserId: 'U0002', currentNodeId: 'teamReview', opinion: 'wrong station', workflowId: 'W1' });
  });

  it('reports a refusal to list the nodes, offers none, and reloads the page when the instance moved on', async () => {
    const error = vi.spyOn(toast, 'error');
    requestMock.mockRejectedValue(new RequestError('The workflow has ended', 409, 'E_CONFLICT'));
    const onDone = renderDialog();
    await screen.findByText('No data');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('The workflow has ended'));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
