import type { WidgetProps } from '@rjsf/utils';
import { FileUpload } from '../../components/files/FileUpload.tsx';
import { ImageUpload } from '../../components/files/ImageUpload.tsx';
import { formContextOf } from '../form-context.ts';

export type UploadKind = 'attachment' | 'image';

function numberOption(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

/**
 * Attachments and images: the field holds the id of its file group; the uploaders of
 * components/files list, preview, add and remove the files. maxFiles and maxSizeMb come from
 * the bundle (ui:options); for images maxFiles is the uploader's limit. Uploads name the form's
 * module, whose grants then govern who may see and remove the files.
 */
export function uploadWidget(kind: UploadKind) {
  function UploadWidget(props: WidgetProps) {
    const { id, value, disabled, readonly, onChange, options } = props;
    const { moduleId } = formContextOf(props).module;
    const group = typeof value === 'string' ? value : '';
    const locked = Boolean(disabled || readonly);
    const maxFiles = numberOption(options.maxFiles);
    const maxSizeMb = numberOption(options.maxSizeMb);
    return kind === 'image' ? (
      <ImageUpload id={id} value={group} onChange={onChange} limit={maxFiles} maxSizeMb={maxSizeMb} disabled={locked} moduleId={moduleId} />
    ) : (
      <FileUpload id={id} value={group} onChange={onChange} maxFiles={maxFiles} maxSizeMb={maxSizeMb} disabled={locked} moduleId={moduleId} />
    );
  }
  UploadWidget.displayName = `UploadWidget(${kind})`;
  return UploadWidget;
}
