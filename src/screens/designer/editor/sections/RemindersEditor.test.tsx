// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { BundleProblem, ModuleBundle, ReminderDef } from '../../../../../runtime/index.ts';
import vehicleJson from '../../../../../tests/fixtures/bundles/vmVehicle.json' with { type: 'json' };
import { activateLocale } from '../../../../i18n/index.ts';
import { chooseValue, offeredOptions, selectLabel } from '../../../../components/select-steps.ts';
import { RemindersEditor } from './RemindersEditor.tsx';
import { designContext, renderSection } from './section-harness.tsx';

const bare = (): ModuleBundle => structuredClone(vehicleJson) as unknown as ModuleBundle;
const insurance: ReminderDef = {
  id: 'insurance',
  dateField: 'insuranceExpiry',
  daysBefore: 30,
  notify: { posts: ['P0101'] },
  title: { 'zh-CN': '车辆 {plateNo} 的保险将于 {insuranceExpiry} 到期', 'en-US': 'The insurance of {plateNo} expires on {insuranceExpiry}' },
};
const context = designContext({
  roles: [
    { id: 'admin', name: { 'zh-CN': '管理员', 'en-US': 'Administrator' } },
    { id: 'user', name: { 'zh-CN': '普通用户', 'en-US': 'User' } },
  ],
  posts: [
    { id: 'P0101', name: '场长', orgName: '张北风电场' },
    { id: 'P0201', name: '场长', orgName: '格尔木光伏电站' },
  ],
});

describe('the reminders editor', () => {
  beforeEach(() => activateLocale('zh-CN'));
  afterEach(cleanup);

  it('writes a reminder from a date field, its days, a condition, posts and roles picked by name and a title with a field put in', async () => {
    const latest = renderSection(RemindersEditor, bare(), context);
    fireEvent.click(screen.getByRole('button', { name: '添加提醒' }));
    expect(latest().reminders).toEqual([{ id: 'reminder1', dateField: 'purchaseDate', daysBefore: 30, notify: {}, title: { 'zh-CN': '购置日期将于 {purchaseDate} 到期', 'en-US': 'Purchase date falls due on {purchaseDate}' } }]);
    const reminder = screen.getByRole('group', { name: '提醒 1' });

    // Only the module's date fields are offered, by label.
    const date = within(reminder).getByLabelText(selectLabel('日期字段'));
    expect(await offeredOptions(date)).toEqual([
      { value: 'purchaseDate', text: '购置日期 (purchaseDate)' },
      { value: 'insuranceExpiry', text: '保险到期 (insuranceExpiry)' },
      { value: 'inspectionDate', text: '年检日期 (inspectionDate)' },
    ]);
    await chooseValue(date, 'insuranceExpiry');
    const days = within(reminder).getByLabelText('提前天数');
    fireEvent.change(days, { target: { value: '400' } });
    expect(latest().reminders?.[0]?.daysBefore).toBe(365);
    fireEvent.change(days, { target: { value: '15' } });

    fireEvent.click(within(reminder).getByRole('button', { name: '添加条件' }));
    const where = within(reminder).getByRole('group', { name: '仅提醒满足以下条件的记录（可选）' });
    await chooseValue(within(where).getByLabelText(selectLabel('其字段')), 'vehicleState');
    fireEvent.change(within(where).getByLabelText('值（多个用逗号分隔）'), { target: { value: '10' } });

    fireEvent.click(within(reminder).getByLabelText('场长（张北风电场）'));
    fireEvent.click(within(reminder).getByLabelText('场长（格尔木光伏电站）'));
    fireEvent.click(within(reminder).getByLabelText('普通用户'));

    // A picked field goes where the caret last stood.
    const zh = within(reminder).getByLabelText('消息标题 中文') as HTMLInputElement;
    fireEvent.change(zh, { target: { value: '车辆  的保险将到期' } });
    zh.setSelectionRange(3, 3);
    fireEvent.select(zh);
    await chooseValue(within(reminder).getByLabelText(selectLabel('插入字段（插入到光标处）')), 'plateNo');
    fireEvent.change(within(reminder).getByLabelText('消息标题 English'), { target: { value: 'The insurance of {plateNo} ends soon' } });

    expect(latest().reminders).toEqual([
      {
        id: 'reminder1',
        dateField: 'insuranceExpiry',
        daysBefore: 15,
        where: [{ field: 'vehicleState', op: 'eq', value: '10' }],
        notify: { posts: ['P0101', 'P0201'], roles: ['user'] },
        title: { 'zh-CN': '车辆 {plateNo} 的保险将到期', 'en-US': 'The insurance of {plateNo} ends soon' },
      },
    ]);
    // No post left: the key leaves notify, as the schema wants lists of at least one.
    fireEvent.click(within(reminder).getByLabelText('场长（张北风电场）'));
    fireEvent.click(within(reminder).getByLabelText('场长（格尔木光伏电站）'));
    expect(latest().reminders?.[0]?.notify).toEqual({ roles: ['user'] });
    fireEvent.click(within(reminder).getByRole('button', { name: '删除 提醒 1' }));
    expect(Object.hasOwn(latest(), 'reminders')).toBe(false);
  });

  it('gives a second reminder an id of its own', () => {
    const latest = renderSection(RemindersEditor, { ...bare(), reminders: [{ ...insurance, id: 'reminder2' }] }, context);
    fireEvent.click(screen.getByRole('button', { name: '添加提醒' }));
    expect(latest().reminders?.map((reminder) => reminder.id)).toEqual(['reminder2', 'reminder3']);
  });

  it('shows the bundle check’s problems of a reminder at that reminder, naming the setting', () => {
    const second = { ...insurance, id: 'inspection', dateField: 'inspectionDate' };
    const problem: BundleProblem = { file: 'vmVehicle.json', pointer: '/reminders/1/title/en-US', message: 'x', messageId: 'bundle.unknownField', params: { name: 'plate' } };
    renderSection(RemindersEditor, { ...bare(), reminders: [insurance, second] }, context, [problem]);
    const alert = within(screen.getByRole('group', { name: '提醒 2' })).getByRole('alert', { name: '提醒的问题' });
    expect(alert.textContent).toBe('消息标题 English：字段 plate 不存在');
    expect(within(screen.getByRole('group', { name: '提醒 1' })).queryByRole('alert')).toBeNull();
  });

  it('offers no reminder to a module without a date field', () => {
    const bundle = bare();
    renderSection(RemindersEditor, { ...bundle, entity: { ...bundle.entity, fields: bundle.entity.fields.filter((field) => field.type !== 'date' && field.type !== 'datetime') } }, context);
    expect(screen.queryByRole('button', { name: '添加提醒' })).toBeNull();
    expect(screen.getByText('本模块还没有日期或日期时间字段：请先在“字段”中添加。')).toBeTruthy();
  });
});
