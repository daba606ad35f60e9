import { describe, expect, it } from 'vitest';
import { buildMenuModel, filterMenuByRoles, leafPaths, resolveMenuRoute } from './menu-routes.ts';
import type { MenuNode } from './menu-types.ts';
import { buildFormPath } from './form-path.ts';
import { isShellPath } from './shell-paths.ts';
import { decryptPk } from '../route-crypto.ts';

const leaf = (id: string, name: string, attributes: MenuNode['attributes'] = {}): MenuNode => ({ id, name, isParent: false, attributes });
const folder = (id: string, name: string, children: MenuNode[], attributes: MenuNode['attributes'] = {}): MenuNode => ({ id, name, isParent: true, children, attributes });

describe('role filtering', () => {
  const tree = [
    leaf('a', 'Everyone'),
    leaf('b', 'Admins', { roles: ['admin'] }),
    leaf('c', 'Users (comma list)', { roles: 'user, guest' }),
    folder('f', 'Admin folder', [leaf('d', 'Inside')], { roles: 'admin' }),
  ];

  it('keeps items without roles and those naming one of the user roles', () => {
    expect(filterMenuByRoles(tree, ['user']).map((node) => node.id)).toEqual(['a', 'c']);
    expect(filterMenuByRoles(tree, ['admin']).map((node) => node.id)).toEqual(['a', 'b', 'f']);
  });

  it('drops a folder with its whole subtree', () => {
    const model = buildMenuModel(tree, ['user']);
    expect(model.routes.map((route) => route.menuId)).toEqual(['a', 'c']);
  });

  it('filters inside folders', () => {
    const nested = [folder('f', 'F', [leaf('x', 'X', { roles: ['admin'] }), leaf('y', 'Y', { routerPath: 'y' })])];
    const model = buildMenuModel(nested, ['user']);
    expect(model.entries[0]?.children.map((entry) => entry.id)).toEqual(['y']);
  });
});

describe('leaf paths', () => {
  it('maps a routerPath leaf to /{routerPath}, trimming slashes', () => {
    expect(leafPaths(leaf('1', 'Vehicles', { routerPath: '/vm/vehicle/', module: 'vmVehicle' }))).toEqual({ kind: 'module', pattern: '/vm/vehicle', link: '/vm/vehicle' });
  });

  it.each(['flowBFM01', 'report@sales', 'JIMU_REPORT'])('appends the module for module id %s', (module) => {
    expect(leafPaths(leaf('1', 'M', { routerPath: 'system/frm', module }))?.pattern).toBe(`/system/frm/${module}`);
  });

  it.each([
    ['system/frm/run/frmRunList', 'BFM_FORM'],
    ['eq/config/IndicatorComparison', 'eqIndicator'],
    ['system/jimu/reportMenuView', 'JIMU_1'],
  ])('gives %s a trailing menu id', (routerPath, module) => {
    expect(leafPaths(leaf('m42', 'M', { routerPath, module }))).toEqual({ kind: 'module', pattern: `/${routerPath}/:menuId`, link: `/${routerPath}/m42` });
  });

  it('maps IFRAME items to /i/{name}', () => {
    expect(leafPaths(leaf('1', '风机监控', { modType: 'IFRAME', url: 'https://scada.example/' }))).toEqual({ kind: 'iframe', pattern: '/i/风机监控', link: '/i/风机监控' });
  });

  it('opens a leaf without routerPath in an embedded page', () => {
    expect(leafPaths(leaf('77', 'Legacy', { url: 'legacy/page.html', module: 'legacyMod' }))).toEqual({ kind: 'embedded', pattern: '/view/77', link: '/view/77' });
  });

  it('gives LINK and BUTTON items no route', () => {
    expect(leafPaths(leaf('1', 'Docs', { modType: 'LINK', url: 'https://docs.example' }))).toBeUndefined();
    expect(leafPaths(leaf('2', 'Export', { modType: 'BUTTON' }))).toBeUndefined();
  });
});

