/**
 * Vehicles of a scenario's own, made through the real form: e2e scenarios create the records
 * they change instead of relying on seeded ones or on a scenario before them.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { chooseOption } from './record-form-steps.ts';
import { baseUrl } from './session.ts';

/** Opens the vehicle list and its empty add form. */
export async function openNewVehicle(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/vm/vehicle`);
  await page.locator('tbody tr').first().waitFor();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  await page.locator('#root_plateNo').waitFor();
  await page.getByText('车辆台账-新增').first().waitFor();
}

/** Fills the open add form with right values and saves it: back on the list. */
export async function saveNewVehicle(page: Page, plate: string, brandModel: string): Promise<void> {
  await page.locator('#root_plateNo').fill(plate);
  await page.locator('#root_frameNo').fill('LSVAB2E3F4G5H6J78');
  await selectDictionary(page, 'vehicleType', '越野车');
  await page.locator('#root_brandModel').fill(brandModel);
  await page.locator('#root_purchaseDate').fill('2025-03-18');
  const saved = page.waitForResponse((response) => response.url().includes('vm/vehicle/save.ajax'));
  await page.getByRole('button', { name: '保存', exact: true }).click();
  expect(await (await saved).json()).toMatchObject({ state: 0 });
  await page.waitForURL(/\/vm\/vehicle(\?|$)/);
}

/** Searches the vehicle list for a plate and waits for its row. */
export async function searchPlate(page: Page, plate: string): Promise<void> {
  await page.getByPlaceholder('请输入关键字').first().fill(plate);
  await page.getByRole('button', { name: '查询' }).click();
  await page.locator('tbody tr', { hasText: plate }).first().waitFor();
}

/** Picks a dictionary option in the field's select. */
export async function selectDictionary(page: Page, name: string, label: string): Promise<void> {
  await chooseOption(page, page.locator(`#root_${name}`), label);
}
