import { toast } from '../components/toast.ts';
import { translate } from '../i18n/i18n.ts';
import { RequestError } from './request-error.ts';

/**
 * Shows a caught error as an error toast: a RequestError's translated message, nothing for
 * a 401 (its re-login prompt is already up), a locked session or an abort, a generic text otherwise.
 *
 * @example try { await save() } catch (error) { reportError(error) }
 */
export function reportError(error: unknown): void {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  if (error instanceof RequestError) {
    // A locked session's refusals: the lock screen is what the user sees.
    if (error.status !== 401 && error.code !== 'E_SCREEN_LOCKED') toast.error(error.message);
    return;
  }
  console.error(error);
  toast.error(translate('request.failed'));
}
