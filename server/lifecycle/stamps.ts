import type { LifecycleTransitionDef, StampSource } from '../../runtime/index.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { formatDateTime } from '../workflow/format-time.ts';

function stampValue(source: StampSource, user: SessionUser, now: Date): string {
  switch (source) {
    case 'userId':
      return user.userId;
    case 'userName':
      return user.realName;
    case 'employee':
      return user.empId;
    case 'depart':
      return user.departNo;
    case 'now':
      return formatDateTime(now);
    case 'today':
      return formatDateTime(now).slice(0, 10);
  }
}

/** The values a transition stamps: who took it and when, in the field formats of docs/architecture.md. */
export function stampValues(transition: LifecycleTransitionDef, user: SessionUser, now: Date): Record<string, string> {
  return Object.fromEntries((transition.stamps ?? []).map((stamp) => [stamp.field, stampValue(stamp.value, user, now)]));
}
