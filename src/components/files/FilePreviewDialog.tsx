import { lazy, Suspense } from 'react';
import { useT } from '../../i18n/hooks.ts';
import { Modal } from '../Modal.tsx';
import { FileDownloadLink } from './FileDownloadLink.tsx';
import { useFileLink } from './file-links.ts';
import { DownloadIcon } from './file-icons.tsx';
import { ImageView } from './preview/ImageView.tsx';
import { PreviewLoading } from './preview/PreviewStatus.tsx';
import { previewKind, type PreviewKind } from './preview/preview-kind.ts';

// Each in its own chunk: docx-preview and the workbook reader load only when such a file is opened.
const DocxView = lazy(() => import('./preview/DocxView.tsx'));
const XlsxView = lazy(() => import('./preview/XlsxView.tsx'));

/** What the dialog needs of a stored file. */
export interface PreviewFile {
  id: string;
  fileName: string;
  fileType: string;
}

export interface FilePreviewDialogProps {
  /** The file shown; null closes the dialog. */
  file: PreviewFile | null;
  onClose: () => void;
}

/**
 * A pdf in the browser's viewer, loaded by its signed link. Its frame cannot be sandboxed by
 * attribute (Chromium then refuses the viewer), so the answer sandboxes itself:
 * server/files/send-file.ts sends it with CSP sandbox (no scripts, an opaque origin).
 */
function PdfView({ file }: { file: PreviewFile }) {
  const src = useFileLink(file.id, true);
  if (!src) return <PreviewLoading />;
  return <iframe src={src} title={file.fileName} className="h-full w-full border-0 bg-slate-100" />;
}

function Viewer({ kind, file }: { kind: PreviewKind; file: PreviewFile }) {
  switch (kind) {
    case 'image':
      return <ImageView id={file.id} fileType={file.fileType} title={file.fileName} />;
    case 'pdf':
      return <PdfView file={file} />;
    case 'xlsx':
      return <XlsxView id={file.id} title={file.fileName} />;
    case 'docx':
      return <DocxView id={file.id} title={file.fileName} />;
  }
}

/**
 * The shared file preview dialog (spec 01 §2): images inline, pdf in the browser's viewer,
 * xlsx as a table of its visible sheets, docx rendered to HTML; other types offer a download.
 *
 * @example <FilePreviewDialog file={chosen} onClose={() => setChosen(null)} />
 */
export function FilePreviewDialog({ file, onClose }: FilePreviewDialogProps) {
  const t = useT();
  const kind = file ? previewKind(file.fileType) : undefined;
  // A link styled as the default button: a button inside a link is not valid HTML.
  const download = file && (
    <FileDownloadLink
      id={file.id}
      fileName={file.fileName}
      className="inline-flex h-8 items-center gap-1.5 rounded border border-slate-300 bg-white px-4 text-sm text-slate-700 hover:border-primary-500 hover:text-primary-600"
    >
      <DownloadIcon size={15} />
      {t('upload.download')}
    </FileDownloadLink>
  );
  return (
    <Modal
      open={file !== null}
      onClose={onClose}
      title={file ? t('preview.title', { name: file.fileName }) : ''}
      width={kind ? 1100 : 480}
      height={kind ? '88vh' : undefined}
      bodyClassName={kind ? 'p-0' : 'p-6'}
      footer={download}
    >
      {file && kind && (
        <Suspense fallback={<PreviewLoading />}>
          <Viewer kind={kind} file={file} />
        </Suspense>
      )}
      {file && !kind && <p className="text-sm text-slate-600">{t('preview.unsupported')}</p>}
    </Modal>
  );
}
