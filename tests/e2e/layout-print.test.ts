import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { baseUrl, signIn } from './session.ts';
import { api, apiToken, openDefect } from './workflow-steps.ts';

const text = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
const textField = (name: string, zh: string) => ({ name, type: 'text', maxLength: 40, label: text(zh, name) });

/** A module laid out with a four-column header section, two tabs, spans and help texts. */
const LAYOUT_BUNDLE = {
  moduleId: 'ltLayoutDemo',
  title: text('布局示例', 'Layout demo'),
  apiPath: 'lt/layoutDemo',
  entity: {
    name: 'LtLayoutDemo',
    table: 'lt_layout_demo',
    primaryKey: 'demoNo',
    orgScoped: true,
    fields: [
      { ...textField('demoNo', '编号'), hidden: true },
      { ...textField('code', '代码'), required: true, placeholder: text('如 GZP-01', 'e.g. GZP-01') },
      textField('name', '名称'),
      textField('kind', '类别'),
      textField('level', '等级'),
      { ...textField('summary', '摘要'), span: 4, help: text('一句话说明', 'One sentence') },
      { ...textField('owner', '负责人'), span: 2 },
      textField('phone', '电话'),
      textField('mail', '邮箱'),
      { name: 'remark', type: 'textarea', maxLength: 200, label: text('备注', 'Remark') },
    ],
  },
  list: { columns: [{ field: 'code' }, { field: 'name' }] },
  form: {
    groups: [
      { title: text('概况', 'Overview'), columns: 4, fields: ['code', 'name', 'kind', 'level', 'summary'], help: text('先填概况', 'Start here') },
      { title: text('联系人', 'Contact'), columns: 2, tab: text('基本', 'Basic'), fields: ['owner', 'phone', 'mail'] },
      { columns: 1, tab: text('附加', 'Extra'), fields: ['remark'] },
    ],
  },
  operations: ['add', 'edit'],
  menu: { parentId: 'm_vehicle', routerPath: 'lt/layoutDemo', seq: 99 },
};

/** Saves the bundle as a new module's draft and publishes it, as an administrator over the API. */
async function publishLayoutModule(token: string): Promise<void> {
  const saved = await api('system/moduleDesign/saveDraft.ajax', { moduleId: LAYOUT_BUNDLE.moduleId, bundle: JSON.stringify(LAYOUT_BUNDLE), revision: '-1', create: '1' }, token);
  if (saved.state !== 0) throw new Error(`saveDraft: ${saved.msgInfo}`);
  const published = await api('system/moduleDesign/publish.ajax', { moduleId: LAYOUT_BUNDLE.moduleId, revision: String(saved.value.revision), publishedVersion: '0', note: 'layout e2e' }, token);
  if (published.state !== 0) throw new Error(`publish: ${published.msgInfo}`);
}

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not visible');
  return found;
}

/** The grid cell a field's control sits in. */
const cell = (page: Page, name: string) => page.locator(`[data-field="${name}"]`);

