import mqtt, { type MqttClient } from 'mqtt';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { openFromList } from './module-smoke.ts';
import { baseUrl, signIn } from './session.ts';

/**
 * Readings a device publishes to the server's embedded broker: the device's point list shows
 * each point's latest value and when it was read, and the server monitor shows the intake that
 * took them (broker, connection, messages) on the server that answers.
 */
describe('live device values', () => {
  let browser: Browser;
  let page: Page;
  let device: MqttClient;
  const mqttUrl = inject('mqttUrl');
  const publish = (points: Record<string, number>) =>
    device.publishAsync('eops/ORG0101/WT02-SCADA/telemetry', JSON.stringify({ ts: Date.now(), points }), { qos: 1 });

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser);
    device = await mqtt.connectAsync(mqttUrl, { clientId: `e2e-live-values-${process.pid}` });
  });
  afterAll(async () => {
    await device?.endAsync();
    await browser.close();
  });

  /** The points grid of the open device as text, one record per row keyed by its header: an input shows its value. */
  const pointRows = () =>
    page.getByRole('table', { name: '测点与限值' }).evaluate((grid) => {
      const text = (cell: Element) => ((cell.querySelector('input, select, textarea') as HTMLInputElement | null)?.value ?? cell.textContent ?? '').trim();
      // A required field's header starts with its '*' mark.
      const headers = [...grid.querySelectorAll('thead th')].map((cell) => text(cell).replace(/^\*/, ''));
      return [...grid.querySelectorAll('tbody tr')].map((row) => Object.fromEntries([...row.querySelectorAll('td')].map((cell, index) => [headers[index] ?? String(index), text(cell)])));
    });
  const windSpeed = async () => (await pointRows()).find((row) => row['测点编码'] === 'wind_speed');

  /** The grid is not live: the page is read again until the latest wind speed shows. */
  const expectWindSpeedShown = (value: string) =>
    expect
      .poll(async () => {
        await page.reload();
        await page.getByRole('table', { name: '测点与限值' }).locator('tbody tr').first().waitFor();
        return (await windSpeed())?.['最新读数'];
      }, { timeout: 15_000 })
      .toBe(value);

  it("shows each point's latest reading in the device's point list, and the next one after it arrives", async () => {
    await publish({ wind_speed: 12.3, active_power: 3012.5 });
    await openFromList(page, 'iot/device', 'WT02-SCADA', 'WT02-SCADA');
    await expectWindSpeedShown('12.3');
    expect((await windSpeed())?.['读数时间']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/);
    expect((await pointRows()).find((row) => row['测点编码'] === 'active_power')?.['最新读数']).toBe('3012.5');
    await screenshot(page, 'iot-device-latest-values');

    await publish({ wind_speed: 13.7 });
    await expectWindSpeedShown('13.7');
  });

  it('shows the intake in the server monitor: the embedded broker, connected, the messages taken and the server answering', async () => {
    await page.goto(`${baseUrl()}/setting/monitor`);
    const intake = page.getByTestId('intake-state').first();
    await intake.waitFor();
    expect(await intake.getAttribute('data-state')).toBe('connected');
    const text = await intake.innerText();
    expect(text).toContain(`内置代理 ${mqttUrl}`);
    expect(text).toMatch(/已连接 · 自 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    // The two readings above at least: received / accepted / refused / queued.
    const [received = 0, accepted = 0] = (/(\d+) \/ (\d+) \/ (\d+) \/ (\d+)/.exec(text) ?? []).slice(1).map(Number);
    expect(received).toBeGreaterThanOrEqual(2);
    expect(accepted).toBeGreaterThanOrEqual(2);
    await page.getByText('本次应答').first().waitFor();
    await screenshot(page, 'system-monitor-intake');
  });
});
