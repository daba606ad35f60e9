import { useRef, useState } from 'react';
import { useT } from '../../i18n/hooks.ts';
import { confirm } from '../confirm.ts';
import { Spinner } from '../Spinner.tsx';
import type { StoredFile } from './file-api.ts';
import { useFileLink } from './file-links.ts';
import { EyeIcon, PlusIcon, TrashIcon } from './file-icons.tsx';
import { checkImage, checkSize, IMAGE_MIME_TYPES } from './file-rules.ts';
import { FilePreviewDialog } from './FilePreviewDialog.tsx';
import { ImageCropDialog } from './ImageCropDialog.tsx';
import { warnRefusal } from './upload-feedback.ts';
import { useFileGroup } from './use-file-group.ts';

export interface ImageUploadProps {
  /** The image group id the record's field holds; empty before the first upload. */
  value?: string;
  /** Called with the group id after the first upload, undefined once the last image is removed. */
  onChange: (value: string | undefined) => void;
  /** Most images the field holds; spec 02 §5: 0 (the default) is unbounded. */
  limit?: number;
  /** Spec 02 §5: 10 MB by default. */
  maxSizeMb?: number;
  /** Offers the cropping dialog before each upload (default true). */
  crop?: boolean;
  /** Thumbnail side in pixels; spec 01 §9: 148. */
  size?: number;
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

const TILE = 'relative flex shrink-0 items-center justify-center overflow-hidden rounded-md border';

/** A stored image's thumbnail, shown once its signed link has arrived. */
function Thumbnail({ file }: { file: StoredFile }) {
  const src = useFileLink(file.id, true);
  return src ? <img src={src} alt={file.fileName} className="h-full w-full object-cover" loading="lazy" /> : null;
}

/**
 * The multi-image uploader (spec 02 §2): gif, jpeg and png only, cropped before upload,
 * shown as thumbnails that open the preview on click and are removed after a confirm.
 *
 * @example <ImageUpload value={record.photos} onChange={(id) => set('photos', id)} limit={3} />
 */
export function ImageUpload({ value = '', onChange, limit = 0, maxSizeMb = 10, crop = true, size = 148, disabled = false, id, moduleId = '' }: ImageUploadProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const group = useFileGroup('image', value, onChange, moduleId);
  const [cropping, setCropping] = useState<File | null>(null);
  const [previewing, setPreviewing] = useState<StoredFile | null>(null);
  const tile = { width: size, height: size };

  const choose = (file: File) => {
    const refusal = checkImage(file, group.count, { maxSizeMb, limit });
    if (refusal) warnRefusal(t, refusal);
    else if (crop) setCropping(file);
    else group.add(file, file.name);
  };

  const cropped = (image: Blob, name: string) => {
    setCropping(null);
    // A png cut from a jpeg can outgrow the original.
    const refusal = checkSize(image.size, maxSizeMb);
    if (refusal) warnRefusal(t, refusal);
    else group.add(image, name);
  };

  const remove = async (file: StoredFile) => {
    if (await confirm(t('upload.removeConfirm', { name: file.fileName }))) await group.remove(file);
  };

  return (
    <div id={id} className="flex flex-col gap-1.5">
      <div className="flex flex-wrap gap-2">
        {group.loading && (
          <div className={`${TILE} border-slate-200`} style={tile}>
            <Spinner />
          </div>
        )}
        {group.files.map((file) => (
          <div key={file.id} className={`${TILE} group border-slate-200 bg-slate-50`} style={tile}>
            <Thumbnail file={file} />
            {/* A click anywhere on the thumbnail previews it; the buttons serve the keyboard. */}
            <div
              className="absolute inset-0 flex cursor-zoom-in items-center justify-center gap-3 bg-slate-900/50 text-white opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
              onClick={() => setPreviewing(file)}
            >
              <button type="button" className="rounded p-1 hover:bg-white/20" aria-label={`${t('upload.preview')} ${file.fileName}`} onClick={() => setPreviewing(file)}>
                <EyeIcon size={18} />
              </button>
              {!disabled && (
                <button
                  type="button"
                  className="rounded p-1 hover:bg-white/20"
                  aria-label={`${t('upload.remove')} ${file.fileName}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    void remove(file);
                  }}
                >
                  <TrashIcon size={18} />
                </button>
              )}
            </div>
          </div>
        ))}
        {group.tasks.map((task) => (
          <div key={task.key} className={`${TILE} flex-col gap-2 border-slate-200 bg-white px-3`} style={tile} role="progressbar" aria-valuenow={task.percent} aria-label={task.name}>
            <span className="text-sm tabular-nums text-slate-600">{task.status === 'ready' ? t('upload.ready') : `${task.percent}%`}</span>
            <div className="h-1 w-full overflow-hidden rounded bg-slate-100">
              <div className="h-full bg-primary-500 transition-[width]" style={{ width: `${task.percent}%` }} />
            </div>
          </div>
        ))}
        {!disabled && (
          <button
            type="button"
            onClick={() => input.current?.click()}
            className={`${TILE} flex-col gap-1 border-dashed border-slate-300 bg-slate-50 text-slate-600 hover:border-primary-500 hover:text-primary-600`}
            style={tile}
          >
            <PlusIcon size={28} />
            <span className="text-xs">{t('upload.chooseImage')}</span>
          </button>
        )}
        {disabled && !group.loading && group.files.length === 0 && <span className="text-sm text-slate-400">{t('upload.noImage')}</span>}
      </div>
      {!disabled && <span className="text-xs text-slate-400">{t('upload.imageTip', { n: maxSizeMb })}</span>}
      <input
        ref={input}
        type="file"
        hidden
        data-testid="image-upload-input"
        accept={IMAGE_MIME_TYPES.join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) choose(file);
        }}
      />
      <ImageCropDialog file={cropping} onCancel={() => setCropping(null)} onCrop={cropped} />
      <FilePreviewDialog file={previewing} onClose={() => setPreviewing(null)} />
    </div>
  );
}
