import { request, unwrap, type Envelope } from '../../api/request.ts';
import { toast } from '../../components/toast.ts';
import { RequestError } from '../../api/request-error.ts';
import { translate } from '../../i18n/i18n.ts';
import { localDateTime } from '../../../runtime/index.ts';

/** A system call's value; throws RequestError with the server's message on a refusal. */
export async function systemValue<T>(path: string, params: Record<string, unknown> = {}): Promise<T> {
  return unwrap(await request<Envelope<T>>(path, params, { method: 'POST' }));
}

/**
 * A system action: its message as a success toast, or the refusal's as an error toast; answers
 * the value, or undefined after a refusal (the screen stays as it was).
 */
export async function systemAction<T = unknown>(path: string, params: Record<string, unknown> = {}): Promise<T | undefined> {
  try {
    const body = await request<Envelope<T>>(path, params, { method: 'POST' });
    const value = unwrap(body);
    if (body.msgInfo) toast.success(body.msgInfo);
    return value;
  } catch (error) {
    toast.error(error instanceof RequestError ? error.message : translate('request.failed'));
    return undefined;
  }
}

/**
 * A time the server sent (ISO) on the user's clock as 'YYYY-MM-DD HH:mm:ss' in both languages,
 * as the lists show times (not the browser's '11/27/2026, 4:59:36 PM'); '' for none.
 */
export function timeText(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : localDateTime(date);
}

/** A byte count in MB or GB, one decimal. */
export function bytesText(value: number | null | undefined): string {
  if (value === null || value === undefined) return '-';
  const gb = value / 1024 ** 3;
  return gb >= 1 ? `${gb.toFixed(1)} GB` : `${(value / 1024 ** 2).toFixed(1)} MB`;
}
