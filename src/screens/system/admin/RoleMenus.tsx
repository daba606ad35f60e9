import { useEffect, useMemo, useState } from 'react';
import { useLoad } from '../../../api/use-load.ts';
import { Button } from '../../../components/index.ts';
import { useT } from '../../../i18n/hooks.ts';
import { LazyTree } from '../../../renderers/tree/LazyTree.tsx';
import { systemAction } from '../system-calls.ts';
import { loadMenus, menuNodes } from './menu-nodes.ts';
import { useStaticTree } from './static-tree.ts';
import { halfChecked, tick, ticksOf } from './tree-checks.ts';

/** The menus a role sees: a tree with ticks (half-checked folders), saved as the ticked and half-checked entries. */
export function RoleMenus({ roleId, granted, onSaved }: { roleId: string; granted: readonly string[]; onSaved: () => void }) {
  const t = useT();
  const menus = useLoad(loadMenus, []);
  const nodes = useMemo(() => (menus.data ? menuNodes(menus.data, (name) => t('admin.menu.hiddenName', { name })) : undefined), [menus.data, t]);
  const tree = useStaticTree(nodes);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  useEffect(() => setChecked(ticksOf(nodes ?? [], granted)), [granted, nodes]);
  const partial = useMemo(() => (nodes ? halfChecked(nodes, checked) : new Set<string>()), [nodes, checked]);
  const save = async () => {
    if ((await systemAction('system/role/saveMenus.ajax', { roleId, menuIds: [...checked, ...partial].join(',') })) !== undefined) onSaved();
  };
  if (menus.error) return <p className="p-3 text-sm text-red-500">{menus.error}</p>;
  return (
    <div className="flex flex-col gap-2">
      <div className="max-h-[28rem] overflow-auto rounded border border-slate-100 p-2" aria-label={t('admin.role.menus')}>
        <LazyTree tree={tree} checked={checked} partial={partial} onCheck={(node, on) => nodes && setChecked(tick(nodes, checked, node.id, on))} empty={t('common.noData')} />
      </div>
      <div>
        <Button variant="primary" onClick={() => void save()}>
          {t('admin.role.saveMenus')}
        </Button>
      </div>
    </div>
  );
}
