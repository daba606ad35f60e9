// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { activateLocale } from '../../i18n/index.ts';
import { TestProviders } from '../../app/TestProviders.tsx';
import { request, upload } from '../../api/request.ts';
import { confirm } from '../confirm.ts';
import { toast } from '../toast.ts';
import { FileUpload } from './FileUpload.tsx';
import { MB } from './file-rules.ts';

vi.mock('../../api/request.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), request: vi.fn(), upload: vi.fn() }));
vi.mock('../confirm.ts', () => ({ confirm: vi.fn(async () => true) }));

const requestMock = vi.mocked(request);
const uploadMock = vi.mocked(upload);
const GROUP = 'g0001';

function item(id: string, fileName: string) {
  return { id, fileId: GROUP, fileName, title: fileName, fileType: fileName.split('.').pop(), docNo: id, size: 2048, url: '', state: 'success' };
}

function answer(path: string): unknown {
  if (path === 'attachment/findAttachFileTypes.ajax') return { state: 0, value: ['pdf', 'docx', 'xlsx'] };
  if (path === 'attach/attachInfo/attachList.ajax') return { state: 0, value: [item('f1', '巡检报告.pdf')] };
  return { state: 0, value: null };
}

function renderUpload(props: { value?: string; maxFiles?: number; maxSizeMb?: number; disabled?: boolean; moduleId?: string } = {}) {
  const onChange = vi.fn();
  render(
    <TestProviders>
      <FileUpload onChange={onChange} {...props} />
    </TestProviders>,
  );
  return onChange;
}

function choose(...files: File[]) {
  fireEvent.change(screen.getByTestId('file-upload-input'), { target: { files } });
}

function sized(name: string, bytes: number): File {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

describe('FileUpload', () => {
  beforeEach(() => {
    activateLocale('zh-CN');
    requestMock.mockImplementation(async (path) => answer(path));
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('lists the files of its group with download links', async () => {
    renderUpload({ value: GROUP });
    expect(await screen.findByText('巡检报告.pdf')).toBeTruthy();
    expect(requestMock).toHaveBeenCalledWith('attach/attachInfo/attachList.ajax', { fileId: GROUP });
    const link = screen.getByRole('link', { name: '下载 巡检报告.pdf' });
    expect(link.getAttribute('href')).toContain('attachment/fileDownload?infoNo=f1');
    expect(screen.getByRole('button', { name: '预览 巡检报告.pdf' })).toBeTruthy();
  });

  it('refuses a file over the size limit before sending it', async () => {
    const warning = vi.spyOn(toast, 'warning');
    renderUpload({ maxSizeMb: 1 });
    choose(sized('big.pdf', MB + 1));
    expect(warning).toHaveBeenCalledWith('上传文件警告', '上传文件大小不能超过 1MB!');
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it('refuses a type the server does not allow', async () => {
    const warning = vi.spyOn(toast, 'warning');
    renderUpload();
    await waitFor(() => expect(screen.getByTestId('file-upload-input').getAttribute('accept')).toBe('.pdf,.docx,.xlsx'));
    choose(sized('notes.txt', 10));
    expect(warning).toHaveBeenCalledWith('上传文件警告', '不支持上传 txt 类型的文件，仅支持 pdf, docx, xlsx');
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it('refuses files beyond the count limit, counting the stored ones', async () => {
    const warning = vi.spyOn(toast, 'warning');
    uploadMock.mockResolvedValue({ state: 0, value: item('f2', 'a.pdf') });
    renderUpload({ value: GROUP, maxFiles: 2 });
    await screen.findByText('巡检报告.pdf');
    choose(sized('a.pdf', 10), sized('b.pdf', 10));
    expect(warning).toHaveBeenCalledWith('上传文件警告', '当前设置最多上传 2 个文件，请移除后上传!');
    await waitFor(() => expect(uploadMock).toHaveBeenCalledTimes(1));
  });

  it('uploads into a new group, reports progress and hands the group id to the form', async () => {
    let progress: ((percent: number) => void) | undefined;
    let finish: (value: unknown) => void = () => undefined;
    uploadMock.mockImplementation((_path, _form, onProgress) => {
      progress = onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    const onChange = renderUpload();
    choose(sized('台账.xlsx', 100));
    await waitFor(() => expect(uploadMock).toHaveBeenCalled());
    const [path, form] = uploadMock.mock.calls[0] ?? [];
    expect(path).toBe('attachment/uploadFile.ajax');
    expect((form as FormData).get('file')).toBeTruthy();
    expect((form as FormData).has('fileId')).toBe(false);
    act(() => progress?.(40));
    expect(await screen.findByText('上传中 40%')).toBeTruthy();
    await act(async () => finish({ state: 0, value: { ...item('f9', '台账.xlsx'), fileId: 'gNew' } }));
    expect(onChange).toHaveBeenCalledWith('gNew');
    expect(screen.getByText('台账.xlsx')).toBeTruthy();
    expect(screen.getByLabelText('上传成功')).toBeTruthy();
  });

  it('sends the module of the form with each upload, and none outside a module', async () => {
    uploadMock.mockResolvedValue({ state: 0, value: { ...item('f8', 'a.pdf'), fileId: 'gMod' } });
    renderUpload({ moduleId: 'vmVehicle' });
    choose(sized('a.pdf', 10));
    await waitFor(() => expect(uploadMock).toHaveBeenCalledTimes(1));
    expect((uploadMock.mock.calls[0]?.[1] as FormData).get('_moduleId')).toBe('vmVehicle');
    cleanup();
    renderUpload();
    choose(sized('b.pdf', 10));
    await waitFor(() => expect(uploadMock).toHaveBeenCalledTimes(2));
    expect((uploadMock.mock.calls[1]?.[1] as FormData).has('_moduleId')).toBe(false);
  });

  it('notifies a refused upload with the server reason, or 未知错误', async () => {
    const notify = vi.spyOn(toast, 'notify');
    uploadMock.mockResolvedValueOnce({ state: -2, msgInfo: '文件内容与扩展名不符' }).mockResolvedValueOnce({ state: -2 });
    renderUpload();
    choose(sized('a.pdf', 10), sized('b.pdf', 10));
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(2));
    expect(notify).toHaveBeenNthCalledWith(1, { type: 'error', title: '上传文件未成功', message: '文件内容与扩展名不符' });
    expect(notify).toHaveBeenNthCalledWith(2, { type: 'error', title: '上传文件未成功', message: '未知错误' });
  });

  it('asks before removing a file and deletes it only when confirmed', async () => {
    const onChange = renderUpload({ value: GROUP });
    await screen.findByText('巡检报告.pdf');
    vi.mocked(confirm).mockResolvedValueOnce(false);
    fireEvent.click(screen.getByRole('button', { name: '移除 巡检报告.pdf' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('是否移除 巡检报告.pdf ?'));
    expect(requestMock).not.toHaveBeenCalledWith('attachment/deleteFile.ajax', expect.anything());

    fireEvent.click(screen.getByRole('button', { name: '移除 巡检报告.pdf' }));
    await waitFor(() => expect(requestMock).toHaveBeenCalledWith('attachment/deleteFile.ajax', { id: 'f1' }));
    await waitFor(() => expect(screen.queryByText('巡检报告.pdf')).toBeNull());
    // The group is empty now: the field goes back to empty so 'required' holds.
    expect(onChange).toHaveBeenCalledWith(undefined);
  });

  it('shows no upload or remove controls when disabled', async () => {
    renderUpload({ value: GROUP, disabled: true });
    await screen.findByText('巡检报告.pdf');
    expect(screen.queryByRole('button', { name: '上传文件' })).toBeNull();
    expect(screen.queryByRole('button', { name: '移除 巡检报告.pdf' })).toBeNull();
  });

  it('speaks English in en-US', async () => {
    await activateLocale('en-US');
    const warning = vi.spyOn(toast, 'warning');
    renderUpload({ maxSizeMb: 1 });
    choose(sized('big.pdf', MB + 1));
    expect(warning).toHaveBeenCalledWith('File upload warning', 'file size cannot exceed 1MB!');
  });
});
