import { useMemo, useState } from 'react';
import { PagerLine } from '../PagerLine.tsx';
import { useLoad } from '../../../api/use-load.ts';
import { Button } from '../../../components/index.ts';
import { confirm } from '../../../components/confirm.ts';
import { Select } from '../../../components/Select.tsx';
import { useT } from '../../../i18n/hooks.ts';
import { LazyTree } from '../../../renderers/tree/LazyTree.tsx';
import type { TreeNode } from '../../../renderers/tree/tree-node.ts';
import { SystemPage, SystemTable, type SystemColumn } from '../SystemTable.tsx';
import { systemAction, systemValue } from '../system-calls.ts';
import { loadOrgNodes, orgTree, type OrgTreeNode } from './org-nodes.ts';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';
import { useStaticTree } from './static-tree.ts';
import { UserExportButton } from './UserExportButton.tsx';
import { UserImportButton } from './UserImportButton.tsx';
import { UserForm } from './UserForm.tsx';
import { USER_STATES, type RoleRow, type UserRow } from './user-types.ts';

const PAGE_SIZE = 20;

interface Filter {
  keyword: string;
  state: string;
  orgNo: string;
  departNo: string;
}

/** The list's filter from a node of the organisation tree: an organisation, or a department, and those below it. */
function placeFilter(node: OrgTreeNode | undefined): Pick<Filter, 'orgNo' | 'departNo'> {
  if (!node) return { orgNo: '', departNo: '' };
  return node.level === 'org' ? { orgNo: node.node.key, departNo: '' } : { orgNo: '', departNo: node.node.key };
}

/**
 * setting/user: the accounts of the administrator's organisations, filtered by the
 * organisation tree, a keyword and state; add, edit, disable or enable, end a login lock,
 * approve a registration, reset a password, import accounts from the user template, and export
 * what the filter finds.
 */
export function UserPage() {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const [filter, setFilter] = useState<Filter>({ keyword: '', state: '', orgNo: '', departNo: '' });
  const [place, setPlace] = useState<string>();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<UserRow | null>();
  const [resetting, setResetting] = useState<UserRow>();
  const nodes = useLoad(loadOrgNodes, []);
  const roles = useLoad(() => systemValue<RoleRow[]>('system/role/list.ajax'), []);
  const users = useLoad(() => systemValue<{ rows: UserRow[]; totalRows: number }>('system/user/list.ajax', { ...filter, pageNo: page, pageSize: PAGE_SIZE }), [filter, page]);
  const flat = useMemo(() => (nodes.data ? orgTree(nodes.data, ['org', 'depart'], (name) => t('admin.org.disabledName', { name })) : undefined), [nodes.data, t]);
  const tree = useStaticTree(flat);

  const choosePlace = (node: TreeNode) => {
    const chosen = node.id === place ? undefined : flat?.find((candidate) => candidate.id === node.id);
    setPlace(chosen?.id);
    setFilter({ ...filter, ...placeFilter(chosen) });
    setPage(1);
  };
  const act = async (path: string, user: UserRow, question?: string) => {
    if (question && !(await confirm(question))) return;
    await systemAction(path, { userId: user.userId });
    users.reload();
  };
  const defaultOrg = flat?.find((node) => node.id === place)?.node.orgNo ?? nodes.data?.org[0]?.key ?? '';

  const columns: SystemColumn<UserRow>[] = [
    { id: 'userName', header: t('admin.user.field.userName'), cell: (row) => row.userName, className: 'text-slate-800' },
    { id: 'realName', header: t('admin.user.field.realName'), cell: (row) => row.realName },
    { id: 'org', header: t('admin.user.field.orgNo'), cell: (row) => row.orgName },
    { id: 'depart', header: t('admin.user.field.departNo'), cell: (row) => row.departName },
    { id: 'post', header: t('admin.user.field.postNo'), cell: (row) => row.postName },
    { id: 'roles', header: t('admin.user.field.roleIds'), cell: (row) => row.roleNames },
    {
      id: 'state',
      header: t('admin.user.state'),
      cell: (row) => (
        <span className={row.state === 1 ? 'text-emerald-600' : 'text-slate-400'}>
          {t(`admin.user.state.${row.state}`)}
          {row.loginLocked && <span className="ml-1 text-amber-600">{t('admin.user.loginLocked')}</span>}
        </span>
      ),
    },
    {
      id: 'actions',
      header: '',
      cell: (row) => (
        <span className="flex flex-wrap gap-1">
          <Button variant="text" size="small" onClick={() => setEditing(row)}>
            {t('system.edit')}
          </Button>
          {row.state === 2 && (
            <Button variant="text" size="small" onClick={() => void act('system/user/approve.ajax', row)}>
              {t('admin.user.approve')}
            </Button>
          )}
          {row.state === 1 && (
            <Button variant="text" size="small" onClick={() => void act('system/user/lock.ajax', row, t('admin.user.disableConfirm', { name: row.realName }))}>
              {t('admin.user.disable')}
            </Button>
          )}
          {(row.state === 0 || row.loginLocked) && (
            <Button variant="text" size="small" onClick={() => void act('system/user/unlock.ajax', row)}>
              {t(row.state === 0 ? 'admin.user.enable' : 'admin.user.unlock')}
            </Button>
          )}
          <Button variant="text" size="small" onClick={() => setResetting(row)}>
            {t('admin.user.resetPassword')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <SystemPage
      title={t('admin.menu.user')}
      tools={
        <>
          <UserImportButton onImported={() => users.reload()} />
          <UserExportButton filter={filter} />
          <Button variant="primary" disabled={!nodes.data} onClick={() => setEditing(null)}>
            {t('admin.user.add')}
          </Button>
        </>
      }
    >
      <div className="flex min-h-[28rem] items-stretch">
        <aside className="w-60 shrink-0 overflow-auto border-r border-slate-100 p-2" aria-label={t('admin.user.orgFilter')}>
          {nodes.error ? <p className="p-2 text-sm text-red-500">{nodes.error}</p> : <LazyTree tree={tree} selectedId={place} onSelect={choosePlace} empty={t('common.noData')} />}
        </aside>
        <div className="min-w-0 flex-1">
          <form
            className="flex flex-wrap items-center gap-2 border-b border-slate-100 p-3"
            onSubmit={(event) => {
              event.preventDefault();
              setFilter({ ...filter, keyword });
              setPage(1);
            }}
          >
            <input name="keyword" className="h-8 rounded border border-slate-300 px-2 text-sm" placeholder={t('admin.user.search')} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
            <Select
              label={t('admin.user.state')}
              size="h-8 w-32"
              value={filter.state}
              placeholder={t('admin.user.state.all')}
              options={USER_STATES.map((state) => ({ value: String(state), label: t(`admin.user.state.${state}`) }))}
              onChange={(state) => {
                setFilter({ ...filter, state });
                setPage(1);
              }}
            />
            <Button type="submit" variant="primary">
              {t('system.search')}
            </Button>
            <PagerLine total={users.data?.totalRows ?? 0} pageSize={PAGE_SIZE} page={page} onPage={setPage} className="ml-auto" />
          </form>
          <SystemTable label={t('admin.menu.user')} columns={columns} rows={users.data?.rows} error={users.error} rowKey={(row) => row.userId} />
        </div>
      </div>
      {editing !== undefined && nodes.data && (
        <UserForm
          user={editing}
          nodes={nodes.data}
          roles={roles.data ?? []}
          defaultOrg={defaultOrg}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            users.reload();
          }}
        />
      )}
      {resetting && <ResetPasswordDialog user={resetting} onClose={() => setResetting(undefined)} />}
    </SystemPage>
  );
}
