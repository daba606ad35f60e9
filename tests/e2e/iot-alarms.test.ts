import mqtt, { type MqttClient } from 'mqtt';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { takeTransition } from './record-form-steps.ts';
import { baseUrl, signIn } from './session.ts';

/**
 * A reading above its limit, published by a device to the server's embedded broker, shows in the
 * home page's alarm pending list of the station's staff, urgent, opens in the device event module,
 * and leaves the list once someone acknowledges it there or the reading is back — the open home
 * page following each change through the live push, never reloaded.
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
  const rowOf = (value: number) => widget().locator('tbody tr', { hasText: `发电机轴承温度 ${value}℃` });

  it('shows a live excursion as an urgent pending alarm, opens the event list, and drops it when a colleague acknowledges it, all without a reload', async () => {
    await page.goto(`${baseUrl()}/index`);
    await widget().getByRole('heading', { name: /^告警待办（\d+）$/ }).waitFor();
    await publish(99.1);
    // The intake's write reaches the open page through the live push: no reload.
    await expect.poll(() => rowOf(99.1).count(), { timeout: 15_000 }).toBe(1);
    expect(await rowOf(99.1).getAttribute('data-urgent')).toBe('true');
    await expect.poll(() => rowOf(99.1).innerText()).toMatch(/紧急\s+张北风电场 3号风机在线监测\s+发电机轴承温度 99\.1℃ 高于上限 85℃/);
    await screenshot(page, 'iot-alarm-pending');

    // A colleague at the same station acknowledges it through the event module's life cycle.
    const events = await signIn(browser, 'wangwu', 'Demo@2024');
    await events.goto(`${baseUrl()}/index`);
    const theirs = events.getByTestId('alarm-pending');
    await theirs.locator('tbody tr', { hasText: '发电机轴承温度 99.1℃' }).waitFor();
    await theirs.getByRole('button', { name: '查看全部' }).click();
    await events.waitForURL(/\/iot\/deviceEventRecord/);
    const eventRow = events.locator('tbody tr', { hasText: '发电机轴承温度 99.1℃' }).first();
    await eventRow.waitFor();
    await screenshot(events, 'iot-event-list');
    await eventRow.dblclick();
    await takeTransition(events, '确认', '已确认');
    await events.context().close();
    await expect.poll(() => rowOf(99.1).count(), { timeout: 15_000 }).toBe(0);
  });

  it('drops an alarm from the open page when its reading comes back by itself', async () => {
    // The acknowledged event keeps its state; back inside the limits, the next excursion is a new event.
    await publish(55);
    await publish(99.3);
    await expect.poll(() => rowOf(99.3).count(), { timeout: 15_000 }).toBe(1);
    await publish(55);
    await expect.poll(() => rowOf(99.3).count(), { timeout: 15_000 }).toBe(0);
  });
});
