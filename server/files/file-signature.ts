/**
 * What the first bytes of a file say it is. A suffix is the client's claim; these checks make
 * the bytes agree with it for every type whose format has a signature.
 */

/** Bytes the checks need from the start of a file. */
export const SIGNATURE_BYTES = 16;

const startsWith = (head: Buffer, bytes: readonly number[], at = 0) => bytes.every((byte, index) => head[at + index] === byte);

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export const isZip = (head: Buffer) => startsWith(head, ZIP);
/** Compound files: xls, doc, ppt and the WPS formats before 2007. */
export const isOle = (head: Buffer) => startsWith(head, OLE);

export type ImageKind = 'gif' | 'png' | 'jpeg';

/** The image kind of the bytes, or undefined when they are no gif, png or jpeg. */
export function imageKind(head: Buffer): ImageKind | undefined {
  if (head.subarray(0, 6).toString('latin1') === 'GIF87a' || head.subarray(0, 6).toString('latin1') === 'GIF89a') return 'gif';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  return undefined;
}

const SIGNATURES: Readonly<Record<string, (head: Buffer) => boolean>> = {
  docx: isZip,
  xlsx: isZip,
  pptx: isZip,
  zip: isZip,
  doc: isOle,
  xls: isOle,
  ppt: isOle,
  wps: isOle,
  wpt: isOle,
  pdf: (head) => head.subarray(0, 5).toString('latin1') === '%PDF-',
  rar: (head) => head.subarray(0, 4).toString('latin1') === 'Rar!',
  '7z': (head) => startsWith(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]),
  mp4: (head) => head.subarray(4, 8).toString('latin1') === 'ftyp',
  flv: (head) => head.subarray(0, 3).toString('latin1') === 'FLV',
  glb: (head) => head.subarray(0, 4).toString('latin1') === 'glTF',
};

/** Whether the bytes agree with the suffix; suffixes of plain-text formats have no signature and pass. */
export function matchesSuffix(suffix: string, head: Buffer): boolean {
  const check = SIGNATURES[suffix];
  return check ? check(head) : true;
}
