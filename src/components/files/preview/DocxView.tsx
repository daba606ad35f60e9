/** The docx viewer: lazily loaded with docx-preview (default export for React.lazy). */
import { parseAsync, renderDocument, type Options } from 'docx-preview';
import { PreviewFailed, PreviewLoading } from './PreviewStatus.tsx';
import { PreviewFrame } from './PreviewFrame.tsx';
import { inertBody, previewDocument } from './preview-frame.ts';
import { useFileContent } from './use-file-content.ts';

// Pictures and fonts as data: URLs, the only ones the preview frame loads.
const OPTIONS: Partial<Options> = { inWrapper: true, ignoreLastRenderedPageBreak: true, renderChanges: false, renderComments: false, useBase64URL: true };

const FRAME_CSS = 'html,body{margin:0;background:#e2e8f0}';

/** Links in a document may carry script URLs; only web, mail and in-document links stay live. */
function disarmLinks(root: HTMLElement): void {
  for (const link of root.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    if (!/^(https?:|mailto:|#)/i.test(href)) link.removeAttribute('href');
    else if (!href.startsWith('#')) link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
}

/**
 * Parsed and rendered off the page into an inert document, then serialised for the preview
 * frame: the document's own styles (font names, style ids) never enter the app's page.
 */
async function render(bytes: ArrayBuffer): Promise<string> {
  const nodes = await renderDocument(await parseAsync(bytes, OPTIONS), OPTIONS);
  const body = inertBody();
  body.append(...nodes);
  disarmLinks(body);
  return previewDocument(body.innerHTML, FRAME_CSS);
}

export default function DocxView({ id, title }: { id: string; title: string }) {
  const content = useFileContent(id, render);
  if (content.state === 'loading') return <PreviewLoading />;
  if (content.state === 'failed') return <PreviewFailed error={content.error} />;
  return <PreviewFrame title={title} html={content.value} />;
}
