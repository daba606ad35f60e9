import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { baseUrl, signIn } from './session.ts';

/** The calls of the home page's widgets: tasks (counts and first page), alarms, last menus, messages, quick entries, schedule (days and list), carousel. */
const WIDGET_CALLS = [
  'system/workflow/findUserTaskNums.ajax',
  'system/workflow/findUserTasks.ajax',
  'system/pub/findAlarmToDoList.ajax',
  'system/userLastMenu/load.ajax',
  'msg/sysMessage/loadMessage.ajax',
  'system/userMenu/load.ajax',
  'system/userEvent/loadEventBetweenDate.ajax',
  'system/userEvent/loadDayEvent.ajax',
  'system/homeSlide/list.ajax',
];

const widgetCall = (url: URL) => WIDGET_CALLS.find((call) => url.pathname.endsWith(`/${call}`));
const isWidgetCall = (url: URL) => widgetCall(url) !== undefined;

/** When each widget call started and ended in the page (Resource Timing, ms since the page's start). */
function widgetTimings(page: Page): Promise<{ name: string; start: number; end: number }[]> {
  return page.evaluate((calls) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return entries
      .map((entry) => ({ name: calls.find((call) => new URL(entry.name).pathname.endsWith(`/${call}`)) ?? '', start: entry.startTime, end: entry.responseEnd }))
      .filter((entry) => entry.name !== '');
  }, WIDGET_CALLS);
}

describe('home page start-up', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser);
  });
  afterAll(() => browser.close());

  it('asks every widget’s call before any of them has answered', async () => {
    // Each widget call is held at the network until all of them have been asked: were one widget
    // to wait for another's answer, the last call would never come and the poll below fails.
    const held = new Set<string>();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // A predicate, not a glob: the GET calls carry a query string after '.ajax'.
    await page.route(isWidgetCall, async (route) => {
      const call = widgetCall(new URL(route.request().url()));
      if (!call || held.has(call)) return route.continue();
      held.add(call);
      await released;
      return route.continue();
    });
    await page.goto(`${baseUrl()}/index`);
    await expect.poll(() => [...held].sort(), { timeout: 30_000 }).toEqual([...WIDGET_CALLS].sort());
    release();

    await page.getByRole('tab', { name: /我的待办/ }).waitFor();
    await page.getByRole('heading', { name: '最近访问' }).waitFor();
    await expect.poll(async () => (await widgetTimings(page)).length).toBe(WIDGET_CALLS.length);
    const timings = await widgetTimings(page);
    const firstEnd = Math.min(...timings.map((timing) => timing.end));
    for (const timing of timings) expect(timing.start, timing.name).toBeLessThan(firstEnd);
    await page.unroute(isWidgetCall);
    await screenshot(page, 'home-widgets-loaded');
  });
});
