import { describe, it } from 'vitest';
import { screenshot } from './browser.ts';
import { clusterAvailable, twoServers } from './cluster-servers.ts';
import { acceptConfirm, signIn } from './session.ts';

const reachable = await clusterAvailable('cluster-logout');

/** Issue 15: an administrator's force logout on one server ends the user's session on another. */
describe.skipIf(!reachable)('force logout across servers', () => {
  const cluster = twoServers('e2e_logout');

  it('sends a user working on server 2 to the sign-in page once the administrator on server 1 forces them out', async () => {
    const { browser, first, second } = cluster;
    const user = await signIn(browser, 'zhangsan', 'Demo@2024', second.base);
    await user.goto(`${second.base}/vm/vehicle`);
    await user.getByText(/共 \d+ 条/).first().waitFor();

    const admin = await signIn(browser, 'admin', 'Admin@2024', first.base);
    await admin.goto(`${first.base}/setting/online`);
    const row = admin.getByRole('row').filter({ hasText: 'zhangsan' });
    await row.getByRole('button', { name: '强制下线' }).click();
    await acceptConfirm(admin, /确定强制 .+ 下线吗/);
    await admin.getByText(/已强制下线/).first().waitFor();

    // The user's next navigation on server 2 finds the session ended: the re-login prompt, then the sign-in page.
    await user.getByRole('navigation', { name: 'menu' }).getByRole('link').first().click();
    const prompt = user.getByRole('dialog').filter({ hasText: '当前用户已退出或无权限，请重新登录' });
    await prompt.waitFor();
    await screenshot(user, 'admin-force-logout-other-server');
    await prompt.getByRole('button', { name: '重新登录' }).click();
    await user.waitForURL(/\/login/);
  }, 300_000);
});
