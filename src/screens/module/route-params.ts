import type { FormMode } from '../../app/routes/form-path.ts';
import { decryptPk } from '../../app/route-crypto.ts';

const MODES: readonly FormMode[] = ['add', 'edit', 'view', 'workflow'];

/** The record key of the route (encrypted), or null when it cannot be read. */
export function routeKey(encrypted: string | undefined): string | null {
  if (!encrypted) return null;
  try {
    const key = decryptPk(encrypted);
    return key === '' ? null : key;
  } catch {
    return null;
  }
}

/** The query's mode; a missing or unknown one is add for a new record, else edit. */
export function routeMode(mode: string | null, key: string): FormMode {
  if (mode && (MODES as readonly string[]).includes(mode)) return mode as FormMode;
  return key === '-1' ? 'add' : 'edit';
}

/** Spec 01 §2: from the list or the task drawer, closing returns to the list. */
export function closesToList(from: string | null): boolean {
  return from === 'list' || from === 'task';
}

/** Spec 01 §2 'read-only when ... disabled': the query's disabled flag (1 or true). */
export function routeDisabled(disabled: string | null): boolean {
  return disabled === '1' || disabled === 'true';
}
