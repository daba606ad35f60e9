/** The picture viewer: the image's bytes as a data: URL in a preview frame, centred on a checkerboard. */
import { PreviewFailed, PreviewLoading } from './PreviewStatus.tsx';
import { PreviewFrame } from './PreviewFrame.tsx';
import { inertBody, previewDocument } from './preview-frame.ts';
import { useFileContent } from './use-file-content.ts';

const FRAME_CSS = [
  'html,body{height:100%;margin:0}',
  'body{display:flex;align-items:center;justify-content:center;box-sizing:border-box;padding:16px;background:repeating-conic-gradient(#f1f5f9 0 25%,#fff 0 50%) 0 0/20px 20px}',
  'img{max-width:100%;max-height:100%;object-fit:contain;box-shadow:0 1px 3px rgb(0 0 0/.2)}',
].join('');

/** The frame may load pictures only as data: URLs; the bytes come by the file's signed link. */
function pictureDocument(bytes: ArrayBuffer, type: string, name: string): string {
  const data = new Uint8Array(bytes);
  let binary = '';
  for (let start = 0; start < data.length; start += 0x8000) binary += String.fromCharCode(...data.subarray(start, start + 0x8000));
  const body = inertBody();
  const image = body.ownerDocument.createElement('img');
  image.src = `data:${type};base64,${btoa(binary)}`;
  image.alt = name;
  body.append(image);
  return previewDocument(body.innerHTML, FRAME_CSS);
}

const MIME: Readonly<Record<string, string>> = { png: 'image/png', gif: 'image/gif', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

export function ImageView({ id, fileType, title }: { id: string; fileType: string; title: string }) {
  const type = MIME[fileType.toLowerCase()] ?? 'application/octet-stream';
  const content = useFileContent(id, (bytes) => Promise.resolve(pictureDocument(bytes, type, title)));
  if (content.state === 'loading') return <PreviewLoading />;
  if (content.state === 'failed') return <PreviewFailed error={content.error} />;
  return <PreviewFrame title={title} html={content.value} />;
}
