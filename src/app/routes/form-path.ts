import { encryptPk } from '../route-crypto.ts';

export type FormMode = 'add' | 'edit' | 'view' | 'workflow';

/**
 * The URL of a record's detail page: /{formRouter}/{encrypted pkValue}?mode=..&from=..
 * `formRouter` may carry a leading slash (ModuleRoute's formPath does); a new record
 * is pkValue '-1'. `disabled` opens the form read-only whatever the mode (spec 01 §2).
 *
 * @example navigate(buildFormPath({ formRouter: formPath, pkValue: '-1', mode: 'add', from: 'list' }))
 */
export function buildFormPath({ formRouter, pkValue, mode, from, disabled }: { formRouter: string; pkValue: string | number; mode: FormMode; from?: string; disabled?: boolean }): string {
  const query = new URLSearchParams({ mode });
  if (from) query.set('from', from);
  if (disabled) query.set('disabled', '1');
  return `/${formRouter.replace(/^\/+|\/+$/g, '')}/${encryptPk(String(pkValue))}?${query.toString()}`;
}
