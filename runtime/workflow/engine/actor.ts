import type { WfSnapshot } from './instance-types.ts';

/** Who acts: the signed-in user, and whether they administer workflows (super administrator). */
export interface WfActor {
  userId: string;
  isAdmin: boolean;
}

/**
 * Spec 02 §6: only the starter may end or delete an instance; recover is an admin-type
 * action of the same people. Administrators may too (workflow/manager calls).
 */
export function mayManageInstance(snapshot: WfSnapshot, actor: WfActor): boolean {
  return actor.isAdmin || snapshot.instance.startUser === actor.userId;
}
