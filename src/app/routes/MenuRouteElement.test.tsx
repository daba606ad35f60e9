// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { activateLocale } from '../../i18n/index.ts';
import { TestProviders } from '../TestProviders.tsx';
import { buildMenuModel } from './menu-routes.ts';
import type { MenuModel, MenuNode } from './menu-types.ts';
import { MenuRouteElement } from './MenuRouteElement.tsx';

const state = vi.hoisted(() => ({ model: null as MenuModel | null }));
vi.mock('../menu-store.ts', () => ({ useMenuModel: () => state.model }));
// The module screens stand in as the props they were given.
vi.mock('../../screens/module/ModuleRoute.tsx', () => ({
  ModuleRoute: (props: { moduleId: string; menuId: string; title: string; formPath: string }) => (
    <p>{`module ${props.moduleId} menu ${props.menuId} title ${props.title} form ${props.formPath || '-'}`}</p>
  ),
}));

vi.mock('../../screens/report/ReportRoute.tsx', () => ({
  ReportRoute: (props: { moduleId: string; menuId: string; title: string }) => <p>{`report ${props.moduleId} menu ${props.menuId} title ${props.title}`}</p>,
}));

const leaf = (id: string, name: string, attributes: MenuNode['attributes']): MenuNode => ({ id, name, isParent: false, attributes });

const TREE: MenuNode[] = [
  leaf('frmA', '表单一', { routerPath: 'system/frm/run/frmRunList', module: 'BFM_ONE' }),
  leaf('frmB', '表单二', { routerPath: 'system/frm/run/frmRunList', module: 'BFM_TWO', formRouter: 'system/frm/run/frmForm' }),
  leaf('cmpA', '指标对比一', { routerPath: 'eq/config/IndicatorComparison', module: 'eqIndicatorA' }),
  leaf('cmpB', '指标对比二', { routerPath: 'eq/config/IndicatorComparison', module: 'eqIndicatorB' }),
  leaf('rptA', '报表一', { routerPath: 'system/jimu/reportMenuView', module: 'JIMU_A' }),
  leaf('rptB', '报表二', { routerPath: 'system/jimu/reportMenuView', module: 'JIMU_B' }),
];

function renderAt(path: string) {
  const model = buildMenuModel(TREE, []);
  state.model = model;
  const router = createMemoryRouter(
    model.routes.map((route) => ({ path: route.path, element: <MenuRouteElement route={route} /> })),
    { initialEntries: [path] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe('MenuRouteElement on trailing-id routes', () => {
  beforeEach(() => activateLocale('zh-CN'));
  afterEach(() => {
    cleanup();
    state.model = null;
  });

  it.each([
    ['/system/frm/run/frmRunList/frmA', 'module BFM_ONE menu frmA title 表单一 form -'],
    ['/system/frm/run/frmRunList/frmB', 'module BFM_TWO menu frmB title 表单二 form /system/frm/run/frmForm'],
    ['/eq/config/IndicatorComparison/cmpB', 'report eqIndicatorB menu cmpB title 指标对比二'],
    ['/system/jimu/reportMenuView/rptB', 'report JIMU_B menu rptB title 报表二'],
  ])('opens the module or report of the menu named by the path: %s', async (path, shown) => {
    renderAt(path);
    expect(await screen.findByText(shown)).toBeTruthy();
  });

  it('follows the menu id when moving between menus of one family', async () => {
    const router = renderAt('/system/frm/run/frmRunList/frmA');
    await screen.findByText(/module BFM_ONE/);
    await router.navigate('/system/frm/run/frmRunList/frmB');
    expect(await screen.findByText(/module BFM_TWO menu frmB/)).toBeTruthy();
  });

  it.each(['/system/frm/run/frmRunList/noSuchMenu', '/system/frm/run/frmRunList/cmpA'])('says the page is missing for %s', async (path) => {
    renderAt(path);
    expect(await screen.findByText('页面丢失,请检查该页面menuId')).toBeTruthy();
    expect(screen.queryByText(/module /)).toBeNull();
  });
});
