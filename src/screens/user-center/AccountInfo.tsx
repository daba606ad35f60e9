import { useT } from '../../i18n/hooks.ts';
import type { CurrentUser } from '../../app/current-user.ts';

/** Read-only account facts of the signed-in user. */
export function AccountInfo({ user }: { user: CurrentUser }) {
  const t = useT();
  const rows: [string, string][] = [
    ['user.userName', user.userName],
    ['user.realName', user.realName],
    ['user.empName', user.empName],
    ['user.depart', user.departName],
    ['user.post', user.postName],
    ['user.org', user.orgName],
    ['user.roles', user.userRoleIds.join(', ')],
  ];
  return (
    <dl className="grid max-w-xl grid-cols-[130px_1fr] gap-x-4 gap-y-4 text-sm">
      {rows.map(([labelId, value]) => (
        <div key={labelId} className="contents">
          <dt className="text-right text-slate-500">{t(labelId)}</dt>
          <dd className="text-slate-800">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
