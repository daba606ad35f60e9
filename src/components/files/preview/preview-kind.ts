/** The viewers of the file preview dialog (spec 01 §2): docx, xlsx, pdf, jpg, png, gif. */
export type PreviewKind = 'image' | 'pdf' | 'xlsx' | 'docx';

const KINDS: Readonly<Record<string, PreviewKind>> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  pdf: 'pdf',
  xlsx: 'xlsx',
  docx: 'docx',
};

/** The viewer for a file type (suffix, any case); undefined when it can only be downloaded. */
export function previewKind(fileType: string): PreviewKind | undefined {
  return KINDS[fileType.toLowerCase()];
}
