import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { chooseValue } from './record-form-steps.ts';
import { baseUrl, editRow, signIn } from './session.ts';
import { publishFixture } from './publish-fixture.ts';
import { saveOpenDraft } from './designer-steps.ts';

const MODULE_ID = 'omSparePart';
const PART_NAME = '风机主轴承 E2E';

interface NewField {
  name: string;
  type: string;
  zh: string;
  en: string;
  /** Further settings in the field editor once the type is set. */
  settle?: (editor: Locator) => Promise<unknown>;
}

/** With the two fields a new module starts with (key and name), ten in all. */
const FIELDS: NewField[] = [
  { name: 'partNo', type: 'text', zh: '备件编码', en: 'Part no.', settle: (editor) => editor.getByText('必填', { exact: true }).click() },
  { name: 'category', type: 'select', zh: '备件类别', en: 'Category', settle: (editor) => chooseValue(editor.page(), editor.getByLabel(/^数据字典( |$)/), 'equipmentType') },
  { name: 'quantity', type: 'int', zh: '库存数量', en: 'Quantity', settle: (editor) => editor.getByLabel('最小值').fill('0') },
  {
    name: 'unitPrice',
    type: 'decimal',
    zh: '单价(元)',
    en: 'Unit price',
    settle: async (editor) => {
      await editor.getByLabel('总位数').fill('12');
      await editor.getByLabel('小数位数').fill('2');
    },
  },
  { name: 'purchaseDate', type: 'date', zh: '采购日期', en: 'Purchased on' },
  { name: 'expiryDate', type: 'date', zh: '质保到期', en: 'Warranty ends' },
  { name: 'inStock', type: 'boolean', zh: '是否在库', en: 'In stock' },
  { name: 'remark', type: 'textarea', zh: '备注', en: 'Remarks' },
];

function preview(page: Page): Locator {
  return page.getByRole('region', { name: '预览' });
}

async function openSection(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: '设计项' }).getByRole('button', { name, exact: true }).click();
}

async function addField(page: Page, field: NewField): Promise<void> {
  await page.getByRole('button', { name: '添加字段' }).click();
  const editor = page.locator('section', { hasText: '字段设置' }).last();
  const name = editor.getByLabel('字段名');
  await name.fill(field.name);
  await name.press('Enter');
  await chooseValue(page, editor.getByLabel(/^类型( |$)/), field.type);
  await editor.getByLabel('显示名称 中文').fill(field.zh);
  await editor.getByLabel('显示名称 English').fill(field.en);
  await field.settle?.(editor);
}

