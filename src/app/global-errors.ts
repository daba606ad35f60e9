/**
 * Unhandled script errors (spec 01 §8): a window 'error' or 'unhandledrejection' shows an
 * error notification titled by the error's kind ('未找到对象' for a ReferenceError, ...),
 * with the error's message. Errors the request layer already reports are left alone: a
 * RequestError (its message is the toast or re-login prompt of the call that failed) and an
 * aborted call; so is the browser's benign ResizeObserver loop notice.
 */
import { RequestError } from '../api/request-error.ts';
import { toast } from '../components/toast.ts';
import { translate } from '../i18n/i18n.ts';

/** The error names with a title of their own; any other is 'unknown'. */
export const SCRIPT_ERROR_NAMES = ['InternalError', 'ReferenceError', 'TypeError', 'RangeError', 'SyntaxError', 'EvalError', 'URIError'] as const;

function errorName(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const name = (error as { name?: unknown }).name;
  return typeof name === 'string' ? name : undefined;
}

/** The notification title for an error, in the current language. */
export function scriptErrorTitle(error: unknown): string {
  const name = errorName(error);
  const known = (SCRIPT_ERROR_NAMES as readonly (string | undefined)[]).includes(name);
  return translate(known ? `scriptError.${name}` : 'scriptError.unknown');
}

/** Whether someone else already tells the user about this error (or it is no error at all). */
export function isReportedElsewhere(error: unknown, message = ''): boolean {
  if (error instanceof RequestError || errorName(error) === 'RequestError') return true;
  if (errorName(error) === 'AbortError') return true;
  return /ResizeObserver loop/i.test(error instanceof Error ? error.message : message);
}

function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error) return error.message || error.name;
  if (error === undefined || error === null) return fallback;
  if (typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') return (error as { message: string }).message;
  return String(error);
}

/** Shows one unhandled error as a titled error notification, unless it is reported elsewhere. */
export function reportUnhandledError(error: unknown, fallbackMessage = ''): void {
  if (isReportedElsewhere(error, fallbackMessage)) return;
  toast.notify({ type: 'error', title: scriptErrorTitle(error), message: messageOf(error, fallbackMessage) || scriptErrorTitle(error) });
}

/**
 * Listens for unhandled errors and rejections on `target` (the window); returns the uninstaller.
 * The browser still logs them to the console.
 */
export function installGlobalErrorHandlers(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => reportUnhandledError(event.error, event.message);
  const onRejection = (event: PromiseRejectionEvent) => reportUnhandledError(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
