/** Names users give files: only ever shown back or offered as a download name, never used as a path. */

const MAX_NAME_LENGTH = 200;

/**
 * The last path segment of a client's file name, without control characters, quotes or
 * path separators; 'file' when nothing is left.
 * @example safeFileName('C:\\fakepath\\..\\报表"1".xlsx') // '报表1.xlsx'
 */
export function safeFileName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const clean = last.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim();
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
