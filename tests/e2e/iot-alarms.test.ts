import mqtt, { type MqttClient } from 'mqtt';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { baseUrl, signIn } from './session.ts';

/**
 * A reading above its limit, published by a device to the server's embedded broker, shows in the
 * home page's alarm pending list of the station's staff, urgent, opens in the device event module
 * and leaves the list once the reading is back.
 */
describe('device alarms on the home page', () => {
  let browser: Browser;
  let page: Page;
  let device: MqttClient;
  const topic = 'eops/ORG0101/WT03-SCADA/telemetry';
  const publish = (value: number) => device.publishAsync(topic, JSON.stringify({ ts: Date.now(), points: { gen_bearing_temp: value } }), { qos: 1 });

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser, 'zhangsan', 'Demo@2024');
    device = await mqtt.connectAsync(inject('mqttUrl'), { clientId: `e2e-device-${process.pid}` });
  });
  afterAll(async () => {
    await device?.endAsync();
    await browser.close();
  });

  const widget = () => page.getByTestId('alarm-pending');
  const liveRow = () => widget().locator('tbody tr', { hasText: '发电机轴承温度 99.1℃' });

  it('shows a live excursion as an urgent pending alarm, opens the event list, and drops it when the reading recovers', async () => {
    await page.goto(`${baseUrl()}/index`);
    await widget().getByRole('heading', { name: /^告警待办（\d+）$/ }).waitFor();
    await publish(99.1);
    await expect
      .poll(async () => {
        await page.reload();
        await widget().getByRole('heading', { name: /^告警待办/ }).waitFor();
        await widget().locator('tbody tr, :text("暂无数据")').first().waitFor();
        return liveRow().count();
      }, { timeout: 15_000 })
      .toBe(1);
    expect(await liveRow().getAttribute('data-urgent')).toBe('true');
    await expect.poll(() => liveRow().innerText()).toMatch(/紧急\s+张北风电场 3号风机在线监测\s+发电机轴承温度 99\.1℃ 高于上限 85℃/);
    await screenshot(page, 'iot-alarm-pending');

    await widget().getByRole('button', { name: '查看全部' }).click();
    await page.waitForURL(/\/iot\/deviceEventRecord/);
    await page.locator('tbody tr', { hasText: '发电机轴承温度 99.1℃' }).first().waitFor();
    await screenshot(page, 'iot-event-list');

    await publish(55);
    await expect
      .poll(async () => {
        await page.goto(`${baseUrl()}/index`);
        await widget().locator('tbody tr, :text("暂无数据")').first().waitFor();
        return liveRow().count();
      }, { timeout: 15_000 })
      .toBe(0);
  });
});
