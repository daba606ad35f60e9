// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ModuleBundle } from '../../../../../runtime/index.ts';
import order from '../../../../../tests/fixtures/field-policy/fpOrder.json' with { type: 'json' };
import { activateLocale } from '../../../../i18n/index.ts';
import { OnSubmitEditor } from './OnSubmitEditor.tsx';
import { designContext, renderSection } from './section-harness.tsx';
import type { SectionProps } from './section-props.ts';
import { WorkflowHandlersEditor } from './WorkflowHandlersEditor.tsx';
import { chooseValue, offeredOptions, selectLabel } from '../../../../components/select-steps.ts';

const bundle = () => structuredClone(order) as unknown as ModuleBundle;
const reviewModel = { moduleId: 'fpOrder', modelId: 'fpOrder_review', name: '维修单审核', published: true, nodes: [{ id: 'start', name: '填报' }, { id: 'review', name: '审核' }, { id: 'end', name: '结束' }] };

/** The onSubmit editor as the life-cycle section places it: its list is the bundle's workflow.states.onSubmit. */
function OnSubmitSection({ bundle: current, edit, context, readOnly, problems = [] }: SectionProps) {
  return (
    <OnSubmitEditor
      bundle={current}
      context={context}
      readOnly={readOnly}
      problems={problems}
      onChange={(onSubmit) => edit((b) => ({ ...b, workflow: { ...b.workflow!, states: Object.fromEntries(Object.entries({ ...b.workflow!.states, onSubmit }).filter(([, value]) => value !== undefined)) } }))}
    />
  );
}

describe('the workflow handler rules editor', () => {
  beforeEach(() => activateLocale('zh-CN'));
  afterEach(cleanup);

  it('adds a rule naming the record’s reference field, with its name and description', () => {
    const latest = renderSection(WorkflowHandlersEditor, bundle(), designContext());
    fireEvent.click(screen.getByRole('button', { name: '添加处理人规则' }));
    expect(latest().workflow?.handlers).toEqual([{ name: 'handler1', desc: { 'zh-CN': '', 'en-US': '' }, field: 'crew' }]);
    const name = screen.getByLabelText('规则名称');
    fireEvent.change(name, { target: { value: 'orderCrew' } });
    fireEvent.keyDown(name, { key: 'Enter' });
    fireEvent.change(screen.getByLabelText('规则说明 中文'), { target: { value: '维修单所列班组成员' } });
    fireEvent.change(screen.getByLabelText('规则说明 English'), { target: { value: 'The crew the order names' } });
    expect(latest().workflow?.handlers).toEqual([{ name: 'orderCrew', desc: { 'zh-CN': '维修单所列班组成员', 'en-US': 'The crew the order names' }, field: 'crew' }]);
    // The binding's other keys stay.
    expect(latest().workflow?.states).toEqual(order.workflow.states);
  });

  it('refuses a name a condition of the module has, at the name', () => {
    const withCondition = { ...bundle(), workflow: { ...bundle().workflow!, conditions: [{ name: 'urgent', desc: { 'zh-CN': '紧急', 'en-US': 'Urgent' }, field: 'orderState', values: ['20'] }] } };
    const latest = renderSection(WorkflowHandlersEditor, withCondition, designContext());
    fireEvent.click(screen.getByRole('button', { name: '添加处理人规则' }));
    const name = screen.getByLabelText('规则名称');
    fireEvent.change(name, { target: { value: 'urgent' } });
    expect(screen.getByText('已有同名的条件或处理人规则')).toBeTruthy();
    fireEvent.keyDown(name, { key: 'Enter' });
    expect(latest().workflow?.handlers?.[0]?.name).toBe('handler1');
  });
});

describe('the onSubmit stamps editor', () => {
  beforeEach(() => activateLocale('zh-CN'));
  afterEach(cleanup);

  it('stamps fields when a node of the published model is submitted, the node picked by its name', async () => {
    const latest = renderSection(OnSubmitSection, bundle(), designContext({ workflowModels: [reviewModel] }));
    fireEvent.click(screen.getByRole('button', { name: '添加节点' }));
    const entry = screen.getByRole('group', { name: 'onSubmit 1' });
    expect((await offeredOptions(within(entry).getByLabelText(selectLabel('流程节点')))).map((option) => option.text)).toContain('审核 (review)');
    await chooseValue(within(entry).getByLabelText(selectLabel('流程节点')), 'review');
    await chooseValue(within(entry).getAllByLabelText(selectLabel('字段'))[0]!, 'note');
    await chooseValue(within(entry).getAllByLabelText(selectLabel('写入'))[0]!, 'now');
    expect(latest().workflow?.states?.onSubmit).toEqual([{ node: 'review', stamps: [{ field: 'note', value: 'now' }] }]);
    fireEvent.click(within(entry).getAllByRole('button', { name: '删除' }).at(-1)!);
    expect(Object.hasOwn(latest().workflow!.states!, 'onSubmit')).toBe(false);
  });

  it('takes a typed node id before any model is published, and shows the publish’s problem at the entry', () => {
    const problem = { file: 'fpOrder.json', pointer: '/workflow/states/onSubmit/0/node', message: 'x', messageId: 'bundle.unknownWorkflowNode', params: { node: 'sign', models: 'fpOrder_review' } };
    const start = { ...bundle(), workflow: { ...bundle().workflow!, states: { onSubmit: [{ node: 'sign', stamps: [{ field: 'note', value: 'userName' as const }] }] } } };
    const latest = renderSection(OnSubmitSection, start, designContext(), [problem]);
    expect(screen.getByRole('alert').textContent).toBe('流程节点 sign 不在模块已发布的流程模型中（fpOrder_review）');
    const node = screen.getByLabelText('流程节点');
    fireEvent.change(node, { target: { value: 'review' } });
    fireEvent.keyDown(node, { key: 'Enter' });
    expect(latest().workflow?.states?.onSubmit?.[0]?.node).toBe('review');
  });
});
