import { lazy, Suspense } from 'react';
import { useT } from '../../i18n/hooks.ts';
import { Modal } from '../Modal.tsx';
import { fileUrl } from './file-api.ts';
import { DownloadIcon } from './file-icons.tsx';
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

function Viewer({ kind, file }: { kind: PreviewKind; file: PreviewFile }) {
  const t = useT();
  switch (kind) {
    case 'image':
      return (
        <div className="flex h-full items-center justify-center bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:20px_20px] p-4">
          <img src={fileUrl(file.id, true)} alt={file.fileName} className="max-h-full max-w-full object-contain shadow" />
        </div>
      );
    case 'pdf':
      // The browser's own viewer; where it has none (some mobile browsers) the fallback says so.
      return (
        <object data={fileUrl(file.id, true)} type="application/pdf" title={file.fileName} className="h-full w-full">
          <p className="p-6 text-sm text-slate-600">{t('preview.unsupported')}</p>
        </object>
      );
    case 'xlsx':
      return <XlsxView id={file.id} />;
    case 'docx':
      return <DocxView id={file.id} />;
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
    <a
      href={fileUrl(file.id)}
      download={file.fileName}
      className="inline-flex h-8 items-center gap-1.5 rounded border border-slate-300 bg-white px-4 text-sm text-slate-700 hover:border-primary-500 hover:text-primary-600"
    >
      <DownloadIcon size={15} />
      {t('upload.download')}
    </a>
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
