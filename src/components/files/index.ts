/** Uploads, previews and imports: the file widgets of spec 01 §2, §4, §5 and 02 §2, §5. */
export { FileUpload, type FileUploadProps } from './FileUpload.tsx';
export { ImageUpload, type ImageUploadProps } from './ImageUpload.tsx';
export { ImageCropDialog, type ImageCropDialogProps } from './ImageCropDialog.tsx';
export { FilePreviewDialog, type FilePreviewDialogProps, type PreviewFile } from './FilePreviewDialog.tsx';
export { ImportDialog, type ImportDialogProps } from './ImportDialog.tsx';