describe('buildMenuModel', () => {
  const tree = [
    folder('ops', '运维', [
      leaf('m1', '车辆', { routerPath: 'vm/vehicle', module: 'vmVehicle', formRouter: 'vm/vehicleForm', menuIcon: 'car' }),
      leaf('m2', '隐藏页', { routerPath: 'vm/hidden', module: 'vmHidden', hidden: true }),
      leaf('m3', '文档', { modType: 'LINK', url: 'https://docs.example' }),
      leaf('m4', '导出', { modType: 'BUTTON' }),
      leaf('m5', '监控', { modType: 'IFRAME', url: 'https://scada.example' }),
    ]),
    folder('empty', '空目录', []),
    leaf('m6', '重复', { routerPath: 'vm/vehicle', module: 'vmVehicle2' }),
  ];
  const model = buildMenuModel(tree, []);

  it('creates module, form and iframe routes; none for links and buttons', () => {
    expect(model.routes.map((route) => [route.kind, route.path])).toEqual([
      ['module', '/vm/vehicle'],
      ['form', '/vm/vehicleForm/:pkValue'],
      ['module', '/vm/hidden'],
      ['iframe', '/i/监控'],
    ]);
  });

  it('passes the form path to the list and the list path to the form', () => {
    const list = model.routes.find((route) => route.kind === 'module' && route.menuId === 'm1');
    const form = model.routes.find((route) => route.kind === 'form');
    expect(list).toMatchObject({ moduleId: 'vmVehicle', title: '车辆', formPath: '/vm/vehicleForm' });
    expect(form).toMatchObject({ moduleId: 'vmVehicle', menuId: 'm1', title: '车辆', listPath: '/vm/vehicle' });
    expect(model.routes.find((route) => route.menuId === 'm2')?.formPath).toBe('');
  });

  it('names form routes {menuId}Form and {moduleId}Form, pages by menu and module id', () => {
    expect(model.names).toMatchObject({
      m1Form: '/vm/vehicleForm/:pkValue',
      vmVehicleForm: '/vm/vehicleForm/:pkValue',
      m1: '/vm/vehicle',
      vmVehicle: '/vm/vehicle',
      m5: '/i/监控',
    });
  });

  it('keeps hidden items routed but out of the side menu; drops buttons and empty folders', () => {
    const ops = model.entries[0];
    expect(model.entries.map((entry) => entry.id)).toEqual(['ops', 'm6']);
    expect(ops?.children.map((entry) => [entry.id, entry.kind, entry.href])).toEqual([
      ['m1', 'page', '/vm/vehicle'],
      ['m3', 'link', 'https://docs.example'],
      ['m5', 'page', '/i/监控'],
    ]);
    expect(ops?.children[0]?.icon).toBe('car');
  });

  it('lets the first menu keep a duplicated pattern', () => {
    expect(model.routes.filter((route) => route.path === '/vm/vehicle')).toHaveLength(1);
    expect(model.trails['/vm/vehicle']).toEqual({ menuId: 'm1', titles: ['运维', '车辆'] });
  });

  it('records breadcrumb trails per link', () => {
    expect(model.trails['/i/监控']?.titles).toEqual(['运维', '监控']);
  });

  it('accepts hidden flags as strings and numbers', () => {
    for (const hidden of ['1', 'true', 1]) {
      expect(buildMenuModel([leaf('h', 'H', { routerPath: 'h', hidden })], []).entries).toEqual([]);
    }
  });
});

