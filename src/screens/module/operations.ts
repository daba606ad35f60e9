/**
 * Which toolbar operations a user gets (spec 01 §6): the bundle must offer it and, when the
 * module limits operations for the user (isModuleOprLimit), moduleOprs must name it. In view
 * mode every operation is limited and none is allowed.
 */
import type { OperationName } from '../../../runtime/index.ts';

export interface OperationGrant {
  isModuleOprLimit: boolean;
  moduleOprs: readonly string[];
}

/**
 * Spec 01 §6: 'When limiting is on, a named button (import, export, template and similar)
 * shows only if its name is in moduleOprs or in an exclusion list'. The list toolbar's
 * exclusion list: buttons that only look at what the user may already see, change no record
 * and call nothing the server guards by an operation grant, so ListToolbar shows them whatever
 * moduleOprs says, in view mode too (as the search panel's search and reset and the tree's
 * expand and collapse, which are no operations at all):
 * - columns: the user's own column settings (width, order, hiding, table size);
 * - refresh: reloads the rows shown.
 * Every operation the server checks (add, edit, delete, import, export, template, dragSort)
 * stays limited: allowedOperations decides those.
 */
export const UNLIMITED_BUTTONS = ['columns', 'refresh'] as const;

export type UnlimitedButton = (typeof UNLIMITED_BUTTONS)[number];

export function allowedOperations(offered: readonly OperationName[], grant: OperationGrant | null, viewOnly: boolean): ReadonlySet<OperationName> {
  if (viewOnly || !grant) return new Set();
  return new Set(offered.filter((operation) => !grant.isModuleOprLimit || grant.moduleOprs.includes(operation)));
}
