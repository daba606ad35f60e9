// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { activateLocale } from '../../i18n/index.ts';
import { TestProviders } from '../../app/TestProviders.tsx';
import { FilePreviewDialog, type PreviewFile } from './FilePreviewDialog.tsx';

function renderPreview(file: PreviewFile) {
  render(
    <TestProviders>
      <FilePreviewDialog file={file} onClose={() => undefined} />
    </TestProviders>,
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

/** The signed link the server answers for `id` (attachment/fileLink.ajax). */
const signed = (id: string, inline: boolean) => `/api/attachment/fileDownload?infoNo=${id}${inline ? '&viewMode=inline' : ''}&expires=9999999999&user=u1&signature=sig-${id}`;

/** A server that answers fileLink.ajax with signed links and the signed links with `file`. */
function serve(file: () => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname.endsWith('/attachment/fileLink.ajax')) {
      const form = new URLSearchParams(input instanceof Request ? await input.text() : String(init?.body ?? ''));
      const inline = form.get('viewMode') === 'inline';
      const links = Object.fromEntries((form.get('ids') ?? '').split(',').map((id) => [id, signed(id, inline)]));
      return Response.json({ state: 0, value: links, param: { expiresIn: 300 } });
    }
    return file();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The sandbox tokens of a frame: never scripts together with the app's origin. */
function expectSandboxed(frame: HTMLElement): void {
  const tokens = (frame.getAttribute('sandbox') ?? 'none').split(/\s+/);
  expect(frame.hasAttribute('sandbox')).toBe(true);
  expect(tokens).not.toContain('allow-scripts');
  expect(tokens).not.toContain('allow-same-origin');
}

describe('FilePreviewDialog', () => {
  beforeEach(() => activateLocale('zh-CN'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows an image in a sandboxed frame, its bytes fetched by a signed link with no token in it', async () => {
    const fetchMock = serve(() => new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47])));
    renderPreview({ id: 'a1', fileName: '叶片.png', fileType: 'png' });
    expect(screen.getByText('文件预览 - 叶片.png')).toBeTruthy();
    const frame = await screen.findByTitle('叶片.png');
    expect(frame.tagName).toBe('IFRAME');
    expectSandboxed(frame);
    expect(frame.getAttribute('srcdoc')).toContain('<img src="data:image/png;base64,iVBORw==" alt="叶片.png">');
    const fetched = String((fetchMock.mock.calls.at(-1) as unknown[])[0]);
    expect(fetched).toContain(signed('a1', false));
    expect(fetched).not.toMatch(/access_token|uakey/);
  });

  it('shows a pdf in a frame by its signed inline link (the answer is sandboxed by its CSP)', async () => {
    serve(() => new Response('x'));
    renderPreview({ id: 'p1', fileName: '月报.pdf', fileType: 'PDF' });
    const viewer = await screen.findByTitle('月报.pdf');
    expect(viewer.tagName).toBe('IFRAME');
    expect(viewer.getAttribute('src')).toBe(`${window.location.origin}${signed('p1', true)}`);
  });

  it('offers only the download for types it cannot show', () => {
    renderPreview({ id: 'z1', fileName: '图纸.zip', fileType: 'zip' });
    expect(screen.getByText('该类型文件不支持在线预览，请下载后查看')).toBeTruthy();
    const link = screen.getByRole('link', { name: '下载' }).getAttribute('href');
    expect(link).toMatch(/infoNo=z1/);
    expect(link).not.toMatch(/access_token|uakey/);
  });

  it('renders the sheets of a workbook as a table in a sandboxed frame, loaded on demand by a signed link', async () => {
    const bytes = await workbook();
    const fetchMock = serve(() => new Response(bytes, { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } }));
    renderPreview({ id: 'x1', fileName: '逆变器.xlsx', fileType: 'xlsx' });
    const frame = await screen.findByTitle('逆变器.xlsx - 逆变器', {}, { timeout: 5000 });
    expectSandboxed(frame);
    const html = frame.getAttribute('srcdoc') ?? '';
    expect(html).toContain('<td title="INV-01">INV-01</td>');
    expect(html).toContain('<td title="0.97" class="n">0.97</td>');
    expect(html).toContain(`content="default-src 'none';`);
    expect(document.body.textContent).not.toContain('INV-01');
    expect(String((fetchMock.mock.calls.at(-1) as unknown[])[0])).toContain(signed('x1', false));
  });

  it('shows the server refusal when the file cannot be fetched', async () => {
    serve(() => Response.json({ state: -1, msgInfo: '记录不存在' }, { status: 404 }));
    renderPreview({ id: 'x2', fileName: '旧.xlsx', fileType: 'xlsx' });
    expect(await screen.findByText('预览加载失败：记录不存在', {}, { timeout: 5000 })).toBeTruthy();
  });
});
