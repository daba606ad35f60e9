import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { chooseOption } from './record-form-steps.ts';
import { baseUrl, expandTreeNode, signIn, submitLogin } from './session.ts';
import { saveNewVehicle } from './vehicles.ts';

/**
 * Issue 15's administration path: an administrator makes a department with a post, a role
 * reading only its own department's vehicles and a user of all three; the user must change the
 * password first, then sees only the vehicle module and the vehicles their department made,
 * until the administrator widens the role. Force logout across servers: cluster-logout.test.ts.
 */
describe('access administration', () => {
  let browser: Browser;
  let admin: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await signIn(browser);
  });
  afterAll(() => browser.close());

  const open = async (page: Page, menu: string) => {
    const nav = page.getByRole('navigation', { name: 'menu' });
    const item = nav.getByText(menu, { exact: true });
    if (!(await item.isVisible())) await nav.getByText(/^(系统设置|System settings)$/).click();
    await item.click();
    await page.getByRole('heading', { name: menu }).waitFor();
  };
  const saved = (page: Page) => page.getByText('操作成功').first().waitFor();
  const tree = (page: Page) => page.locator('aside').first();
  const vehicleTotal = async (page: Page) => {
    const pager = page.getByText(/共 \d+ 条/).first();
    await pager.waitFor();
    return Number((await pager.innerText()).match(/共 (\d+) 条/)?.[1]);
  };

  it('adds a department to the wind farm', async () => {
    await open(admin, '组织机构');
    await expandTreeNode(tree(admin), '华能新能源示例公司');
    await tree(admin).getByRole('button', { name: '张北风电场', exact: true }).click();
    await admin.getByRole('button', { name: '新增下级' }).click();
    await admin.getByLabel('编号', { exact: true }).fill('D0190');
    await admin.getByLabel('名称', { exact: true }).fill('车辆运维组');
    await admin.getByRole('button', { name: '保存', exact: true }).click();
    await saved(admin);
    await expandTreeNode(tree(admin), '张北风电场');
    await tree(admin).getByRole('button', { name: '车辆运维组', exact: true }).click();
    // A post of the new department: the type is chosen first, then the department it belongs to.
    await admin.getByRole('button', { name: '新增下级' }).click();
    await chooseOption(admin, admin.getByLabel('类型', { exact: true }), '岗位');
    await admin.getByLabel('编号', { exact: true }).fill('P0190');
    await admin.getByLabel('名称', { exact: true }).fill('车辆驾驶员');
    await chooseOption(admin, admin.getByLabel('上级部门', { exact: true }), '车辆运维组');
    await admin.getByRole('button', { name: '保存', exact: true }).click();
    await saved(admin);
    await expandTreeNode(tree(admin), '车辆运维组');
    await tree(admin).getByRole('button', { name: '车辆驾驶员', exact: true }).waitFor();
    await screenshot(admin, 'admin-org-tree');
    // A department its employees still name is refused with the count.
    await tree(admin).getByRole('button', { name: '设备检修部', exact: true }).click();
    await admin.getByRole('button', { name: '删除' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await admin.getByText(/人员/).first().waitFor();
    await screenshot(admin, 'admin-org-refused');
  });

  it('adds a role with the own-department scope granting the vehicle list', async () => {
    await open(admin, '角色管理');
    await admin.getByRole('button', { name: '新增角色' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('角色编码').fill('vehicleCrew');
    await dialog.getByLabel('中文名称').fill('车辆班组');
    await dialog.getByLabel('英文名称').fill('Vehicle crew');
    await chooseOption(admin, dialog.getByLabel('数据范围', { exact: true }), '本部门');
    await dialog.getByRole('button', { name: '保存' }).click();
    await saved(admin);
    await admin.getByRole('tab', { name: '菜单权限' }).waitFor();
    const menus = admin.getByLabel('菜单权限', { exact: true });
    await expandTreeNode(menus, '车辆船舶');
    await menus.getByRole('checkbox', { name: '车辆台账', exact: true }).check();
    await expect.poll(() => menus.getByRole('checkbox', { name: '车辆船舶', exact: true }).evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
    await screenshot(admin, 'admin-role-menus');
    await admin.getByRole('button', { name: '保存菜单权限' }).click();
    await saved(admin);
    await admin.getByRole('tab', { name: '操作权限' }).click();
    await admin.getByPlaceholder('按模块名称或编码筛选').fill('vmVehicle');
    const row = admin.locator('[data-module="vmVehicle"]');
    for (const operation of ['查看', '新增', '编辑']) {
      const box = row.getByRole('checkbox', { name: operation, exact: true });
      // The box turns once the server saved the module's row.
      await box.click();
      await expect.poll(() => box.isChecked()).toBe(true);
    }
    await screenshot(admin, 'admin-role-operations');
    await admin.getByRole('tab', { name: '授权记录' }).click();
    await admin.getByRole('table', { name: '授权记录' }).getByText('操作权限').first().waitFor();
    await screenshot(admin, 'admin-role-audit');
  });

  it('adds a user of that department and role', async () => {
    await open(admin, '用户管理');
    await admin.getByRole('button', { name: '新增用户' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('用户名').fill('crew01');
    await dialog.getByLabel('初始密码').fill('First-pass1');
    await dialog.getByLabel('姓名').fill('车辆班组成员');
    await chooseOption(admin, dialog.getByLabel('所属组织', { exact: true }), '张北风电场');
    await chooseOption(admin, dialog.getByLabel('部门', { exact: true }), '车辆运维组');
    await chooseOption(admin, dialog.getByLabel('岗位', { exact: true }), '车辆驾驶员');
    await dialog.getByRole('checkbox', { name: '车辆班组' }).check();
    await dialog.getByRole('button', { name: '保存' }).click();
    await saved(admin);
    await admin.getByRole('row').filter({ hasText: 'crew01' }).getByText('车辆运维组').waitFor();
    await admin.getByRole('row').filter({ hasText: 'crew01' }).getByText('车辆驾驶员').waitFor();
    await screenshot(admin, 'admin-users');
    // The role lists its new holder.
    await open(admin, '角色管理');
    await admin.getByRole('button', { name: /^车辆班组/ }).click();
    await admin.getByRole('tab', { name: '角色用户' }).click();
    await admin.getByRole('table', { name: '角色用户' }).getByRole('row').filter({ hasText: 'crew01' }).getByText('车辆运维组').waitFor();
  });

  it('holds the new user to a password change, then shows only their department’s vehicles until the role widens', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const user = await context.newPage();
    await user.goto(`${baseUrl()}/login`);
    await submitLogin(user, 'crew01', 'First-pass1');
    await user.waitForURL(/\/change_password/);
    await screenshot(user, 'admin-must-change-password');
    // Any other page sends them back.
    await user.goto(`${baseUrl()}/vm/vehicle`);
    await user.waitForURL(/\/change_password/);
    await user.getByLabel('原密码').fill('First-pass1');
    await user.getByLabel('新密码', { exact: true }).fill('Second-pass2');
    await user.getByLabel('确认新密码').fill('Second-pass2');
    await user.getByRole('button', { name: '提交' }).click();
    await user.waitForURL((url) => !url.pathname.includes('/change_password'));
    await user.goto(`${baseUrl()}/vm/vehicle`);

    // The role grants one module: besides the folders every user has (menus of no role and no
    // module: the workflow centre, the safety organisation chart, external links), the menu
    // holds that module's folder with its one list.
    const nav = user.getByRole('navigation', { name: 'menu' });
    await nav.getByText('车辆船舶', { exact: true }).waitFor();
    expect(await nav.locator('button[aria-expanded]').evaluateAll((items) => items.map((item) => item.getAttribute('title')))).toEqual(['流程中心', '基础数据', '车辆船舶', '外部链接']);
    expect(await nav.locator('a[href^="/vm/"]').evaluateAll((items) => items.map((item) => item.getAttribute('title')))).toEqual(['车辆台账']);
    // The department has made no vehicle yet: none of the wind farm's others shows.
    expect(await vehicleTotal(user)).toBe(0);
    await user.getByRole('button', { name: '新增', exact: true }).click();
    await user.locator('#root_plateNo').waitFor();
    await saveNewVehicle(user, '冀G9E2E8', '班组测试车');
    await expect.poll(() => vehicleTotal(user)).toBe(1);
    await screenshot(user, 'admin-scoped-list');

    // The administrator widens the role to the organisation: the user's next request reads it.
    await open(admin, '角色管理');
    await admin.getByRole('row').filter({ hasText: 'vehicleCrew' }).getByRole('button', { name: '编辑' }).click();
    await chooseOption(admin, admin.getByRole('dialog').getByLabel('数据范围', { exact: true }), '本组织');
    await admin.getByRole('dialog').getByRole('button', { name: '保存' }).click();
    await saved(admin);
    await user.reload();
    await expect.poll(() => vehicleTotal(user), { timeout: 30_000 }).toBeGreaterThan(1);
    await context.close();
  });

  it('narrows a role to chosen departments, named with their organisation', async () => {
    await open(admin, '角色管理');
    await admin.getByRole('row').filter({ hasText: 'vehicleCrew' }).getByRole('button', { name: '编辑' }).click();
    const dialog = admin.getByRole('dialog');
    await chooseOption(admin, dialog.getByLabel('数据范围', { exact: true }), '自定义部门');
    await dialog.getByRole('checkbox', { name: '张北风电场 / 车辆运维组' }).check();
    await screenshot(admin, 'admin-role-custom-departs');
    await dialog.getByRole('button', { name: '保存' }).click();
    await saved(admin);
    await admin.getByRole('row').filter({ hasText: 'vehicleCrew' }).getByText('自定义部门').waitFor();
  });

  it('drags a menu before a sibling and into another folder, and back', async () => {
    await open(admin, '菜单管理');
    const menus = tree(admin);
    const row = (name: string) => menus.locator('li[role="treeitem"] > div').filter({ has: admin.getByRole('button', { name, exact: true }) }).first();
    const childNames = async (folder: string) => {
      const children = row(folder).locator('xpath=..').locator(':scope > ul[role="group"] > li > div');
      await children.first().waitFor();
      return (await children.allInnerTexts()).map((name) => name.trim());
    };
    await expandTreeNode(menus, '车辆船舶');
    const [first, second] = await childNames('车辆船舶');
    // The upper edge of a row places before it, the middle into it, the lower edge after it (positions inside its 2px drop lines).
    await row(second!).dragTo(row(first!), { targetPosition: { x: 40, y: 3 } });
    await expect.poll(async () => (await childNames('车辆船舶')).slice(0, 2)).toEqual([second, first]);
    await row(second!).dragTo(row('外部链接'), { targetPosition: { x: 40, y: 12 } });
    await expandTreeNode(menus, '外部链接');
    await expect.poll(async () => await childNames('外部链接')).toContain(second);
    await expect.poll(() => admin.getByLabel('上级菜单', { exact: true }).innerText()).toBe('外部链接');
    await screenshot(admin, 'admin-menu-dragged');
    // A link holds no menus: the server refuses and the entry stays where it was.
    await row(second!).dragTo(row('国家能源局'), { targetPosition: { x: 40, y: 12 } });
    await admin.getByText('链接和按钮下不能再放菜单，请选择目录或页面').first().waitFor();
    await row(second!).dragTo(row(first!), { targetPosition: { x: 40, y: 21 } });
    await expect.poll(async () => (await childNames('车辆船舶')).slice(0, 2)).toEqual([first, second]);
  });

  it('shows the administration screens in English', async () => {
    await admin.getByRole('button', { name: /简体中文/ }).click();
    await admin.getByText('English', { exact: true }).click();
    // The menu keeps the sign-in's language: the screens open by their paths.
    for (const [path, title, name] of [['user', 'Users', 'admin-users-en'], ['role', 'Roles', 'admin-roles-en'], ['menu', 'Menus', 'admin-menus-en'], ['dept', 'Organisations', 'admin-org-en']] as const) {
      await admin.goto(`${baseUrl()}/setting/${path}`);
      await admin.getByRole('heading', { name: title }).waitFor();
      await admin.locator('aside li, tbody tr').first().waitFor();
      await screenshot(admin, name);
    }
    await admin.getByRole('button', { name: /English/ }).click();
    await admin.getByText('简体中文', { exact: true }).click();
  });
});
