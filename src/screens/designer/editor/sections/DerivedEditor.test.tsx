// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ModuleBundle } from '../../../../../runtime/index.ts';
import balance from '../../../../../tests/fixtures/derived/dvBalance.json' with { type: 'json' };
import batch from '../../../../../tests/fixtures/derived/dvBatch.json' with { type: 'json' };
import batchLine from '../../../../../tests/fixtures/derived/dvBatchLine.json' with { type: 'json' };
import take from '../../../../../tests/fixtures/derived/dvTake.json' with { type: 'json' };
import { activateLocale } from '../../../../i18n/index.ts';
import { DerivedEditor } from './DerivedEditor.tsx';
import { designContext, entityOf, renderSection } from './section-harness.tsx';
import { chooseValue, offeredOptions, selectLabel } from '../../../../components/select-steps.ts';

const bundles = [batchLine, batch, take].map((bundle) => bundle as unknown as ModuleBundle);
const context = designContext({ entities: bundles.map(entityOf) });
const stored = balance as unknown as ModuleBundle;

describe('the derived list editor', () => {
  beforeEach(() => activateLocale('zh-CN'));
  afterEach(cleanup);

  it('makes the stock of the fixture without JSON: groups, sums, a child source reading its parent, a subtracting source', async () => {
    const { derived: _derived, ...rest } = structuredClone(stored);
    const latest = renderSection(DerivedEditor, { ...rest, operations: ['add', 'edit', 'delete'] }, context);
    fireEvent.click(screen.getByLabelText('本模块是派生列表（由其他模块的记录汇总，只读）'));
    expect(latest().operations).toEqual(['export']);
    expect(latest().derived).toEqual({ groupBy: ['store'], sum: ['received'], sources: [] });
    fireEvent.click(within(screen.getByRole('group', { name: '分组字段' })).getByLabelText(/\(item\)/));
    fireEvent.click(within(screen.getByRole('group', { name: '求和字段' })).getByLabelText(/\(onHand\)/));

    fireEvent.click(screen.getByRole('button', { name: '添加来源' }));
    const first = screen.getByRole('group', { name: '来源 1' });
    await chooseValue(within(first).getByLabelText(selectLabel('来源模块')), 'dvBatchLine');
    // Only modules listing the lines as a child list are offered as their parent.
    expect((await offeredOptions(within(first).getByLabelText(selectLabel('其上级模块（读取上级字段）')))).map((option) => option.value)).toEqual(['', 'dvBatch']);
    await chooseValue(within(first).getByLabelText(selectLabel('其上级模块（读取上级字段）')), 'dvBatch');
    for (const [label, from] of [['store', 'parent.store'], ['item', 'item'], ['received', 'qty'], ['onHand', 'qty']] as const) {
      const name = stored.entity.fields.find((field) => field.name === label)!.label['zh-CN'];
      await chooseValue(within(first).getByLabelText(selectLabel(`取值来源 ${name}`)), from);
    }
    const parentWhere = within(first).getByRole('group', { name: '上级记录须满足（固定条件）' });
    fireEvent.click(within(parentWhere).getByRole('button', { name: '添加条件' }));
    await chooseValue(within(parentWhere).getByLabelText(selectLabel('其字段')), 'posted');
    fireEvent.change(within(parentWhere).getByLabelText('值（多个用逗号分隔）'), { target: { value: 'true' } });

    fireEvent.click(screen.getByRole('button', { name: '添加来源' }));
    const second = screen.getByRole('group', { name: '来源 2' });
    await chooseValue(within(second).getByLabelText(selectLabel('来源模块')), 'dvTake');
    for (const [label, from] of [['store', 'store'], ['item', 'item'], ['onHand', 'qty']] as const) {
      const name = stored.entity.fields.find((field) => field.name === label)!.label['zh-CN'];
      await chooseValue(within(second).getByLabelText(selectLabel(`取值来源 ${name}`)), from);
    }
    fireEvent.click(within(within(second).getByRole('group', { name: '本来源扣减的求和字段' })).getByLabelText(stored.entity.fields.find((field) => field.name === 'onHand')!.label['zh-CN']));

    const sortFields = (bundle: ModuleBundle) => ({ ...bundle.derived!, sources: bundle.derived!.sources.map((source) => ({ ...source, fields: [...source.fields].sort((a, b) => a.name.localeCompare(b.name)) })) });
    expect(sortFields(latest())).toEqual(sortFields(stored));
  });

  it('shows the check’s problems of a source at that source, in words', () => {
    const problem = { file: 'dvBalance.json', pointer: '/derived/sources/1', message: 'x', messageId: 'bundle.derivedGroupUnmapped', params: { name: 'item' } };
    renderSection(DerivedEditor, structuredClone(stored), context, [problem]);
    expect(within(screen.getByRole('group', { name: '来源 2' })).getByRole('alert').textContent).toBe('来源未给分组字段 item 取值');
    expect(within(screen.getByRole('group', { name: '来源 1' })).queryByRole('alert')).toBeNull();
  });
});
