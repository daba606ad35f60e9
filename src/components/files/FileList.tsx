import { useT } from '../../i18n/hooks.ts';
import { CheckCircleIcon, CloseIcon, FileIcon } from '../icons.tsx';
import type { StoredFile } from './file-api.ts';
import { FileDownloadLink } from './FileDownloadLink.tsx';
import { DownloadIcon, EyeIcon } from './file-icons.tsx';
import { formatSize } from './format-size.ts';
import { previewKind } from './preview/preview-kind.ts';
import type { UploadTask } from './use-file-group.ts';

export interface FileListProps {
  files: readonly StoredFile[];
  tasks: readonly UploadTask[];
  uploaded: ReadonlySet<string>;
  /** Omitted when the list is read-only. */
  onRemove?: (file: StoredFile) => void;
  onPreview: (file: StoredFile) => void;
}

const ACTION = 'rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-primary-600';

/** Stored files (download, preview, remove) followed by the uploads still running. */
export function FileList({ files, tasks, uploaded, onRemove, onPreview }: FileListProps) {
  const t = useT();
  if (files.length === 0 && tasks.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {files.map((file) => (
        <li key={file.id} className="group flex h-8 items-center gap-2 rounded px-2 hover:bg-slate-50">
          <FileIcon size={15} className="shrink-0 text-slate-400" />
          <FileDownloadLink id={file.id} fileName={file.fileName} className="min-w-0 truncate text-slate-700 hover:text-primary-600" title={file.fileName}>
            {file.fileName}
          </FileDownloadLink>
          {file.size > 0 && <span className="shrink-0 text-xs text-slate-400">{formatSize(file.size)}</span>}
          {uploaded.has(file.id) && <CheckCircleIcon size={14} className="shrink-0 text-emerald-500" role="img" aria-hidden={false} aria-label={t('upload.success')} />}
          <span className="ml-auto flex shrink-0 items-center">
            {previewKind(file.fileType) && (
              <button type="button" className={ACTION} title={t('upload.preview')} aria-label={`${t('upload.preview')} ${file.fileName}`} onClick={() => onPreview(file)}>
                <EyeIcon size={15} />
              </button>
            )}
            <FileDownloadLink id={file.id} fileName={file.fileName} className={ACTION} title={t('upload.download')} aria-label={`${t('upload.download')} ${file.fileName}`}>
              <DownloadIcon size={15} />
            </FileDownloadLink>
            {onRemove && (
              <button type="button" className={`${ACTION} hover:text-red-500`} title={t('upload.remove')} aria-label={`${t('upload.remove')} ${file.fileName}`} onClick={() => onRemove(file)}>
                <CloseIcon size={15} />
              </button>
            )}
          </span>
        </li>
      ))}
      {tasks.map((task) => (
        <li key={task.key} className="flex flex-col gap-1 rounded px-2 py-1">
          <div className="flex items-center gap-2">
            <FileIcon size={15} className="shrink-0 text-slate-400" />
            <span className="min-w-0 truncate text-slate-500">{task.name}</span>
            <span className="ml-auto shrink-0 text-xs text-slate-400">{task.status === 'ready' ? t('upload.ready') : t('upload.uploading', { percent: task.percent })}</span>
          </div>
          <div className="h-1 overflow-hidden rounded bg-slate-100" role="progressbar" aria-valuenow={task.percent} aria-valuemin={0} aria-valuemax={100} aria-label={task.name}>
            <div className="h-full bg-primary-500 transition-[width]" style={{ width: `${task.percent}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
