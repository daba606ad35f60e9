import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
import { useT } from '../../i18n/hooks.ts';
import { confirm } from '../confirm.ts';
import { Spinner } from '../Spinner.tsx';
import { loadAttachTypes, type StoredFile } from './file-api.ts';
import { UploadIcon } from './file-icons.tsx';
import { FileList } from './FileList.tsx';
import { checkAttachment, DEFAULT_ATTACH_TYPES } from './file-rules.ts';
import { FilePreviewDialog } from './FilePreviewDialog.tsx';
import { warnRefusal } from './upload-feedback.ts';
import { useFileGroup } from './use-file-group.ts';

export interface FileUploadProps {
  /** The attachment group id the record's field holds; empty before the first upload. */
  value?: string;
  /** Called with the group id after the first upload, undefined once the last file is removed. */
  onChange: (value: string | undefined) => void;
  /** Spec 01 §9: 6 files by default. */
  maxFiles?: number;
  /** Spec 01 §5: 100 MB by default. */
  maxSizeMb?: number;
  /** Narrows the server's allowed types (suffixes without the dot). */
  accept?: readonly string[];
  disabled?: boolean;
  id?: string;
  /**
   * The module whose form holds the field, sent with every upload: the server then shows the
   * files to the users who may view the module and lets its editors (or the uploader) remove
   * them. Leave it out only for files outside modules (avatars): those any user of the
   * organisation reads.
   */
  moduleId?: string;
}

/**
 * The attachment uploader: files checked against the allowed types, size and count, sent one
 * after another with their progress, listed with download, preview and remove.
 *
 * @example <FileUpload value={record.attachId} onChange={(id) => set('attachId', id)} />
 */
export function FileUpload({ value = '', onChange, maxFiles = 6, maxSizeMb = 100, accept, disabled = false, id, moduleId = '' }: FileUploadProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const group = useFileGroup('attachment', value, onChange, moduleId);
  // The server's list stands for the session; until it answers (or when it cannot), the spec's.
  const { data: serverTypes = DEFAULT_ATTACH_TYPES } = useQuery({ queryKey: queryKeys.call('attachment/findAttachFileTypes.ajax'), queryFn: loadAttachTypes, staleTime: Infinity });
  const [previewing, setPreviewing] = useState<StoredFile | null>(null);
  const types = accept ? serverTypes.filter((type) => accept.includes(type)) : serverTypes;

  const choose = (chosen: readonly File[]) => {
    let count = group.count;
    for (const file of chosen) {
      const refusal = checkAttachment(file, count, { types, maxSizeMb, maxFiles });
      if (refusal) {
        warnRefusal(t, refusal);
        // The count limit refuses every file after it too: one warning is enough.
        if (refusal.messageId === 'upload.tooMany') return;
        continue;
      }
      group.add(file, file.name);
      count += 1;
    }
  };

  const remove = async (file: StoredFile) => {
    if (await confirm(t('upload.removeConfirm', { name: file.fileName }))) await group.remove(file);
  };

  return (
    <div id={id} className="flex min-w-0 flex-col gap-1.5">
      {!disabled && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <button
            type="button"
            onClick={() => input.current?.click()}
            className="inline-flex h-8 items-center gap-1.5 rounded border border-slate-300 bg-white px-3 text-sm text-slate-700 hover:border-primary-500 hover:text-primary-600"
          >
            <UploadIcon size={15} />
            {t('upload.chooseFile')}
          </button>
          {/* The allowed types are many: a tooltip keeps a narrow form column to one line. */}
          <span className="text-xs text-slate-400" title={types.join(', ')}>
            {t('upload.tip', { n: maxSizeMb, max: maxFiles })}
          </span>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            data-testid="file-upload-input"
            accept={types.map((type) => `.${type}`).join(',')}
            onChange={(event) => {
              const chosen = [...(event.target.files ?? [])];
              event.target.value = '';
              choose(chosen);
            }}
          />
        </div>
      )}
      {group.loading ? (
        <Spinner size={16} />
      ) : (
        <FileList files={group.files} tasks={group.tasks} uploaded={group.uploaded} onRemove={disabled ? undefined : (file) => void remove(file)} onPreview={setPreviewing} />
      )}
      {disabled && !group.loading && group.files.length === 0 && <span className="text-sm text-slate-400">{t('upload.empty')}</span>}
      <FilePreviewDialog file={previewing} onClose={() => setPreviewing(null)} />
    </div>
  );
}
