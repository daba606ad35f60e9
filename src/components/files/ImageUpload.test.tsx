// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { activateLocale } from '../../i18n/index.ts';
import { TestProviders } from '../../app/TestProviders.tsx';
import { request, upload } from '../../api/request.ts';
import { confirm } from '../confirm.ts';
import { toast } from '../toast.ts';
import { ImageUpload, type ImageUploadProps } from './ImageUpload.tsx';
import { MB } from './file-rules.ts';

vi.mock('../../api/request.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), request: vi.fn(), upload: vi.fn() }));
vi.mock('../confirm.ts', () => ({ confirm: vi.fn(async () => true) }));

const requestMock = vi.mocked(request);
const uploadMock = vi.mocked(upload);

function image(id: string, fileName: string) {
  return { id, fileId: 'img1', imageId: 'img1', fileName, fileType: 'png', size: 10, imageSrc: '', url: '', state: 'success' };
}

function renderImages(props: Partial<ImageUploadProps> = {}) {
  const onChange = vi.fn();
  render(
    <TestProviders>
      <ImageUpload onChange={onChange} {...props} />
    </TestProviders>,
  );
  return onChange;
}

function choose(name: string, type: string, bytes = 100) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  fireEvent.change(screen.getByTestId('image-upload-input'), { target: { files: [file] } });
}

describe('ImageUpload', () => {
  beforeEach(() => {
    activateLocale('zh-CN');
    requestMock.mockImplementation(async (path, params) =>
      path === 'attachment/fileLink.ajax'
        ? { state: 0, value: { p1: `/api/attachment/fileDownload?infoNo=p1&viewMode=${String(params?.viewMode)}&signature=s` }, param: { expiresIn: 300 } }
        : { state: 0, value: [image('p1', '升压站.png')] },
    );
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('shows the group as 148 px thumbnails', async () => {
    renderImages({ value: 'img1' });
    const thumbnail = await screen.findByRole('img', { name: '升压站.png' });
    expect(requestMock).toHaveBeenCalledWith('attach/attachInfo/imageList.ajax', { imageId: 'img1' });
    expect(thumbnail.getAttribute('src')).toContain('viewMode=inline&signature=s');
    expect(thumbnail.getAttribute('src')).not.toMatch(/access_token|uakey/);
    expect((thumbnail.parentElement as HTMLElement).style.width).toBe('148px');
  });

  it('warns about a file that is not gif, jpeg or png, in both languages', async () => {
    const warning = vi.spyOn(toast, 'warning');
    renderImages();
    choose('scan.bmp', 'image/bmp');
    expect(warning).toHaveBeenLastCalledWith('上传文件警告', '选择的文件非图像类文件');
    cleanup();
    await activateLocale('en-US');
    renderImages();
    choose('notes.txt', 'text/plain');
    expect(warning).toHaveBeenLastCalledWith('File upload warning', 'selected file type text/plain is not an image file');
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it('refuses images over 10 MB by default and beyond the limit', async () => {
    const warning = vi.spyOn(toast, 'warning');
    renderImages({ value: 'img1', limit: 1 });
    choose('big.png', 'image/png', 10 * MB + 1);
    expect(warning).toHaveBeenLastCalledWith('上传文件警告', '上传文件大小不能超过 10MB!');
    await screen.findByRole('img', { name: '升压站.png' });
    choose('second.png', 'image/png');
    expect(warning).toHaveBeenLastCalledWith('上传文件警告', '当前设置最多上传 1 个文件，请移除后上传!');
  });

  it('opens the cropping dialog before uploading', async () => {
    renderImages();
    choose('blade.jpg', 'image/jpeg');
    expect(await screen.findByText('图片裁剪')).toBeTruthy();
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it('uploads under field fileupload into the group, without cropping when crop is off', async () => {
    uploadMock.mockResolvedValue({ state: 0, value: image('p2', 'blade.jpg') });
    const onChange = renderImages({ crop: false });
    choose('blade.jpg', 'image/jpeg');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('img1'));
    const [path, form, , options] = uploadMock.mock.calls[0] ?? [];
    expect(path).toBe('attachment/uploadImage.ajax');
    expect(options).toEqual({ base: 'lios' });
    expect(((form as FormData).get('fileupload') as File).name).toBe('blade.jpg');
  });

  it('removes an image after the confirm', async () => {
    renderImages({ value: 'img1' });
    await screen.findByRole('img', { name: '升压站.png' });
    fireEvent.click(screen.getByRole('button', { name: '移除 升压站.png' }));
    await waitFor(() => expect(requestMock).toHaveBeenCalledWith('attachment/deleteFile.ajax', { id: 'p1' }));
    expect(confirm).toHaveBeenCalledWith('是否移除 升压站.png ?');
  });
});
