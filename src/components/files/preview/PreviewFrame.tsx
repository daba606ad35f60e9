import { PREVIEW_SANDBOX } from './preview-frame.ts';

/** A sandboxed frame showing a preview document (previewDocument). */
export function PreviewFrame({ title, html }: { title: string; html: string }) {
  return <iframe title={title} sandbox={PREVIEW_SANDBOX} srcDoc={html} className="h-full w-full border-0 bg-white" />;
}