/** The module designer: an analyst designs and saves a module; an administrator publishes it, staff use it, and versions roll. */
describe('module designer', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    // The child list: a module no other module lists (a module is the child list of one module only).
    const admin = await signIn(browser);
    await publishFixture(admin, 'designer', 'omSparePartTrack');
    await admin.context().close();
  });
  afterAll(() => browser.close());

  describe('an analyst', () => {
    let page: Page;
    beforeAll(async () => {
      page = await signIn(browser, 'analyst', 'Demo@2024');
    });

    it('opens the designer from the menu and starts a new module', async () => {
      await page.getByText('系统设置', { exact: true }).first().click();
      await page.getByText('模块设计', { exact: true }).first().click();
      await page.waitForURL(/\/setting\/moduleDesigner/);
      await page.getByRole('button', { name: '新建模块' }).click();
      const dialog = page.getByRole('form', { name: '新建模块' });
      await dialog.getByLabel('模块标识').fill(MODULE_ID);
      await dialog.getByLabel('模块名称 中文').fill('备品备件');
      await dialog.getByLabel('模块名称 English').fill('Spare parts');
      await expect.poll(() => dialog.getByLabel('接口路径').inputValue()).toBe('om/sparePart');
      await expect.poll(() => dialog.getByLabel('数据表').inputValue()).toBe('om_spare_part');
      await screenshot(page, 'designer-new-module');
      await dialog.getByRole('button', { name: '创建' }).click();
      await page.getByRole('heading', { name: '备品备件' }).waitFor();
      await page.getByText('新模块，未保存').waitFor();
    });

    it('designs ten fields, a list, a cross-field rule, a child list and a menu place', async () => {
      await openSection(page, '字段');
      for (const field of FIELDS) await addField(page, field);
      await expect.poll(() => page.getByRole('list', { name: '字段' }).getByRole('listitem').count()).toBe(10);

      await openSection(page, '列表');
      for (let column = 0; column < 5; column++) await page.getByRole('button', { name: '添加列' }).click();

      await openSection(page, '校验规则');
      await page.getByRole('button', { name: '添加规则' }).click();
      const rule = page.getByRole('group', { name: 'rule 1' });
      await chooseValue(page, rule.getByLabel(/^字段( |$)/), 'purchaseDate');
      await chooseValue(page, rule.getByLabel(/^必须( |$)/), 'lte');
      await chooseValue(page, rule.getByLabel(/^比较字段( |$)/), 'expiryDate');
      await chooseValue(page, rule.getByLabel(/^提示信息( |$)/), 'designer.rule.notAfter');

      await openSection(page, '子表');
      await page.getByRole('button', { name: '添加子表' }).click();
      const child = page.getByRole('group', { name: 'child 1' });
      await chooseValue(page, child.getByLabel(/^子模块( |$)/), 'omSparePartTrack');
      await chooseValue(page, child.getByLabel(/^父记录主键字段( |$)/), 'parentId');

      await openSection(page, '菜单');
      // A new module is in the menu unless turned off (issue 17); grants are ticked per role.
      expect(await page.getByLabel('发布后加入菜单').isChecked()).toBe(true);
      await chooseValue(page, page.getByLabel(/^所属菜单目录( |$)/), 'm_vehicle');
      const grants = page.getByRole('table', { name: '角色操作权限' });
      for (const operation of ['查看', '新增', '编辑', '删除', '导入', '导出', '下载模板', '拖拽排序']) await grants.getByLabel(`管理员 ${operation}`, { exact: true }).check();
      for (const operation of ['查看', '新增', '编辑', '导出']) await grants.getByLabel(`普通用户 ${operation}`).check();

      await page.getByText('校验通过', { exact: true }).waitFor();
      await screenshot(page, 'designer-designed');
    });

    it('previews the list and the form, in either language', async () => {
      const pane = preview(page);
      for (const header of ['名称', '备件编码', '备件类别', '库存数量', '单价(元)']) await pane.getByRole('columnheader', { name: header }).waitFor();
      await pane.getByRole('tab', { name: '详情页' }).click();
      await pane.getByRole('heading', { name: '备品备件-新增' }).waitFor();
      for (const label of ['备件编码', '采购日期', '质保到期', '是否在库', '备注']) await pane.getByLabel(label).first().waitFor();
      await screenshot(page, 'designer-preview-detail');

      await pane.getByRole('button', { name: 'English' }).click();
      await pane.getByRole('heading', { name: 'Spare parts - Add' }).waitFor();
      await pane.getByLabel('Warranty ends', { exact: true }).waitFor();
      await pane.getByRole('tab', { name: '列表页' }).click();
      await pane.getByRole('columnheader', { name: 'Part no.' }).waitFor();
      await screenshot(page, 'designer-preview-english');
      await pane.getByRole('button', { name: '中文' }).click();
    });

    it('keeps the JSON view in step both ways and marks a problem at its place', async () => {
      await openSection(page, '模块');
      await page.getByLabel('模块名称 English').fill('Spare parts and tools');
      await page.getByRole('tab', { name: 'JSON' }).click();
      const editor = page.locator('.cm-content');
      await editor.getByText('"Spare parts and tools"').waitFor();

      await page.locator('.cm-line', { hasText: '"apiPath"' }).getByText('sparePart').dblclick();
      await page.keyboard.type('Bad Path');
      const problem = page.getByRole('alert').getByRole('button', { name: /\/apiPath/ }).first();
      await problem.waitFor();
      await page.locator('.cm-lintRange-error').first().waitFor();
      await screenshot(page, 'designer-json-problem');
      await problem.click();
      await page.keyboard.press('Control+z');
      await problem.waitFor({ state: 'detached' });

      await page.getByRole('tab', { name: '可视化设计' }).click();
      await expect.poll(() => page.getByLabel('接口路径').inputValue()).toBe('om/sparePart');
      await expect.poll(() => page.getByLabel('模块名称 English').inputValue()).toBe('Spare parts and tools');
    });

    it('saves the draft, which only an administrator can publish', async () => {
      expect(await (await saveOpenDraft(page)).json()).toMatchObject({ value: { version: 1 } });
      await page.getByText('草稿 v1').waitFor();
      await page.waitForURL(new RegExp(`moduleId=${MODULE_ID}`));
      await screenshot(page, 'designer-saved');
      // Publishing is an administrator's: the analyst's versions area offers no publish.
      await page.getByRole('tab', { name: '版本' }).click();
      const draftRow = page.locator('tr[data-version="1"]');
      await draftRow.getByRole('button', { name: '查看' }).waitFor();
      await expect.poll(() => draftRow.getByRole('button', { name: '发布' }).count()).toBe(0);
    });
  });

  describe('an administrator and staff', () => {
    let admin: Page;
    /** Signed in before anything is published and never again: what it sees comes from navigating. */
    let staff: Page;
    const SUPPLIER = '瓦房店轴承厂';

    beforeAll(async () => {
      admin = await signIn(browser, 'manager', 'Manager@2024');
      staff = await signIn(browser, 'zhangsan', 'Demo@2024');
    });
    afterAll(() => staff.context().close());

    /** Opens the release dialog of a version; answers the dialog once its diff and plan are shown. */
    async function openRelease(kind: '发布' | '回滚到此版本', version: number): Promise<Locator> {
      await admin.getByRole('tab', { name: '版本' }).click();
      await admin.locator(`tr[data-version="${version}"]`).getByRole('button', { name: kind }).click();
      const dialog = admin.getByRole('dialog');
      await dialog.getByText('迁移计划').waitFor();
      return dialog;
    }

    async function confirmRelease(dialog: Locator, kind: '发布' | '回滚到此版本', version: number, note: string): Promise<void> {
      await dialog.getByLabel('变更说明').fill(note);
      await screenshot(admin, `designer-release-v${version}-${kind === '发布' ? 'publish' : 'rollback'}`);
      const answered = admin.waitForResponse((response) => /moduleDesign\/(publish|rollback)\.ajax/.test(response.url()));
      await dialog.getByRole('button', { name: kind === '发布' ? '发布' : '回滚', exact: true }).click();
      expect(await (await answered).json()).toMatchObject({ state: 0 });
    }

    async function release(kind: '发布' | '回滚到此版本', version: number, note: string): Promise<void> {
      await confirmRelease(await openRelease(kind, version), kind, version, note);
    }

    /** Staff go to the spare parts list through the menu (no page load) and open the record. */
    async function staffOpensRecord(): Promise<void> {
      await staff.getByText('备品备件', { exact: true }).first().click();
      await staff.waitForURL(/\/om\/sparePart$/);
      const row = staff.locator('tbody tr', { hasText: PART_NAME });
      await row.waitFor();
      await editRow(row);
      await staff.locator('#root_name').waitFor();
    }

    /** The record's name and the supplier field's value (null when the form has no such field). */
    async function staffForm(): Promise<{ name: string; supplier: string | null }> {
      const name = await staff.locator('#root_name').inputValue();
      const supplier = (await staff.locator('#root_supplier').count()) > 0 ? await staff.locator('#root_supplier').inputValue() : null;
      return { name, supplier };
    }

    /**
     * Staff navigate to the record and find it as `expected`: the form of the version published
     * now (a compile cached from an earlier version may show first and must give way), with the
     * values stored.
     */
    async function staffSees(expected: { name: string; supplier: string | null }): Promise<void> {
      await staffOpensRecord();
      await expect.poll(staffForm, { timeout: 15_000 }).toEqual(expected);
      await screenshot(staff, `designer-staff-form-${expected.supplier === null ? 'without' : 'with'}-supplier`);
      await staff.getByRole('button', { name: '关闭', exact: true }).click();
      await staff.waitForURL(/\/om\/sparePart$/);
    }

    it('reviews the diff and the migration plan, and publishes', async () => {
      await admin.goto(`${baseUrl()}/setting/moduleDesigner?moduleId=${MODULE_ID}`);
      await admin.getByRole('heading', { name: '备品备件' }).waitFor();
      const dialog = await openRelease('发布', 1);
      await dialog.getByText('新建数据表 om_spare_part').waitFor();
      await admin.keyboard.press('Escape');
      await release('发布', 1, '首次发布备品备件');
    });

    it('lets staff signed in before the publish find it in the menu on their next navigation, and add a record', async () => {
      // The menu staff loaded at sign-in has no entry for it; nothing changes until they navigate.
      await staff.getByText('车辆船舶').first().click();
      await staff.getByText('车辆台账', { exact: true }).first().waitFor();
      await expect.poll(() => staff.getByText('备品备件', { exact: true }).count()).toBe(0);
      await staff.getByText('车辆台账', { exact: true }).first().click();
      await staff.waitForURL(/\/vm\/vehicle/);
      await staff.getByText('备品备件', { exact: true }).first().waitFor();
      await screenshot(staff, 'designer-staff-menu-after-publish');
      await staff.getByText('备品备件', { exact: true }).first().click();
      await staff.waitForURL(/\/om\/sparePart/);
      await staff.getByRole('button', { name: '新增', exact: true }).click();
      await staff.locator('#root_name').waitFor();
      await staff.locator('#root_name').fill(PART_NAME);
      await staff.locator('#root_partNo').fill('BRG-001');
      await staff.locator('#root_purchaseDate').fill('2026-05-01');
      await staff.locator('#root_expiryDate').fill('2026-04-01');
      await staff.getByRole('button', { name: '保存', exact: true }).click();
      await staff.getByText('采购日期不能晚于质保到期').first().waitFor();
      await screenshot(staff, 'designer-staff-rule');
      await staff.locator('#root_expiryDate').fill('2029-04-30');
      const saved = staff.waitForResponse((response) => response.url().includes('om/sparePart/save.ajax'));
      await staff.getByRole('button', { name: '保存', exact: true }).click();
      expect(await (await saved).json()).toMatchObject({ state: 0 });
      // A record of a module with child lists stays open, in edit mode, so its children can be added.
      await staff.getByText('处理记录').first().waitFor();
      await screenshot(staff, 'designer-staff-saved');
      await staff.getByRole('button', { name: '关闭', exact: true }).click();
      await staff.locator('tbody tr', { hasText: PART_NAME }).waitFor();
      await screenshot(staff, 'designer-staff-list');
    });

    it('adds a field, shows its diff and plan, publishes; a value typed into it survives rollback and republish', async () => {
      // Another member of staff has the record open while the new version is published.
      const editing = await signIn(browser, 'zhangsan', 'Demo@2024');
      await editing.goto(`${baseUrl()}/om/sparePart`);
      await editRow(editing.locator('tbody tr', { hasText: PART_NAME }));
      await editing.locator('#root_name').waitFor();
      // The staff page above opens the form once under version 1, so its compile is cached.
      await staffSees({ name: PART_NAME, supplier: null });

      await admin.getByRole('tab', { name: '可视化设计' }).click();
      await openSection(admin, '字段');
      await addField(admin, { name: 'supplier', type: 'text', zh: '供应商', en: 'Supplier' });
      await admin.getByText('校验通过', { exact: true }).waitFor();
      await admin.getByRole('button', { name: '保存草稿' }).click();
      await admin.getByText('草稿 v2').waitFor();
      const dialog = await openRelease('发布', 2);
      // The diff against version 1 names the added field; the plan adds its column.
      await dialog.getByRole('region', { name: '字段' }).locator('tr[data-kind="added"]', { hasText: '供应商 (supplier)' }).waitFor();
      await dialog.getByText('新增列 supplier：长文本，用于字段「供应商」').waitFor();
      await confirmRelease(dialog, '发布', 2, '增加供应商字段');

      await editing.locator('#root_remark').fill('编辑中途发布了新版本');
      await editing.getByRole('button', { name: '保存', exact: true }).click();
      const stale = editing.getByRole('dialog').filter({ hasText: '该模块已发布新版本（2）' });
      await stale.waitFor();
      await screenshot(editing, 'designer-staff-stale-save');
      await stale.getByRole('button', { name: '暂不刷新' }).click();
      await expect.poll(() => editing.locator('#root_remark').inputValue()).toBe('编辑中途发布了新版本');
      await editing.getByRole('button', { name: '保存', exact: true }).click();
      await editing.getByRole('dialog').filter({ hasText: '该模块已发布新版本（2）' }).getByRole('button', { name: '重新加载' }).click();
      await editing.locator('#root_supplier').waitFor();
      await editing.context().close();

      // Staff navigate to the record: the form is version 2's, although version 1's was cached.
      await staffOpensRecord();
      await staff.locator('#root_supplier').waitFor();
      await expect.poll(() => staff.locator('#root_name').inputValue()).toBe(PART_NAME);
      await staff.locator('#root_supplier').fill(SUPPLIER);
      const saved = staff.waitForResponse((response) => response.url().includes('om/sparePart/save.ajax'));
      await staff.getByRole('button', { name: '保存', exact: true }).click();
      expect(await (await saved).json()).toMatchObject({ state: 0 });
      // A saved edit closes the page.
      await staff.waitForURL(/\/om\/sparePart$/);
      await staffSees({ name: PART_NAME, supplier: SUPPLIER });

      // Rolled back to version 1 (as version 3): the field is hidden, its value kept.
      await release('回滚到此版本', 1, '回滚到首个版本');
      await staffSees({ name: PART_NAME, supplier: null });
      // Published again (version 2's bundle as version 4): the value typed under version 2 is back.
      await release('回滚到此版本', 2, '重新启用供应商字段');
      await staffSees({ name: PART_NAME, supplier: SUPPLIER });
    });
  });
});
