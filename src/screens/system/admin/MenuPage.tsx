import { useMemo, useState } from 'react';
import { useLoad } from '../../../api/use-load.ts';
import { Button } from '../../../components/index.ts';
import { confirm } from '../../../components/confirm.ts';
import { useT } from '../../../i18n/hooks.ts';
import type { DropPlace } from '../../../renderers/tree/drop-place.ts';
import { LazyTree } from '../../../renderers/tree/LazyTree.tsx';
import type { TreeNode } from '../../../renderers/tree/tree-node.ts';
import { SystemPage } from '../SystemTable.tsx';
import { systemAction, systemValue } from '../system-calls.ts';
import { MenuForm, menuValues } from './MenuForm.tsx';
import { loadMenus, MENU_TOP, menuNodes, type MenuNode } from './menu-nodes.ts';
import { useStaticTree } from './static-tree.ts';
import type { RoleRow } from './user-types.ts';

/** What the form on the right edits: a stored entry, or a new one under a parent. */
type Editing = { kind: 'edit'; id: string } | { kind: 'add'; parentId: string };

/**
 * setting/menu: the menu tree on the left, whose entries drag before, into or after others;
 * the chosen entry's editor on the right, with adding below it, moving it up or down among its
 * siblings, and deleting it. Users see a change at their next navigation.
 */
export function MenuPage() {
  const t = useT();
  const menus = useLoad(loadMenus, []);
  const roles = useLoad(() => systemValue<RoleRow[]>('system/role/list.ajax'), []);
  const nodes = useMemo(() => (menus.data ? menuNodes(menus.data, (name) => t('admin.menu.hiddenName', { name })) : undefined), [menus.data, t]);
  const tree = useStaticTree(nodes);
  const [editing, setEditing] = useState<Editing>();
  const chosen = editing?.kind === 'edit' ? nodes?.find((node) => node.id === editing.id) : undefined;

  const byId = (id: string) => nodes?.find((node) => node.id === id);
  /**
   * Puts `moved` before, into (last) or after `target` (system/menu/move.ajax: the parent and
   * the sibling it goes before); the server refuses places that cannot hold it.
   */
  const place = async (moved: MenuNode, target: MenuNode, where: DropPlace) => {
    const parentId = where === 'inside' ? target.id : target.entry.parentId;
    const siblings = (nodes ?? []).filter((node) => node.entry.parentId === parentId && node.id !== moved.id);
    const beforeId = where === 'before' ? target.id : where === 'after' ? (siblings[siblings.indexOf(target) + 1]?.id ?? '') : '';
    if ((await systemAction('system/menu/move.ajax', { id: moved.id, parentId, beforeId })) !== undefined) setEditing({ kind: 'edit', id: moved.id });
    menus.reload();
  };
  /** Moves the entry before its previous sibling or after its next one. */
  const shift = async (node: MenuNode, step: -1 | 1) => {
    const around = (nodes ?? []).filter((other) => other.pId === node.pId);
    const neighbour = around[around.indexOf(node) + step];
    if (neighbour) await place(node, neighbour, step < 0 ? 'before' : 'after');
  };
  const drop = (dragged: TreeNode, target: TreeNode, where: DropPlace) => {
    const [moved, onto] = [byId(dragged.id), byId(target.id)];
    if (moved && onto) void place(moved, onto, where);
  };
  const remove = async (node: MenuNode) => {
    if (!(await confirm(t('admin.menu.deleteConfirm', { name: node.entry.name })))) return;
    if ((await systemAction('system/menu/delete.ajax', { id: node.id })) === undefined) return;
    setEditing(undefined);
    menus.reload();
  };

  // A move changes the entry's parent and order under the form: it starts again from the stored entry.
  const formKey = editing?.kind === 'edit' ? `edit:${editing.id}:${chosen ? `${chosen.entry.parentId}:${chosen.entry.seq}` : ''}` : `add:${editing?.parentId}`;
  return (
    <SystemPage
      title={t('admin.menu.menu')}
      tools={
        <Button variant="primary" onClick={() => setEditing({ kind: 'add', parentId: MENU_TOP })}>
          {t('admin.menu.addTop')}
        </Button>
      }
    >
      <div className="flex min-h-[32rem] items-stretch">
        <aside className="w-72 shrink-0 overflow-auto border-r border-slate-100 p-2" aria-label={t('admin.menu.menu')}>
          {menus.error ? <p className="p-2 text-sm text-red-500">{menus.error}</p> : <LazyTree tree={tree} selectedId={chosen?.id} onSelect={(node) => setEditing({ kind: 'edit', id: node.id })} onMove={drop} empty={t('common.noData')} />}
        </aside>
        <section className="min-w-0 flex-1 p-4">
          {chosen && (
            <div className="mb-4 flex flex-wrap items-center gap-2">
              <span className="mr-auto text-sm font-medium text-slate-700">{chosen.entry.name}</span>
              <Button size="small" onClick={() => setEditing({ kind: 'add', parentId: chosen.id })}>
                {t('admin.menu.addChild')}
              </Button>
              <Button size="small" onClick={() => void shift(chosen, -1)}>
                {t('admin.menu.up')}
              </Button>
              <Button size="small" onClick={() => void shift(chosen, 1)}>
                {t('admin.menu.down')}
              </Button>
              <Button size="small" variant="danger" onClick={() => void remove(chosen)}>
                {t('system.delete')}
              </Button>
            </div>
          )}
          {editing && nodes && (editing.kind === 'add' || chosen) ? (
            <MenuForm
              key={formKey}
              initial={menuValues(chosen?.entry ?? null, editing.kind === 'add' ? editing.parentId : MENU_TOP)}
              isNew={editing.kind === 'add'}
              nodes={nodes}
              roles={roles.data ?? []}
              onSaved={(id) => {
                setEditing({ kind: 'edit', id });
                menus.reload();
              }}
            />
          ) : (
            <p className="p-6 text-center text-sm text-slate-400">{t('admin.menu.choose')}</p>
          )}
        </section>
      </div>
    </SystemPage>
  );
}
