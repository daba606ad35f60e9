import type { WfSnapshot } from './instance-types.ts';

/** Who acts: the signed-in user, and whether they administer workflows (super administrator). */
export interface WfActor {
  userId: string;
  isAdmin: boolean;
}

/**
 * Spec 02 §6: only the starter may end or delete an instance. Administrators may too
 * (workflow/manager calls).
 */
export function mayManageInstance(snapshot: WfSnapshot, actor: WfActor): boolean {
  return actor.isAdmin || snapshot.instance.startUser === actor.userId;
}

/**
 * Recover is one of spec 02 §4's admin-type actions: it clears the approval records, so a
 * starter who may recover could undo the approval of their own request.
 */
export function mayRecover(actor: WfActor): boolean {
  return actor.isAdmin;
}
