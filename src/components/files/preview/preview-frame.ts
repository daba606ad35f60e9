/**
 * Preview documents: what a file says is shown in a frame of its own, never in the app's page.
 * The frame is sandboxed without scripts and without the app's origin, and its policy lets it
 * load nothing: a hostile document's styles see only the document and can send nothing away.
 */
const PREVIEW_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";

/** Links of a document may open in a new, unsandboxed tab; nothing else leaves the frame. */
export const PREVIEW_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';

/** An inert document to build preview markup in: nothing in it is styled, loaded or run. */
export function inertBody(): HTMLElement {
  return document.implementation.createHTMLDocument('').body;
}

/** The whole srcdoc of a preview frame: our own `css`, then `body` (markup built in inertBody). */
export function previewDocument(body: string, css: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${PREVIEW_POLICY}"><style>${css}</style></head><body>${body}</body></html>`;
}
