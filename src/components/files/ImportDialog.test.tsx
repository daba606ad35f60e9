// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { activateLocale } from '../../i18n/index.ts';
import { TestProviders } from '../../app/TestProviders.tsx';
import { download, request, RequestError, upload } from '../../api/request.ts';
import { confirm } from '../confirm.ts';
import { toast } from '../toast.ts';
import { ImportDialog } from './ImportDialog.tsx';

vi.mock('../../api/request.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), request: vi.fn(), upload: vi.fn(), download: vi.fn() }));
vi.mock('../confirm.ts', () => ({ confirm: vi.fn(async () => true) }));

const requestMock = vi.mocked(request);
const uploadMock = vi.mocked(upload);
const downloadMock = vi.mocked(download);
const ENTITY = { _entityName: 'VmVehicle', _moduleId: 'vmVehicle' };

function renderDialog(props: { parentId?: string; parentName?: string } = {}) {
  const onImported = vi.fn();
  const onClose = vi.fn();
  render(
    <TestProviders>
      <ImportDialog open onClose={onClose} entityName="VmVehicle" moduleId="vmVehicle" title="车辆信息" flagField="plateNo" onImported={onImported} {...props} />
    </TestProviders>,
  );
  return { onImported, onClose };
}

function choose(name: string) {
  fireEvent.change(screen.getByTestId('import-file-input'), { target: { files: [new File(['PK'], name)] } });
}

describe('ImportDialog', () => {
  beforeEach(() => {
    activateLocale('zh-CN');
    uploadMock.mockImplementation(async (_path, _form, onProgress) => {
      onProgress?.(100);
      return { state: 0, value: 'u1', fileId: 'u1', param: { fileName: '车辆.xlsx', fileType: 'xlsx' } };
    });
    requestMock.mockResolvedValue({ state: 0, msgInfo: '', value: { successNum: 8, errorNum: 2, uuid: 'e1', filePath: 'x', saveName: '车辆信息_导入错误.xlsx' } });
    downloadMock.mockResolvedValue(undefined);
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('downloads the template as a file', async () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: '下载模板' }));
    await waitFor(() => expect(downloadMock).toHaveBeenCalledWith('pub/generateImportTemplate.ajax', ENTITY));
  });

  it('accepts only xls or xlsx', () => {
    const warning = vi.spyOn(toast, 'warning');
    renderDialog();
    choose('data.csv');
    expect(warning).toHaveBeenCalledWith('上传文件警告', '只能导入 xls 或 xlsx 文件');
    expect((screen.getByRole('button', { name: '上传并导入' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('uploads, confirms, imports with overwrite, shows the counts and downloads the error rows', async () => {
    const { onImported } = renderDialog({ parentId: 'P1', parentName: '一号风场' });
    expect(screen.getByText('导入到：一号风场')).toBeTruthy();
    choose('车辆.xlsx');
    expect(screen.getByText('车辆.xlsx')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: '覆盖已有数据' }));
    fireEvent.click(screen.getByRole('button', { name: '上传并导入' }));

    await waitFor(() => expect(requestMock).toHaveBeenCalled());
    const [uploadPath, form] = uploadMock.mock.calls[0] ?? [];
    expect(uploadPath).toBe('attachment/importUploadFile.ajax');
    expect((form as FormData).get('suffix')).toBe('xls,xlsx');
    expect((form as FormData).get('maxSize')).toBe('209715200');
    expect(confirm).toHaveBeenCalledWith('文件已上传，是否开始导入数据？');
    expect(requestMock).toHaveBeenCalledWith('pub/importFromExcel.ajax', { ...ENTITY, filePath: 'u1', flagField: 'plateNo', overwrite: true, parentId: 'P1', parentName: '一号风场', background: '1' });

    expect(await screen.findByText('成功导入 8 条，失败 2 条（详情请下载文件查看）')).toBeTruthy();
    expect(screen.getByText('导入结果')).toBeTruthy();
    expect(onImported).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '导入异常数据' }));
    await waitFor(() => expect(downloadMock).toHaveBeenCalledWith('pub/downloadErrorExcel.ajax', { ...ENTITY, uuid: 'e1' }));
  });

  it('follows an import job: its rows read, written and refused while it runs, then its result', async () => {
    const statuses = [
      { state: 'running', progress: { read: 2000, written: 1990, refused: 10 }, result: null, message: '' },
      { state: 'done', progress: { read: 3000, written: 2985, refused: 15 }, result: { successNum: 2985, errorNum: 15, uuid: 'e2' }, message: '' },
    ];
    requestMock.mockImplementation(async (path) =>
      path === 'pub/importFromExcel.ajax'
        ? { state: 0, value: { successNum: 0, errorNum: 0, uuid: '', filePath: '', saveName: '', jobId: '7' } }
        : { state: 0, value: statuses.shift() },
    );
    const { onImported } = renderDialog();
    choose('车辆.xlsx');
    fireEvent.click(screen.getByRole('button', { name: '上传并导入' }));
    expect(await screen.findByText('已读取 2000 行，已写入 1990 行，未通过 10 行')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('已读取 2000 行，已写入 1990 行，未通过 10 行');
    expect(await screen.findByText('成功导入 2985 条，失败 15 条（详情请下载文件查看）', {}, { timeout: 3000 })).toBeTruthy();
    expect(requestMock).toHaveBeenCalledWith('pub/job/status.ajax', { jobId: '7' });
    expect(onImported).toHaveBeenCalledTimes(1);
  });

  it('reports a full success without the error download', async () => {
    requestMock.mockResolvedValue({ state: 0, value: { successNum: 5, errorNum: 0, uuid: '', filePath: '', saveName: '' } });
    renderDialog();
    choose('车辆.xlsx');
    fireEvent.click(screen.getByRole('button', { name: '上传并导入' }));
    expect(await screen.findByText('成功导入 5 条数据')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '导入异常数据' })).toBeNull();
  });

  it('stops when the user declines the confirm', async () => {
    vi.mocked(confirm).mockResolvedValueOnce(false);
    const { onImported } = renderDialog();
    choose('车辆.xlsx');
    fireEvent.click(screen.getByRole('button', { name: '上传并导入' }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    await waitFor(() => expect((screen.getByRole('button', { name: '上传并导入' }) as HTMLButtonElement).disabled).toBe(false));
    expect(requestMock).not.toHaveBeenCalled();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('shows a refused upload as the upload failure notification and stays on the form', async () => {
    const notify = vi.spyOn(toast, 'notify');
    uploadMock.mockRejectedValue(new RequestError('导入文件不是系统生成的模板', 400, 'E_BAD_REQUEST'));
    renderDialog();
    choose('车辆.xlsx');
    fireEvent.click(screen.getByRole('button', { name: '上传并导入' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'error', title: '上传文件未成功', message: '导入文件不是系统生成的模板' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '上传并导入' })).toBeTruthy();
  });

  it('shows a read failure with the hint and the server reason', async () => {
    const error = vi.spyOn(toast, 'error');
    requestMock.mockResolvedValue({ state: -1, msgInfo: '模板缺少列：车牌号', code: 'E_BAD_REQUEST', value: null });
    const { onImported } = renderDialog();
    choose('车辆.xlsx');
    fireEvent.click(screen.getByRole('button', { name: '上传并导入' }));
    expect(await screen.findByText('导入异常，数据读取失败')).toBeTruthy();
    expect(screen.getByText('请检查导入文件是否可用')).toBeTruthy();
    expect(screen.getByText('模板缺少列：车牌号')).toBeTruthy();
    expect(error).toHaveBeenCalledWith('模板缺少列：车牌号');
    expect(onImported).not.toHaveBeenCalled();
  });

  it('speaks English in en-US', async () => {
    await activateLocale('en-US');
    renderDialog();
    choose('vehicles.xlsx');
    fireEvent.click(screen.getByRole('button', { name: 'Upload and import' }));
    expect(await screen.findByText('imported 8 successful, 2 failed (download the file for details)')).toBeTruthy();
    expect(confirm).toHaveBeenCalledWith('file uploaded, start importing data?');
    expect(screen.getByRole('button', { name: 'import exception data' })).toBeTruthy();
  });
  it('drives another template through its own calls: no overwrite switch, its result actions beside the counts', async () => {
    const source = {
      template: vi.fn(async () => undefined),
      upload: vi.fn(async () => 'f1'),
      run: vi.fn(async () => ({ successNum: 2, errorNum: 0, uuid: '' })),
      errorRows: vi.fn(async () => undefined),
    };
    const onImported = vi.fn();
    render(
      <TestProviders>
        <ImportDialog open onClose={vi.fn()} source={source} title="用户" overwritable={false} onImported={onImported} resultActions={<p>初始密码</p>} />
      </TestProviders>,
    );
    expect(screen.queryByRole('switch', { name: '覆盖已有数据' })).toBeNull();
    expect(screen.queryByText('初始密码')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '下载模板' }));
    choose('用户.xlsx');
    fireEvent.click(screen.getByRole('button', { name: '上传并导入' }));
    expect(await screen.findByText('初始密码')).toBeTruthy();
    expect(source.template).toHaveBeenCalled();
    expect(source.run).toHaveBeenCalledWith('f1', false, expect.any(Function));
    expect(onImported).toHaveBeenCalled();
    expect(requestMock).not.toHaveBeenCalled();
  });
});
