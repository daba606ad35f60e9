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

export function allowedOperations(offered: readonly OperationName[], grant: OperationGrant | null, viewOnly: boolean): ReadonlySet<OperationName> {
  if (viewOnly || !grant) return new Set();
  return new Set(offered.filter((operation) => !grant.isModuleOprLimit || grant.moduleOprs.includes(operation)));
}
