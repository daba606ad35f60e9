import { describe, expect, it } from 'vitest';
import { clusterAvailable, twoServers } from './cluster-servers.ts';
import { screenshot } from './browser.ts';
import { signIn, unreadBadge } from './session.ts';
import { api, apiToken, freshGeneralDefect, startReview } from './workflow-steps.ts';

const reachable = await clusterAvailable('cross-server');

/** Issue 16: messages reach open browsers across servers through PostgreSQL LISTEN/NOTIFY. */
describe.skipIf(!reachable)('messages across servers in the browser', () => {
  const cluster = twoServers('e2e_cross');

  it('updates the bell of a browser on server 2 without a reload when a task is sent and messages are read through server 1', async () => {
    const { browser, first, second } = cluster;
    const page = await signIn(browser, 'zhangsan', 'Demo@2024', second.base);
    await page.goto(`${second.base}/index`);
    await expect.poll(() => unreadBadge(page), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));

    // Read through server 1: the badge on server 2 goes out.
    const zhangsan = await apiToken('zhangsan', 'Demo@2024', first.base);
    const unreadPage = async () => (await api('msg/sysMessage/loadMessage.ajax', { readState: '0', pageSize: '50' }, zhangsan, first.base)).value as { msgRecNo: string }[];
    for (let unread = await unreadPage(); unread.length > 0; unread = await unreadPage()) {
      expect((await api('msg/sysMsgReceiver/resetMessageState.ajax', { ids: unread.map((row) => row.msgRecNo).join(','), state: '1' }, zhangsan, first.base)).state).toBe(0);
    }
    await expect.poll(() => unreadBadge(page), { timeout: 10_000, interval: 100 }).toBe(0);

    // A review task sent through server 1 to 张三: its message reaches the bell on server 2.
    const defect = await freshGeneralDefect('manager', 'Manager@2024', first.base);
    await startReview('manager', 'Manager@2024', defect.key, first.base);
    await expect.poll(() => unreadBadge(page), { timeout: 10_000, interval: 100 }).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await screenshot(page, 'cross-server-bell-zh');
  });
});
