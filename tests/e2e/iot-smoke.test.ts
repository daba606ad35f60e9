import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { clickSave, field, findRow, openNew, pickReference, rowTransition } from './family-smoke.ts';
import { addGridRow } from './record-form-steps.ts';
import { baseUrl, signIn } from './session.ts';
import { downloadBy, readWorkbook } from './workbook-helpers.ts';

/**
 * The IoT family (modules/iot*.json) as the wind farm's operations manager uses it: a new inverter
 * monitor registered with its points after the limits rule, its first excursion over MQTT
 * arriving as an open event, acknowledged from the event list's row actions and exported.
 */
describe('IoT smoke', () => {
  let browser: Browser;
  let page: Page;
  let device: MqttClient;
  const stamp = Date.now() % 100_000;
  const code = `E2E-PCS-${stamp}`;
  const name = `3号储能变流器监测 ${stamp}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iot-e2e-'));

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser, 'manager', 'Manager@2024');
    device = await mqtt.connectAsync(inject('mqttUrl'), { clientId: `e2e-${code}` });
  });
  afterAll(async () => {
    await device?.endAsync();
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('registers a device with its points after the limits rule', async () => {
    await openNew(page, 'iot/device', 'deviceCode');
    await field(page, 'deviceCode').fill(code);
    await field(page, 'deviceName').fill(name);
    await pickReference(page, 'czxxNo', '张北风电场');
    await addGridRow(page, 'iotDevicePoint', { pointCode: 'igbt_temp', pointName: 'IGBT温度', unit: '℃', lowerLimit: '90', upperLimit: '80' });
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.locator('[data-grid="iotDevicePoint"]').getByText('下限必须小于上限').first().waitFor();
    await screenshot(page, 'iot-device-limits-rule');
    await page.locator('[data-grid="iotDevicePoint"] tbody tr[data-row]').first().locator('[id$="-lowerLimit"]').fill('-20');
    expect(await clickSave(page, 'iot/device')).toMatchObject({ state: 0 });
    const row = await findRow(page, 'iot/device', code, code);
    expect(await row.innerText()).toContain(name);
  });

  it('turns the first excursion into an open event, acknowledged from the list and exported', async () => {
    await device.publishAsync(`eops/ORG0101/${code}/telemetry`, JSON.stringify({ ts: Date.now(), points: { igbt_temp: 96.4 } }), { qos: 1 });
    await page.goto(`${baseUrl()}/iot/deviceEventRecord`);
    await page.getByPlaceholder('请输入关键字').first().fill('IGBT温度');
    const row = page.locator('tbody tr', { hasText: name }).first();
    // The intake writes the event within moments of the message; the list shows it on the next query.
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: '查询' }).click();
        return row.count();
      }, { timeout: 20_000, interval: 1000 })
      .toBe(1);
    expect(await row.innerText()).toMatch(/IGBT温度 96\.4℃[\s\S]*未处理/);
    await rowTransition(page, row, '确认', '已确认');
    await screenshot(page, 'iot-event-acknowledged');

    const exported = await downloadBy(page, () => page.getByRole('button', { name: '导出', exact: true }).click(), dir);
    const texts: string[] = [];
    (await readWorkbook(exported)).worksheets[0]?.eachRow((sheetRow) => texts.push(sheetRow.values?.toString() ?? ''));
    expect(texts.find((line) => line.includes(name))).toMatch(/IGBT温度 96\.4℃.*已确认/);
  });
});
