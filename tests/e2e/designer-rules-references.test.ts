import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { addField, createModule, expression, grant, openSection, publishAsManager, saveOpenDraft } from './designer-steps.ts';
import { chooseValue, field, pickMany, pickReference, save } from './record-form-steps.ts';
import { baseUrl, columnTexts, editRow, expandTreeNode, signIn } from './session.ts';

const MODULE_ID = 'qaRepairJob';
const JOB = '3号风机偏航检修';

/** Today as the browser's dates show it: server, browser and test share this machine's time zone. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * Issue 13: dynamic defaults (now, the current user), a reference filtered by the chosen station in
 * a tree picker, a multiple reference counted by a computed field, a readOnlyWhen, a record rule written as an expression and field permissions per role,
 * made by an analyst in the designer; staff then meet each in the generated form.
 */
describe('designer: defaults, references, rules and role permissions', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('an analyst designs the fields, the rule and the role permissions', async () => {
    const page = await signIn(browser, 'analyst', 'Demo@2024');
    await createModule(page, MODULE_ID, '检修作业', 'Repair jobs');
    await openSection(page, '字段');
    await expression(await addField(page, 'plannedStart', 'datetime', '计划开始', 'Planned start'), '默认值（表达式）', 'now()');
    await addField(page, 'plannedEnd', 'datetime', '计划结束', 'Planned end');
    await expression(await addField(page, 'reporter', 'text', '填报人', 'Reporter'), '默认值（表达式）', 'currentUserName()');
    const crew = await addField(page, 'crew', 'reference', '作业人员', 'Crew');
    await chooseValue(page, crew.getByLabel(/^引用模块( |$)/), 'BaEmployee');
    await chooseValue(page, crew.getByLabel(/^显示字段( |$)/), 'empName');
    await crew.getByLabel('可选多条记录').check();
    const count = await addField(page, 'crewCount', 'int', '作业人数', 'Crew size');
    await expression(count, '计算公式', 'itemCount(crew)');
    await count.getByLabel('列表中显示').check();
    const station = await addField(page, 'station', 'reference', '场站', 'Station');
    await chooseValue(page, station.getByLabel(/^引用模块( |$)/), 'BaStation');
    await chooseValue(page, station.getByLabel(/^显示字段( |$)/), 'czxxNam');
    const unit = await addField(page, 'unit', 'reference', '检修设备', 'Unit');
    await chooseValue(page, unit.getByLabel(/^引用模块( |$)/), 'EqEquipment');
    await chooseValue(page, unit.getByLabel(/^显示字段( |$)/), 'eqName');
    await chooseValue(page, unit.getByLabel(/^选择方式( |$)/), 'tree');
    await chooseValue(page, unit.getByLabel(/^随本记录字段过滤( |$)/), 'station');
    await chooseValue(page, unit.getByLabel(/^对应的目标字段( |$)/), 'czxxNo');
    await screenshot(page, 'designer-reference-filter');
    await addField(page, 'closed', 'boolean', '已关闭', 'Closed');
    await expression(await addField(page, 'remark', 'text', '作业说明', 'Remark'), '只读条件', 'closed == true');
    await addField(page, 'budget', 'decimal', '预算', 'Budget');
    await addField(page, 'approvedBy', 'text', '审核人', 'Approved by');

    await openSection(page, '校验规则');
    const rules = page.locator('section', { has: page.getByRole('button', { name: '添加表达式规则' }) }).last();
    await rules.getByRole('button', { name: '添加表达式规则' }).click();
    await expression(rules, '表达式', 'plannedEnd >= plannedStart');
    await chooseValue(page, rules.getByLabel(/^提示显示在( |$)/), 'plannedEnd');
    await rules.getByLabel('提示信息').fill('rule.plannedStartAfterEnd');
    await rules.getByLabel('提示信息').press('Tab');

    await openSection(page, '字段权限');
    await page.getByLabel('角色编号').fill('user');
    await page.getByRole('button', { name: '添加角色' }).click();
    const permissions = page.getByRole('table', { name: '字段权限' });
    await chooseValue(page, permissions.getByLabel(/^user 预算( |$)/), 'hidden');
    await chooseValue(page, permissions.getByLabel(/^user 审核人( |$)/), 'readOnly');
    await screenshot(page, 'designer-role-permissions');

    await grant(page, { 普通用户: ['查看', '新增', '编辑'], 管理员: ['查看', '编辑'] });
    await page.getByText('校验通过', { exact: true }).waitFor();
    await saveOpenDraft(page);
    await page.getByText('草稿 v1').waitFor();
    await page.context().close();
  });

  describe('an administrator and staff', () => {
    let staff: Page;
    beforeAll(async () => {
      await publishAsManager(browser, MODULE_ID, '检修作业', '首次发布检修作业');
      staff = await signIn(browser, 'zhangsan', 'Demo@2024');
    });

    it('starts a job now, by the user, without the fields the role may not see or change', async () => {
      await staff.goto(`${baseUrl()}/qa/repairJob`);
      await staff.getByRole('button', { name: '新增', exact: true }).click();
      await field(staff, 'name').fill(JOB);
      await expect.poll(() => field(staff, 'reporter').inputValue()).toBe('张三');
      expect(await field(staff, 'plannedStart').inputValue()).toContain(today());
      expect(await field(staff, 'budget').count()).toBe(0);
      expect(await staff.getByText('预算', { exact: true }).count()).toBe(0);
      expect(await field(staff, 'approvedBy').isEditable()).toBe(false);
    });

    it('picks the unit in the tree of the chosen station only', async () => {
      await pickReference(staff, 'station', '张北风电场');
      await field(staff, 'unit').click();
      const dialog = staff.getByRole('dialog').last();
      const tree = dialog.locator('[data-reference-tree]');
      await tree.locator('li[role="treeitem"]').first().waitFor();
      expect(await tree.locator(':scope > ul > li[role="treeitem"]').allInnerTexts()).toEqual([expect.stringContaining('张北风电场')]);
      await expandTreeNode(dialog, '张北风电场');
      await expandTreeNode(dialog, '1号集电线路');
      await tree.getByRole('button', { name: '2号风机', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => field(staff, 'unit').inputValue()).toBe('2号风机');
    });

    it('counts the crew picked, locks the remark once closed and refuses an end before the start', async () => {
      await pickMany(staff, 'crew', ['张三', '王五']);
      await expect.poll(() => field(staff, 'crewCount').inputValue()).toBe('2');
      await field(staff, 'remark').fill('更换偏航刹车片');
      await field(staff, 'closed').click();
      await expect.poll(() => field(staff, 'remark').isEditable()).toBe(false);
      await field(staff, 'plannedEnd').fill('2020-01-01T08:00');
      await staff.getByRole('button', { name: '保存', exact: true }).click();
      await staff.getByText('计划开始时间不能晚于计划结束时间').first().waitFor();
      await screenshot(staff, 'designer-rules-staff-refused');
      await field(staff, 'plannedEnd').fill('2099-01-01T08:00');
      expect(await save(staff, 'qa/repairJob')).toMatchObject({ state: 0 });
      // The server recounted the crew it stored.
      await staff.locator('tbody tr', { hasText: JOB }).waitFor();
      expect(await columnTexts(staff, '作业人数')).toEqual(['2']);
    });

    it('shows an administrator the field hidden from staff', async () => {
      const admin = await signIn(browser, 'manager', 'Manager@2024');
      await admin.goto(`${baseUrl()}/qa/repairJob`);
      await editRow(admin.locator('tbody tr', { hasText: JOB }));
      await field(admin, 'budget').waitFor();
      expect(await field(admin, 'approvedBy').isEditable()).toBe(true);
      await admin.context().close();
    });
  });
});
