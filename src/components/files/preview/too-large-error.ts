/**
 * A file beyond what the in-page viewers render: the file is fine, only a download shows it.
 * In its own module so the dialog can recognise it without loading a viewer's chunk.
 */
export class TooLargeError extends Error {
  override name = 'TooLargeError';
}
