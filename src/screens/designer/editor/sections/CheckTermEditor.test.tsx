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

const line = batchLine as unknown as ModuleBundle;
const context = designContext({ entities: [batch, batchLine, take].map((bundle) => entityOf(bundle as unknown as ModuleBundle)) });
const values = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.getAttribute('value'));

describe('parent paths in the check editor', () => {
  beforeEach(() => activateLocale('zh-CN'));
  afterEach(cleanup);

  it('links the aggregated records to a field of the checked row’s parent, and reads and filters the aggregated rows’ parent', () => {
    const latest = renderSection(ChecksSection, structuredClone(line), context);
    fireEvent.click(screen.getByRole('button', { name: '添加校验' }));
    const left = screen.getByRole('group', { name: '左边（各项相加）' });
    fireEvent.click(within(left).getByRole('button', { name: '添加一项' }));
    fireEvent.change(within(left).getAllByLabelText('类型')[1]!, { target: { value: 'sumOf' } });
    fireEvent.change(within(left).getByLabelText('汇总的模块'), { target: { value: 'dvTake' } });
    fireEvent.change(within(left).getByLabelText('求和字段'), { target: { value: 'qty' } });
    fireEvent.change(within(left).getByLabelText('其字段'), { target: { value: 'store' } });
    // The line's own fields, then its batch's as parent.<field>.
    const own = within(left).getAllByLabelText('本记录字段').at(-1)! as HTMLElement;
    expect(values(own)).toEqual(expect.arrayContaining(['item', 'qty', 'parent.store', 'parent.posted']));
    fireEvent.change(own, { target: { value: 'parent.store' } });
    expect(latest().checks?.[0]?.left[1]?.sumOf).toEqual({ module: 'dvTake', field: 'qty', where: [{ field: 'store', equalsField: 'parent.store' }] });

    // Other lines of posted batches of the same store: the aggregate reads the lines' batch.
    fireEvent.change(within(left).getByLabelText('汇总的模块'), { target: { value: 'dvBatchLine' } });
    fireEvent.change(within(left).getByLabelText('其上级模块'), { target: { value: 'dvBatch' } });
    fireEvent.change(within(left).getByLabelText('求和字段'), { target: { value: 'qty' } });
    fireEvent.change(within(left).getByLabelText('其字段'), { target: { value: 'parent.store' } });
    fireEvent.change(within(left).getAllByLabelText('本记录字段').at(-1)!, { target: { value: 'parent.store' } });
    const parentWhere = within(left).getByRole('group', { name: '上级记录须满足（固定条件）' });
    fireEvent.click(within(parentWhere).getByRole('button', { name: '添加条件' }));
    fireEvent.change(within(parentWhere).getByLabelText('其字段'), { target: { value: 'posted' } });
    fireEvent.change(within(parentWhere).getByLabelText('值（多个用逗号分隔）'), { target: { value: 'true' } });
    expect(latest().checks?.[0]?.left[1]?.sumOf).toEqual({
      module: 'dvBatchLine', parent: 'dvBatch', field: 'qty',
      where: [{ field: 'parent.store', equalsField: 'parent.store' }],
      parentWhere: [{ field: 'posted', op: 'eq', value: true }],
    });

    // Without a parent, neither its fields nor its conditions stay.
    fireEvent.change(within(left).getByLabelText('其上级模块'), { target: { value: '' } });
    expect(latest().checks?.[0]?.left[1]?.sumOf).toEqual({ module: 'dvBatchLine', field: 'qty', where: [{ field: '', equalsField: 'parent.store' }] });
  });
});
