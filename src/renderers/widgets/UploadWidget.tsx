import type { WidgetProps } from '@rjsf/utils';
import { FileUpload } from '../../components/files/FileUpload.tsx';
import { ImageUpload } from '../../components/files/ImageUpload.tsx';

export type UploadKind = 'attachment' | 'image';

function numberOption(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

/**
 * Attachments and images: the field holds the id of its file group; the uploaders of
 * components/files list, preview, add and remove the files. maxFiles and maxSizeMb come from
 * the bundle (ui:options); for images maxFiles is the uploader's limit.
 */
export function uploadWidget(kind: UploadKind) {
  function UploadWidget({ id, value, disabled, readonly, onChange, options }: WidgetProps) {
    const group = typeof value === 'string' ? value : '';
    const locked = Boolean(disabled || readonly);
    const maxFiles = numberOption(options.maxFiles);
    const maxSizeMb = numberOption(options.maxSizeMb);
    return kind === 'image' ? (
      <ImageUpload id={id} value={group} onChange={onChange} limit={maxFiles} maxSizeMb={maxSizeMb} disabled={locked} />
    ) : (
      <FileUpload id={id} value={group} onChange={onChange} maxFiles={maxFiles} maxSizeMb={maxSizeMb} disabled={locked} />
    );
  }
  UploadWidget.displayName = `UploadWidget(${kind})`;
  return UploadWidget;
}
