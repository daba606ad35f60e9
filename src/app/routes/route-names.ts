/**
 * Named routes of the menu (spec 01 §2): a menu or module id names its page, `{menuId}Form`
 * and `{moduleId}Form` its detail page. Names exist only once the user's menu is loaded.
 */
import { getMenuModel } from '../menu-store.ts';
import { encryptPk } from '../route-crypto.ts';
import type { FormMode } from './form-path.ts';

/** Whether the user has a route of that name (e.g. a module id, 'workflowTaskCenter'). */
export function hasRouteName(name: string): boolean {
  return Boolean(getMenuModel()?.names[name]);
}

/**
 * The path of a named route with its parameters filled in, plus an optional query;
 * undefined when the user has no such route.
 *
 * @example pathByName('dfDefectForm', { pkValue: encryptPk(id) }, { mode: 'workflow', from: 'message' })
 */
export function pathByName(name: string, params: Record<string, string> = {}, query: Record<string, string> = {}): string | undefined {
  const pattern = getMenuModel()?.names[name];
  if (!pattern) return undefined;
  const path = pattern.replace(/:(\w+)/g, (_match, key: string) => encodeURIComponent(params[key] ?? ''));
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** A workflow form route: {moduleId}Form with the encrypted key, mode and origin. */
export function workflowFormPath(moduleId: string, pkValue: string, mode: Extract<FormMode, 'workflow' | 'view'>, from: string): string | undefined {
  return pathByName(`${moduleId}Form`, { pkValue: encryptPk(pkValue) }, { mode, from });
}
