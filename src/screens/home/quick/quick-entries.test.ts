import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../../../app/routes/menu-types.ts';
import { filterMenuTree, menuPages } from './quick-entries.ts';

const page = (id: string, title: string): MenuEntry => ({ id, title, icon: '', kind: 'page', href: `/${id}`, children: [] });
const TREE: MenuEntry[] = [
  { id: 'm_vehicle', title: '车辆船舶', icon: '', kind: 'folder', href: '', children: [page('vmVehicle', '车辆台账'), page('smShip', '船舶台账')] },
  { id: 'm_links', title: '外部链接', icon: '', kind: 'folder', href: '', children: [{ id: 'link', title: '车辆年检网', icon: '', kind: 'link', href: 'https://x', children: [] }] },
  page('home', '首页'),
];

describe('quick entry menu tree', () => {
  it('matches page titles only and keeps the folders leading to them', () => {
    expect(filterMenuTree(TREE, '车辆')).toEqual([{ ...TREE[0], children: [page('vmVehicle', '车辆台账')] }]);
    // A folder's own title does not match: it is not an entry.
    expect(filterMenuTree(TREE, '船舶台')).toEqual([{ ...TREE[0], children: [page('smShip', '船舶台账')] }]);
    expect(filterMenuTree(TREE, '外部')).toEqual([]);
  });

  it('indexes the pages by menu id, leaving out folders and links', () => {
    expect([...menuPages(TREE).keys()]).toEqual(['vmVehicle', 'smShip', 'home']);
  });
});
