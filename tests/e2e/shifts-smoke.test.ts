import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './browser.ts';
import { field, openFromList, openNew, pickRow, printRecord, runTag, saveForm, saveRefused, staffSession, takeTransition } from './module-smoke.ts';
import { selectDictionary } from './vehicles.ts';
import { api, apiToken } from './workflow-steps.ts';

/** A wind-farm shift leader hands over a shift and meets the default group's lock (device events: iot-alarms.test.ts). */
describe('shifts smoke', () => {
  let browser: Browser;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    ({ browser, page } = await staffSession('zhangsan', 'Demo@2024'));
    token = await apiToken('zhangsan', 'Demo@2024');
  });
  afterAll(() => browser.close());

  it('writes a handover after a same-leader error, hands it over once signed and prints it', async () => {
    const status = `全场 40 台风机运行正常，220kV 升压站正常运行方式 ${runTag()}`;
    await openNew(page, 'sh/handover', 'equipmentStatus');
    await pickRow(page, 'czxxNo');
    await selectDictionary(page, 'shift', '白班');
    await pickRow(page, 'handGroup', 0);
    await pickRow(page, 'receiveGroup', 1);
    await field(page, 'handLeader').fill('张三');
    await field(page, 'receiveLeader').fill('张三');
    await selectDictionary(page, 'operatingMode', '正常运行方式');
    await field(page, 'equipmentStatus').fill(status);
    await field(page, 'outstandingDefects').fill('7号风机偏航异响缺陷未消除。');
    await saveRefused(page, 'sh/handover', '接班值长不能与交班值长相同');
    await screenshot(page, 'shift-handover-same-leader');

    await field(page, 'receiveLeader').fill('高峰');
    await field(page, 'handSigned').click();
    const saved = await saveForm(page, 'sh/handover');
    expect(saved).toMatchObject({ state: 0 });
    const code = (await api('sh/handover/find.ajax', { pkValue: String(saved.value) }, token)).recorder.handoverCode as string;
    await openFromList(page, 'sh/handover', code, code);
    await takeTransition(page, '交班', '已交班');
    const sheet = await printRecord(page, '交接班记录');
    expect(await sheet.locator('[data-print-field="equipmentStatus"] > :last-child').innerText()).toBe(status);
    expect(await sheet.locator('[data-print-signature]').count()).toBe(2);
    await screenshot(page, 'shift-handover-print');
  });

  it('refuses a change of the default shift group with its message', async () => {
    await openFromList(page, 'sh/group', '运行一值', '运行一值');
    await field(page, 'remark').fill('试图修改默认值别');
    const saved = await saveForm(page, 'sh/group');
    expect(saved).toMatchObject({ state: -1, code: 'E_FORBIDDEN' });
    await page.getByText('默认分组不能修改或删除').first().waitFor();
    await screenshot(page, 'shift-default-group-refused');
  });
});