describe('trailing-id families', () => {
  // Several menus of one family share the route /{routerPath}/:menuId; each opens its own module.
  const tree = [
    folder('forms', '表单', [
      leaf('f1', '表单一', { routerPath: 'system/frm/run/frmRunList', module: 'BFM_ONE' }),
      leaf('f2', '表单二', { routerPath: 'system/frm/run/frmRunList', module: 'BFM_TWO', formRouter: 'system/frm/run/frmForm2' }),
      leaf('i1', '指标对比', { routerPath: 'eq/config/IndicatorComparison', module: 'eqIndicator' }),
      leaf('i2', '指标对比二', { routerPath: 'eq/config/IndicatorComparison', module: 'eqIndicator2' }),
      leaf('r1', '报表一', { routerPath: 'system/jimu/reportMenuView', module: 'JIMU_1' }),
      leaf('r2', '报表二', { routerPath: 'system/jimu/reportMenuView', module: 'JIMU_2' }),
    ]),
    leaf('v', '车辆', { routerPath: 'vm/vehicle', module: 'vmVehicle' }),
  ];
  const model = buildMenuModel(tree, []);
  const shared = (path: string) => model.routes.find((route) => route.path === path)!;

  it('adds one route per family and links each menu with its own id', () => {
    expect(model.routes.filter((route) => route.path === '/system/frm/run/frmRunList/:menuId')).toHaveLength(1);
    expect(model.entries[0]?.children.map((entry) => entry.href)).toEqual([
      '/system/frm/run/frmRunList/f1',
      '/system/frm/run/frmRunList/f2',
      '/eq/config/IndicatorComparison/i1',
      '/eq/config/IndicatorComparison/i2',
      '/system/jimu/reportMenuView/r1',
      '/system/jimu/reportMenuView/r2',
    ]);
  });

  it('keeps every menu page, so the shared route can find the menu of its :menuId', () => {
    expect(model.pages.f2).toMatchObject({ menuId: 'f2', moduleId: 'BFM_TWO', title: '表单二', formPath: '/system/frm/run/frmForm2' });
    expect(model.pages.i2).toMatchObject({ menuId: 'i2', moduleId: 'eqIndicator2' });
    expect(model.pages.r2).toMatchObject({ menuId: 'r2', moduleId: 'JIMU_2' });
  });

  it.each([
    ['/system/frm/run/frmRunList/:menuId', 'f1', 'BFM_ONE', '表单一'],
    ['/system/frm/run/frmRunList/:menuId', 'f2', 'BFM_TWO', '表单二'],
    ['/eq/config/IndicatorComparison/:menuId', 'i2', 'eqIndicator2', '指标对比二'],
    ['/system/jimu/reportMenuView/:menuId', 'r2', 'JIMU_2', '报表二'],
  ])('resolves %s with menu id %s to that menu’s module and title', (path, menuId, moduleId, title) => {
    expect(resolveMenuRoute(model, shared(path), menuId)).toMatchObject({ menuId, moduleId, title });
  });

  it('resolves no menu for an unknown id or a menu of another family or page', () => {
    const frm = shared('/system/frm/run/frmRunList/:menuId');
    for (const menuId of ['nope', 'i1', 'v', 'forms', '__proto__', 'constructor', undefined]) {
      expect(resolveMenuRoute(model, frm, menuId)).toBeNull();
    }
  });

  it('resolves other routes to the menu that claimed the pattern, in the current language', () => {
    const english = buildMenuModel([leaf('v', 'Vehicles', { routerPath: 'vm/vehicle', module: 'vmVehicle' })], []);
    expect(resolveMenuRoute(english, shared('/vm/vehicle'), undefined)).toMatchObject({ menuId: 'v', title: 'Vehicles' });
    expect(resolveMenuRoute(null, shared('/vm/vehicle'), undefined)).toMatchObject({ menuId: 'v', title: '车辆' });
  });
});

describe('workflow menus (server/seed/system-data.ts)', () => {
  // As navMenu/loadNavMenusAll.ajax sends them: no module, so no form route either.
  const workflow = folder('m_workflow', '流程中心', [
    leaf('workflowTaskCenter', '任务中心', { routerPath: 'workflow/tasks', module: '', formRouter: '' }),
    leaf('workflowDesigner', '流程设计', { routerPath: 'workflow/designer', module: '', formRouter: '', roles: ['superAdmin', 'admin'] }),
  ]);

  it('link to the shell pages, which the router keeps instead of module pages', () => {
    const model = buildMenuModel([workflow], ['admin']);
    expect(model.entries[0]?.children.map((entry) => entry.href)).toEqual(['/workflow/tasks', '/workflow/designer']);
    expect(model.routes.map((route) => route.path).every(isShellPath)).toBe(true);
    expect(model.names.workflowTaskCenter).toBe('/workflow/tasks');
    expect(model.trails['/workflow/tasks']?.titles).toEqual(['流程中心', '任务中心']);
  });

  it('keep the designer to administrators', () => {
    expect(buildMenuModel([workflow], ['user']).entries[0]?.children.map((entry) => entry.id)).toEqual(['workflowTaskCenter']);
  });
});

describe('buildFormPath', () => {
  it('encrypts the key and carries mode and from', () => {
    const path = buildFormPath({ formRouter: '/vm/vehicleForm', pkValue: '42', mode: 'edit', from: 'list' });
    const match = path.match(/^\/vm\/vehicleForm\/([A-Za-z0-9_-]+)\?mode=edit&from=list$/);
    expect(match).not.toBeNull();
    expect(decryptPk(match?.[1] ?? '')).toBe('42');
  });

  it('marks a disabled form in the query', () => {
    expect(buildFormPath({ formRouter: 'vm/vehicleForm', pkValue: '42', mode: 'edit', from: 'list', disabled: true }).endsWith('?mode=edit&from=list&disabled=1')).toBe(true);
    expect(buildFormPath({ formRouter: 'vm/vehicleForm', pkValue: '42', mode: 'edit', disabled: false })).not.toContain('disabled');
  });

  it('uses -1 for a new record', () => {
    const path = buildFormPath({ formRouter: 'vm/vehicleForm', pkValue: -1, mode: 'add' });
    expect(decryptPk(path.split('/')[3]?.split('?')[0] ?? '')).toBe('-1');
    expect(path.endsWith('?mode=add')).toBe(true);
  });
});
