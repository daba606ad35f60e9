import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { chooseValue } from './record-form-steps.ts';
import { baseUrl, editRow, signIn } from './session.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Sets one override cell of the open designer's organisation panel ('' : back to the module's). */
async function setOverride(page: Page, role: string, field: string, access: string): Promise<void> {
  await chooseValue(page, page.getByRole('table', { name: /本组织的字段权限/ }).getByLabel(new RegExp(`^${escapeRegExp(`${role} ${field}`)}( |$)`)), access);
}

/**
 * Field policy end to end: an administrator overrides the vehicle module's field permissions for
 * the wind farm in the designer; a staff user (role 普通用户) then sees purchase price nowhere and
 * mileage read-only in the generated form.
 */
describe('field policy in the generated form', () => {
  let browser: Browser;
  let admin: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await signIn(browser, 'manager', 'Manager@2024');
  });
  afterAll(() => browser.close());

  const saveOverrides = async () => {
    const saved = admin.waitForResponse((response) => response.url().includes('meta/setFieldPermissions.ajax'));
    await admin.getByRole('button', { name: '保存覆盖' }).click();
    expect(await (await saved).json()).toMatchObject({ state: 0 });
    await admin.getByText('字段权限已保存').waitFor();
  };

  it('lets an administrator override field permissions of the organisation in the designer', async () => {
    await admin.goto(`${baseUrl()}/setting/moduleDesigner?moduleId=vmVehicle`);
    await admin.getByRole('navigation', { name: '设计项' }).getByRole('button', { name: '字段权限' }).click();
    await admin.getByRole('table', { name: /本组织的字段权限/ }).waitFor();
    await setOverride(admin, '普通用户', '购置价格(元)', 'hidden');
    await setOverride(admin, '普通用户', '行驶里程(km)', 'readOnly');
    await saveOverrides();
    await screenshot(admin, 'field-policy-designer-overrides');
  });

  it('shows a staff user the read-only field disabled and the hidden one nowhere', async () => {
    const staff = await signIn(browser, 'zhangsan', 'Demo@2024');
    await staff.goto(`${baseUrl()}/vm/vehicle`);
    await staff.locator('tbody tr').first().waitFor();
    const headers = (await staff.locator('thead th').allInnerTexts()).map((text) => text.replace(/[\s▲▼]+/g, ''));
    expect(headers).toContain('行驶里程(km)');
    expect(headers).not.toContain('购置价格(元)');
    await editRow(staff.locator('tbody tr').first());
    await staff.getByText('车辆台账-编辑').first().waitFor();
    const mileage = staff.locator('#root_mileageKm');
    await mileage.waitFor();
    expect(await mileage.isEditable()).toBe(false);
    expect(await staff.locator('#root_purchasePrice').count()).toBe(0);
    expect(await staff.getByText('购置价格(元)').count()).toBe(0);
    // The rest of the form still saves: the server accepts the unchanged read-only value.
    await staff.locator('#root_remark').fill('字段权限端到端');
    const saved = staff.waitForResponse((response) => response.url().includes('vm/vehicle/save.ajax'));
    await screenshot(staff, 'field-policy-staff-form');
    await staff.getByRole('button', { name: '保存', exact: true }).click();
    expect(await (await saved).json()).toMatchObject({ state: 0 });
    await staff.context().close();
  });

  it('returns to the module’s permissions once the overrides are cleared', async () => {
    await setOverride(admin, '普通用户', '购置价格(元)', '');
    await setOverride(admin, '普通用户', '行驶里程(km)', '');
    await saveOverrides();
    const staff = await signIn(browser, 'zhangsan', 'Demo@2024');
    await staff.goto(`${baseUrl()}/vm/vehicle`);
    await staff.locator('tbody tr').first().waitFor();
    const headers = (await staff.locator('thead th').allInnerTexts()).map((text) => text.replace(/[\s▲▼]+/g, ''));
    expect(headers).toContain('购置价格(元)');
    await staff.context().close();
  });
});
