import type { LifecycleStampDef, StampSource } from '../../runtime/index.ts';
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

/** The values stamps write (a transition's, a workflow node's submit): who and when, in the field formats of docs/architecture.md. */
export function stampValues(stamps: readonly LifecycleStampDef[], user: SessionUser, now: Date): Record<string, string> {
  return Object.fromEntries(stamps.map((stamp) => [stamp.field, stampValue(stamp.value, user, now)]));
}
