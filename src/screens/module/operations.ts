/**
 * Which toolbar operations a user gets (spec 01 §6): the bundle must offer it and, when the
 * module limits operations for the user (isModuleOprLimit), moduleOprs must name it. In view
 * mode every operation is limited and none is allowed.
 */
import { OPERATION_NAMES, type OperationName } from '../../../runtime/index.ts';

export interface OperationGrant {
  isModuleOprLimit: boolean;
  moduleOprs: readonly string[];
}

/**
 * Spec 01 §6: 'When limiting is on, a named button (import, export, template and similar)
 * shows only if its name is in moduleOprs or in an exclusion list'. These are that exclusion
 * list: buttons that only look at what the user may already see, change no record and call
 * nothing the server guards by an operation grant (reading is the `view` grant the page
 * itself needs). So they show whatever moduleOprs says, and in view mode too:
 * - refresh: reloads the rows shown;
 * - columns: the user's own column settings (width, order, hiding, table size);
 * - search, reset: the search panel's query and clearing it;
 * - expand, collapse: opening and closing tree nodes.
 * Every operation the server checks (add, edit, delete, import, export, template, dragSort)
 * stays limited: none of them is in this list.
 */
export const UNLIMITED_BUTTONS = ['refresh', 'columns', 'search', 'reset', 'expand', 'collapse'] as const;

export type UnlimitedButton = (typeof UNLIMITED_BUTTONS)[number];

export function isUnlimitedButton(name: string): name is UnlimitedButton {
  return (UNLIMITED_BUTTONS as readonly string[]).includes(name);
}

export function allowedOperations(offered: readonly OperationName[], grant: OperationGrant | null, viewOnly: boolean): ReadonlySet<OperationName> {
  if (viewOnly || !grant) return new Set();
  return new Set(offered.filter((operation) => !grant.isModuleOprLimit || grant.moduleOprs.includes(operation)));
}

/**
 * Whether a named toolbar button shows: one of the exclusion list always does; an operation
 * when allowedOperations allows it; any other name only when limiting is off or moduleOprs
 * names it (and never in view mode or before the grant arrives).
 *
 * @example buttonShown('refresh', module.bundle.operations, { isModuleOprLimit: true, moduleOprs: [] }, false) // true
 */
export function buttonShown(name: string, offered: readonly OperationName[], grant: OperationGrant | null, viewOnly: boolean): boolean {
  if (isUnlimitedButton(name)) return true;
  if (viewOnly || !grant) return false;
  // An operation the server checks needs the bundle to offer it as well.
  if ((OPERATION_NAMES as readonly string[]).includes(name) && !(offered as readonly string[]).includes(name)) return false;
  return !grant.isModuleOprLimit || grant.moduleOprs.includes(name);
}
