import { useState } from 'react';
import { useLoad } from '../../../api/use-load.ts';
import { Button } from '../../../components/index.ts';
import { confirm } from '../../../components/confirm.ts';
import { useT } from '../../../i18n/hooks.ts';
import { SystemPage, SystemTable, type SystemColumn } from '../SystemTable.tsx';
import { systemAction, systemValue } from '../system-calls.ts';
import { loadOrgNodes } from './org-nodes.ts';
import { RoleAudit } from './RoleAudit.tsx';
import { RoleForm } from './RoleForm.tsx';
import { RoleMenus } from './RoleMenus.tsx';
import { RoleOperations } from './RoleOperations.tsx';
import { RoleUsers } from './RoleUsers.tsx';
import type { RoleRow } from './user-types.ts';

const TABS = ['menus', 'operations', 'holders', 'audit'] as const;
type Tab = (typeof TABS)[number];

/** system/role/find.ajax: the role with the menus it sees and its grants ('moduleId:operation'). */
interface RoleDetail extends RoleRow {
  menuIds: string[];
  grants: string[];
}

/**
 * setting/role: the roles (code, names, order, state, data scope, users) on the left; the
 * chosen role's menu tree, operation matrix, holders and grant audit on the right.
 */
export function RolePage() {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<string>();
  const [tab, setTab] = useState<Tab>('menus');
  const [editing, setEditing] = useState<RoleRow | null>();
  const [version, setVersion] = useState(0);
  const roles = useLoad(() => systemValue<RoleRow[]>('system/role/list.ajax', { keyword }), [keyword]);
  const detail = useLoad(() => (chosen ? systemValue<RoleDetail>('system/role/find.ajax', { roleId: chosen }) : Promise.resolve(undefined)), [chosen, version]);
  const orgs = useLoad(loadOrgNodes, []);
  const changed = () => {
    setVersion((current) => current + 1);
    roles.reload();
  };
  const remove = async (role: RoleRow) => {
    if (!(await confirm(t('admin.role.deleteConfirm', { name: role.roleName })))) return;
    if ((await systemAction('system/role/delete.ajax', { roleId: role.roleId })) === undefined) return;
    if (chosen === role.roleId) setChosen(undefined);
    roles.reload();
  };

  const columns: SystemColumn<RoleRow>[] = [
    {
      id: 'name',
      header: t('admin.role.field.name'),
      cell: (row) => (
        <button type="button" className={`text-left ${row.roleId === chosen ? 'font-medium text-primary-600' : 'text-slate-700'}`} onClick={() => setChosen(row.roleId)}>
          {row.roleName}
          <span className="ml-1 text-xs text-slate-400">{row.roleId}</span>
        </button>
      ),
    },
    { id: 'scope', header: t('admin.role.field.dataScope'), cell: (row) => t(`admin.role.scope.${row.dataScope}`) },
    { id: 'users', header: t('admin.role.users'), cell: (row) => row.userCount },
    { id: 'state', header: t('admin.role.field.enabled'), cell: (row) => t(row.state === 1 ? 'system.yes' : 'system.no') },
    {
      id: 'actions',
      header: '',
      cell: (row) => (
        <span className="flex gap-1">
          <Button variant="text" size="small" onClick={() => setEditing(row)}>
            {t('system.edit')}
          </Button>
          {!row.isSuper && (
            <Button variant="text" size="small" onClick={() => void remove(row)}>
              {t('system.delete')}
            </Button>
          )}
        </span>
      ),
    },
  ];

  const role = detail.data;
  return (
    <SystemPage
      title={t('admin.menu.role')}
      tools={
        <>
          <input className="h-8 rounded border border-slate-300 px-2 text-sm" placeholder={t('admin.role.search')} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
          <Button variant="primary" onClick={() => setEditing(null)}>
            {t('admin.role.add')}
          </Button>
        </>
      }
    >
      <div className="grid grid-cols-1 items-start gap-4 p-2 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <SystemTable label={t('admin.menu.role')} columns={columns} rows={roles.data} error={roles.error} rowKey={(row) => row.roleId} />
        <section className="min-w-0" aria-label={role?.roleName ?? t('admin.role.choose')}>
          {!chosen || !role ? (
            <p className="p-6 text-center text-sm text-slate-400">{detail.error || t('admin.role.choose')}</p>
          ) : role.isSuper ? (
            <p className="p-6 text-center text-sm text-slate-500">{t('admin.role.superHolds')}</p>
          ) : (
            <>
              <div role="tablist" className="mb-2 flex gap-1 border-b border-slate-100">
                {TABS.map((name) => (
                  <button
                    key={name}
                    type="button"
                    role="tab"
                    aria-selected={tab === name}
                    className={`-mb-px border-b-2 px-3 py-2 text-sm ${tab === name ? 'border-primary-600 text-primary-600' : 'border-transparent text-slate-500 hover:text-slate-700'}`}
                    onClick={() => setTab(name)}
                  >
                    {t(`admin.role.${name}`)}
                  </button>
                ))}
              </div>
              {tab === 'menus' && <RoleMenus roleId={role.roleId} granted={role.menuIds} onSaved={changed} />}
              {tab === 'operations' && <RoleOperations roleId={role.roleId} granted={role.grants} onSaved={changed} />}
              {tab === 'holders' && <RoleUsers roleId={role.roleId} version={version} />}
              {tab === 'audit' && <RoleAudit roleId={role.roleId} version={version} />}
            </>
          )}
        </section>
      </div>
      {editing !== undefined && (
        <RoleForm
          role={editing}
          nodes={orgs.data}
          onClose={() => setEditing(undefined)}
          onSaved={(roleId) => {
            setEditing(undefined);
            setChosen(roleId);
            changed();
          }}
        />
      )}
    </SystemPage>
  );
}
