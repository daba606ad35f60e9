import { useMemo, useState } from 'react';
import { useLoad } from '../../../api/use-load.ts';
import { Button } from '../../../components/index.ts';
import { confirm } from '../../../components/confirm.ts';
import { useT } from '../../../i18n/hooks.ts';
import { LazyTree } from '../../../renderers/tree/LazyTree.tsx';
import { SystemPage } from '../SystemTable.tsx';
import { systemAction } from '../system-calls.ts';
import { OrgNodeForm, type OrgNodeValues } from './OrgNodeForm.tsx';
import { loadOrgNodes, orgTree, orgTreeId, type OrgTreeNode } from './org-nodes.ts';
import { useStaticTree } from './static-tree.ts';

type Editing = { kind: 'edit'; id: string } | { kind: 'add'; values: OrgNodeValues };

function storedValues(node: OrgTreeNode): OrgNodeValues {
  return { level: node.level, key: node.node.key, name: node.node.name, parentNo: node.node.parentNo, orgNo: node.node.orgNo, seq: String(node.node.seq) };
}

/** A new node below the chosen one: under an organisation a department of it, under a department one below it. */
function childValues(parent: OrgTreeNode | undefined): OrgNodeValues {
  const blank = { key: '', name: '', seq: '0' };
  if (!parent) return { ...blank, level: 'org', parentNo: '', orgNo: '' };
  if (parent.level === 'org') return { ...blank, level: 'depart', parentNo: '', orgNo: parent.node.key };
  return { ...blank, level: 'depart', parentNo: parent.node.key, orgNo: parent.node.orgNo };
}

/**
 * setting/dept: the organisation tree (organisations, departments, teams, posts) with adding,
 * renaming, moving, disabling and deleting; the server refuses to delete a node that users,
 * nodes below it or records still name, and says how many.
 */
export function OrgPage() {
  const t = useT();
  const nodes = useLoad(loadOrgNodes, []);
  const flat = useMemo(() => (nodes.data ? orgTree(nodes.data, ['org', 'depart', 'team', 'post'], (name) => t('admin.org.disabledName', { name })) : undefined), [nodes.data, t]);
  const tree = useStaticTree(flat);
  const [editing, setEditing] = useState<Editing>();
  const chosen = editing?.kind === 'edit' ? flat?.find((node) => node.id === editing.id) : undefined;
  const initial = editing?.kind === 'add' ? editing.values : chosen && storedValues(chosen);

  const setState = async (node: OrgTreeNode) => {
    await systemAction('system/orgNode/state.ajax', { level: node.level, key: node.node.key, state: node.node.state === 1 ? '0' : '1' });
    nodes.reload();
  };
  const remove = async (node: OrgTreeNode) => {
    if (!(await confirm(t('admin.org.deleteConfirm', { name: node.node.name })))) return;
    if ((await systemAction('system/orgNode/delete.ajax', { level: node.level, key: node.node.key })) === undefined) return;
    setEditing(undefined);
    nodes.reload();
  };

  return (
    <SystemPage
      title={t('admin.menu.org')}
      tools={
        <Button variant="primary" onClick={() => setEditing({ kind: 'add', values: childValues(undefined) })}>
          {t('admin.org.addOrg')}
        </Button>
      }
    >
      <div className="flex min-h-[32rem] items-stretch">
        <aside className="w-72 shrink-0 overflow-auto border-r border-slate-100 p-2" aria-label={t('admin.menu.org')}>
          {nodes.error ? <p className="p-2 text-sm text-red-500">{nodes.error}</p> : <LazyTree tree={tree} selectedId={chosen?.id} onSelect={(node) => setEditing({ kind: 'edit', id: node.id })} empty={t('common.noData')} />}
        </aside>
        <section className="min-w-0 flex-1 p-4">
          {chosen && (
            <div className="mb-4 flex flex-wrap items-center gap-2">
              <span className="mr-auto text-sm font-medium text-slate-700">
                {t(`admin.org.level.${chosen.level}`)} · {chosen.name}
              </span>
              {(chosen.level === 'org' || chosen.level === 'depart') && (
                <Button size="small" onClick={() => setEditing({ kind: 'add', values: childValues(chosen) })}>
                  {t('admin.org.addChild')}
                </Button>
              )}
              <Button size="small" onClick={() => void setState(chosen)}>
                {t(chosen.node.state === 1 ? 'admin.org.disable' : 'admin.org.enable')}
              </Button>
              <Button size="small" variant="danger" onClick={() => void remove(chosen)}>
                {t('system.delete')}
              </Button>
            </div>
          )}
          {editing && nodes.data && initial ? (
            <OrgNodeForm
              key={editing.kind === 'edit' ? `edit:${editing.id}:${chosen?.node.seq}:${chosen?.node.parentNo}` : `add:${JSON.stringify(editing.values)}`}
              initial={initial}
              isNew={editing.kind === 'add'}
              nodes={nodes.data}
              onSaved={(values) => {
                setEditing({ kind: 'edit', id: orgTreeId(values.level, values.key) });
                nodes.reload();
              }}
            />
          ) : (
            <p className="p-6 text-center text-sm text-slate-400">{t('admin.org.choose')}</p>
          )}
        </section>
      </div>
    </SystemPage>
  );
}
