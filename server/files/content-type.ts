/** Content types of the suffixes the server stores; anything else is served as bytes. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ppt: 'application/vnd.ms-powerpoint',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
  mp4: 'video/mp4',
  flv: 'video/x-flv',
  gltf: 'model/gltf+json',
  glb: 'model/gltf-binary',
  gif: 'image/gif',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

export function contentTypeOf(suffix: string): string {
  return CONTENT_TYPES[suffix] ?? 'application/octet-stream';
}

/** Types a browser may show in a tab (viewMode inline); everything else is always a download. */
const INLINE_TYPES: ReadonlySet<string> = new Set(['pdf', 'txt', 'gif', 'png', 'jpg', 'jpeg', 'mp4']);

export function isInlineType(suffix: string): boolean {
  return INLINE_TYPES.has(suffix);
}