describe('layout and print', () => {
  let browser: Browser;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await apiToken('admin', 'Admin@2024');
    await publishLayoutModule(token);
    page = await signIn(browser);
    // Headless Chromium has no print dialog: count the calls instead.
    await page.addInitScript(() => {
      window.print = () => {
        const counted = window as unknown as { __prints?: number };
        counted.__prints = (counted.__prints ?? 0) + 1;
      };
    });
  });
  afterAll(() => browser.close());

  it('renders sections, columns, spans, tabs and help texts as the bundle declares', async () => {
    await page.goto(`${baseUrl()}/lt/layoutDemo`);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await cell(page, 'code').waitFor();
    const [code, name, kind, level, summary] = await Promise.all(['code', 'name', 'kind', 'level', 'summary'].map((field) => box(cell(page, field))));
    // Four columns side by side on a wide screen, the spanned field across all four.
    expect([name, kind, level].every((other) => Math.abs(other!.y - code!.y) < 2)).toBe(true);
    expect(code!.x < name!.x && name!.x < kind!.x && kind!.x < level!.x).toBe(true);
    expect(summary!.y).toBeGreaterThan(code!.y);
    expect(summary!.width).toBeGreaterThan(level!.x + level!.width - code!.x - 4);
    await page.getByText('先填概况').waitFor();
    await page.getByText('一句话说明').waitFor();
    expect(await page.locator('#root_code').getAttribute('placeholder')).toBe('如 GZP-01');
    // The tabs: 基本 shown, 附加's field mounted but hidden until chosen by keyboard.
    const tabs = page.getByRole('tablist').getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(['基本', '附加']);
    const [owner, phone, mail] = await Promise.all(['owner', 'phone', 'mail'].map((field) => box(cell(page, field))));
    expect(owner!.width).toBeGreaterThan(phone!.width * 1.8);
    expect(Math.abs(phone!.y - mail!.y)).toBeLessThan(2);
    expect(phone!.y).toBeGreaterThan(owner!.y);
    expect(await page.locator('#root_remark').isVisible()).toBe(false);
    await screenshot(page, 'layout-tabs-wide');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await page.locator('#root_remark').waitFor({ state: 'visible' });
    expect(await page.locator('#root_owner').isVisible()).toBe(false);
    // A narrow screen stacks the columns.
    await page.setViewportSize({ width: 700, height: 900 });
    const [narrowCode, narrowName] = await Promise.all(['code', 'name'].map((field) => box(cell(page, field))));
    expect(narrowName!.y).toBeGreaterThan(narrowCode!.y + narrowCode!.height - 2);
    expect(Math.abs(narrowName!.width - narrowCode!.width)).toBeLessThan(2);
    await screenshot(page, 'layout-narrow');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('prints a defect with its values, labels and handling records on one A4 page', async () => {
    const list = await api('df/defect/tableList.ajax', { pageSize: '30' }, token);
    let chosen: { key: string; code: string; title: string; station: string; handlers: string[] } | null = null;
    for (const row of list.rows as { pkValue: string; rowDatas: Record<string, any> }[]) {
      const tracks = await api('df/defectTrack/tableList.ajax', { parentId: row.pkValue, parentField: 'parentId', pageSize: '50' }, token);
      if (tracks.totalRows >= 2 && tracks.totalRows <= 4 && String(row.rowDatas.description ?? '').length < 200) {
        const handlers = (tracks.rows as { rowDatas: Record<string, string> }[]).map((track) => track.rowDatas.handler ?? '');
        chosen = { key: row.pkValue, code: row.rowDatas.defectCode, title: row.rowDatas.title, station: row.rowDatas._labels.czxxNo, handlers };
        break;
      }
    }
    if (!chosen) throw new Error('no seeded defect with two to four handling records');
    await openDefect(page, chosen);
    await page.getByRole('button', { name: '打印', exact: true }).click();
    const sheet = page.locator('[data-print-sheet]');
    await sheet.waitFor();
    expect(await sheet.locator('h1').innerText()).toBe('缺陷记录单');
    expect(await sheet.locator('[data-print-field="defectCode"] > :last-child').innerText()).toBe(chosen.code);
    expect(await sheet.locator('[data-print-field="czxxNo"] > :last-child').innerText()).toBe(chosen.station);
    const printedHandlers = await sheet.locator('[data-print-child="dfDefectTrack"] tbody tr td:nth-child(2)').allInnerTexts();
    expect([...printedHandlers].sort()).toEqual([...chosen.handlers].sort());
    expect(await sheet.locator('[data-print-signature]').count()).toBe(3);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __prints?: number }).__prints)).toBe(1);
    await screenshot(page, 'print-view-screen');

    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('#root').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: '关闭', exact: true }).last().isVisible()).toBe(false);
    await screenshot(page, 'print-view-print-media');
    const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
    const pages = pdf.match(/\/Type\s*\/Page(?!s)/g) ?? [];
    expect(pages).toHaveLength(1);
    const mediaBox = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf);
    // A4 is 595.28 × 841.89 points.
    expect(Math.round(Number(mediaBox?.[1]))).toBe(595);
    expect(Math.round(Number(mediaBox?.[2]))).toBe(842);
    await page.emulateMedia({ media: 'screen' });
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
  });
});
