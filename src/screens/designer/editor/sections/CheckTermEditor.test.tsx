// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ModuleBundle } from '../../../../../runtime/index.ts';
import batch from '../../../../../tests/fixtures/derived/dvBatch.json' with { type: 'json' };
import batchLine from '../../../../../tests/fixtures/derived/dvBatchLine.json' with { type: 'json' };
import take from '../../../../../tests/fixtures/derived/dvTake.json' with { type: 'json' };
import { activateLocale } from '../../../../i18n/index.ts';
import { ChecksSection } from './ChecksSection.tsx';
import { designContext, entityOf, renderSection } from './section-harness.tsx';
import { chooseValue, offeredOptions, selectLabel } from '../../../../components/select-steps.ts';

const line = batchLine as unknown as ModuleBundle;
const context = designContext({ entities: [batch, batchLine, take].map((bundle) => entityOf(bundle as unknown as ModuleBundle)) });

describe('parent paths in the check editor', () => {
  beforeEach(() => activateLocale('zh-CN'));
  afterEach(cleanup);

  it('links the aggregated records to a field of the checked row’s parent, and reads and filters the aggregated rows’ parent', async () => {
    const latest = renderSection(ChecksSection, structuredClone(line), context);
    fireEvent.click(screen.getByRole('button', { name: '添加校验' }));
    const left = screen.getByRole('group', { name: '左边（各项相加）' });
    fireEvent.click(within(left).getByRole('button', { name: '添加一项' }));
    await chooseValue(within(left).getAllByLabelText(selectLabel('类型'))[1]!, 'sumOf');
    await chooseValue(within(left).getByLabelText(selectLabel('汇总的模块')), 'dvTake');
    await chooseValue(within(left).getByLabelText(selectLabel('求和字段')), 'qty');
    await chooseValue(within(left).getByLabelText(selectLabel('其字段')), 'store');
    // The line's own fields, then its batch's as parent.<field>.
    const own = within(left).getAllByLabelText(selectLabel('本记录字段')).at(-1)! as HTMLElement;
    expect((await offeredOptions(own)).map((option) => option.value)).toEqual(expect.arrayContaining(['item', 'qty', 'parent.store', 'parent.posted']));
    await chooseValue(own, 'parent.store');
    expect(latest().checks?.[0]?.left[1]?.sumOf).toEqual({ module: 'dvTake', field: 'qty', where: [{ field: 'store', equalsField: 'parent.store' }] });

    // Other lines of posted batches of the same store: the aggregate reads the lines' batch.
    await chooseValue(within(left).getByLabelText(selectLabel('汇总的模块')), 'dvBatchLine');
    await chooseValue(within(left).getByLabelText(selectLabel('其上级模块')), 'dvBatch');
    await chooseValue(within(left).getByLabelText(selectLabel('求和字段')), 'qty');
    await chooseValue(within(left).getByLabelText(selectLabel('其字段')), 'parent.store');
    await chooseValue(within(left).getAllByLabelText(selectLabel('本记录字段')).at(-1)!, 'parent.store');
    const parentWhere = within(left).getByRole('group', { name: '上级记录须满足（固定条件）' });
    fireEvent.click(within(parentWhere).getByRole('button', { name: '添加条件' }));
    await chooseValue(within(parentWhere).getByLabelText(selectLabel('其字段')), 'posted');
    fireEvent.change(within(parentWhere).getByLabelText('值（多个用逗号分隔）'), { target: { value: 'true' } });
    expect(latest().checks?.[0]?.left[1]?.sumOf).toEqual({
      module: 'dvBatchLine', parent: 'dvBatch', field: 'qty',
      where: [{ field: 'parent.store', equalsField: 'parent.store' }],
      parentWhere: [{ field: 'posted', op: 'eq', value: true }],
    });

    // Without a parent, neither its fields nor its conditions stay.
    await chooseValue(within(left).getByLabelText(selectLabel('其上级模块')), '');
    expect(latest().checks?.[0]?.left[1]?.sumOf).toEqual({ module: 'dvBatchLine', field: 'qty', where: [{ field: '', equalsField: 'parent.store' }] });
  });
});
