/** Names users give files: only ever shown back or offered as a download name, never used as a path. */

const MAX_NAME_LENGTH = 200;

/**
 * Bidirectional controls (embeddings, overrides, isolates, marks) reorder what follows them:
 * 'invoice\u202Efdp.exe' shows as 'invoiceexe.pdf'. A file name needs none, so they are dropped.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The last path segment of a client's file name, without control characters (bidirectional
 * ones included), quotes or path separators; 'file' when nothing is left. Names are stored so,
 * and shown so again (names stored before are cleaned when shown).
 * @example safeFileName('C:\\fakepath\\..\\报表"1".xlsx') // '报表1.xlsx'
 */
export function safeFileName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const clean = last.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').replace(BIDI_CONTROLS, '').trim();
  return clean === '' || clean === '.' || clean === '..' ? 'file' : clean.slice(-MAX_NAME_LENGTH);
}

/** Lower-case suffix without the dot; '' when the name has none. */
export function fileSuffix(name: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return match ? (match[1] as string).toLowerCase() : '';
}

/** The name without its suffix: an attachment's title. */
export function fileTitle(name: string): string {
  const suffix = fileSuffix(name);
  return suffix ? name.slice(0, -(suffix.length + 1)) : name;
}
