/** The docx viewer: lazily loaded with docx-preview (default export for React.lazy). */
import { useEffect, useRef } from 'react';
import { parseAsync, renderDocument, type Options } from 'docx-preview';
import { PreviewFailed, PreviewLoading } from './PreviewStatus.tsx';
import { useFileContent } from './use-file-content.ts';

const OPTIONS: Partial<Options> = { inWrapper: true, ignoreLastRenderedPageBreak: true, renderChanges: false, renderComments: false };

/** Parsed and rendered off the page, so a damaged document fails as a load does. */
async function render(bytes: ArrayBuffer): Promise<Node[]> {
  return renderDocument(await parseAsync(bytes, OPTIONS), OPTIONS);
}

/** Links in a document may carry script URLs; only web, mail and in-document links stay live. */
function disarmLinks(root: HTMLElement): void {
  for (const link of root.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    if (!/^(https?:|mailto:|#)/i.test(href)) link.removeAttribute('href');
    else if (!href.startsWith('#')) link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
}

export default function DocxView({ id }: { id: string }) {
  const content = useFileContent(id, render);
  const container = useRef<HTMLDivElement>(null);
  const nodes = content.state === 'ready' ? content.value : undefined;

  useEffect(() => {
    const target = container.current;
    if (!nodes || !target) return;
    target.replaceChildren(...nodes);
    disarmLinks(target);
    return () => target.replaceChildren();
  }, [nodes]);

  if (content.state === 'loading') return <PreviewLoading />;
  if (content.state === 'failed') return <PreviewFailed error={content.error} />;
  return <div ref={container} className="h-full overflow-auto bg-slate-200" />;
}
