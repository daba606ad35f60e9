import { describe, expect, it } from 'vitest';
import type { FlatNode } from './static-tree.ts';
import { halfChecked, tick, ticksOf } from './tree-checks.ts';

// A menu folder with two pages, one of which has a button, beside a top-level page.
const nodes: FlatNode[] = [
  { id: 'sys', pId: '', name: '系统设置' },
  { id: 'user', pId: 'sys', name: '用户管理' },
  { id: 'userAdd', pId: 'user', name: '新增' },
  { id: 'role', pId: 'sys', name: '角色管理' },
  { id: 'home', pId: '', name: '首页' },
];

describe('menu tree ticks', () => {
  it('ticks a folder with everything below it, and unticks them together', () => {
    const all = tick(nodes, new Set(), 'sys', true);
    expect([...all].sort()).toEqual(['role', 'sys', 'user', 'userAdd']);
    expect([...tick(nodes, all, 'sys', false)]).toEqual([]);
  });

  it('ticks a parent once all its children are ticked, and shows it half-checked before', () => {
    const one = tick(nodes, new Set(), 'userAdd', true);
    expect([...one].sort()).toEqual(['user', 'userAdd']);
    expect([...halfChecked(nodes, one)]).toEqual(['sys']);
    const both = tick(nodes, one, 'role', true);
    expect(both.has('sys')).toBe(true);
    expect(halfChecked(nodes, both).size).toBe(0);
    const less = tick(nodes, both, 'userAdd', false);
    expect([...less].sort()).toEqual(['role']);
    expect([...halfChecked(nodes, less)]).toEqual(['sys']);
  });

  it('shows a stored folder grant half-checked while part of it is not granted', () => {
    const ticks = ticksOf(nodes, ['sys', 'user', 'userAdd', 'home']);
    expect([...ticks].sort()).toEqual(['home', 'user', 'userAdd']);
    expect([...halfChecked(nodes, ticks)]).toEqual(['sys']);
  });
});
