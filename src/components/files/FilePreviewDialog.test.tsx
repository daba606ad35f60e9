// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { activateLocale, I18nProvider } from '../../i18n/index.ts';
import { FilePreviewDialog, type PreviewFile } from './FilePreviewDialog.tsx';

function renderPreview(file: PreviewFile) {
  render(
    <I18nProvider>
      <FilePreviewDialog file={file} onClose={() => undefined} />
    </I18nProvider>,
  );
}

async function workbook(): Promise<ArrayBuffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('逆变器').addRows([
    ['编号', '效率'],
    ['INV-01', 0.97],
  ]);
  return new Uint8Array((await book.xlsx.writeBuffer()) as ArrayBuffer).slice().buffer;
}

describe('FilePreviewDialog', () => {
  beforeEach(() => activateLocale('zh-CN'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows an image inline from the inline download URL', () => {
    renderPreview({ id: 'a1', fileName: '叶片.png', fileType: 'png' });
    expect(screen.getByText('文件预览 - 叶片.png')).toBeTruthy();
    expect(screen.getByRole('img', { name: '叶片.png' }).getAttribute('src')).toMatch(/infoNo=a1&viewMode=inline/);
  });

  it('shows a pdf in the browser viewer', () => {
    renderPreview({ id: 'p1', fileName: '月报.pdf', fileType: 'PDF' });
    const viewer = screen.getByTitle('月报.pdf');
    expect(viewer.tagName).toBe('OBJECT');
    expect(viewer.getAttribute('data')).toMatch(/infoNo=p1&viewMode=inline/);
  });

  it('offers only the download for types it cannot show', () => {
    renderPreview({ id: 'z1', fileName: '图纸.zip', fileType: 'zip' });
    expect(screen.getByText('该类型文件不支持在线预览，请下载后查看')).toBeTruthy();
    expect(screen.getByRole('link', { name: '下载' }).getAttribute('href')).toMatch(/infoNo=z1/);
  });

  it('renders the sheets of a workbook as a table, loaded on demand', async () => {
    const bytes = await workbook();
    const fetchMock = vi.fn(async () => new Response(bytes, { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } }));
    vi.stubGlobal('fetch', fetchMock);
    renderPreview({ id: 'x1', fileName: '逆变器.xlsx', fileType: 'xlsx' });
    expect(await screen.findByText('INV-01', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('0.97')).toBeTruthy();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toMatch(/infoNo=x1/);
  });

  it('shows the server refusal when the file cannot be fetched', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ state: -1, msgInfo: '记录不存在' }, { status: 404 })));
    renderPreview({ id: 'x2', fileName: '旧.xlsx', fileType: 'xlsx' });
    expect(await screen.findByText('预览加载失败：记录不存在', {}, { timeout: 5000 })).toBeTruthy();
  });
});
