// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ChildListDef } from '../../../../../runtime/index.ts';
import { TestProviders } from '../../../../app/TestProviders.tsx';
import { InlineChildSettings } from './InlineChildSettings.tsx';

let latest: ChildListDef = { module: 'dfDefectTrack' };

function Harness() {
  const [child, setChild] = useState<ChildListDef>({ module: 'dfDefectTrack' });
  latest = child;
  // As ChildrenSection does: a patch's undefined values remove their keys.
  const set = (patch: Partial<ChildListDef>) => setChild((current) => Object.fromEntries(Object.entries({ ...current, ...patch }).filter(([, value]) => value !== undefined)) as unknown as ChildListDef);
  return (
    <TestProviders>
      <InlineChildSettings child={child} set={set} />
    </TestProviders>
  );
}

describe('InlineChildSettings', () => {
  afterEach(cleanup);

  it('sets the inline keys, and turning inline off drops them all', () => {
    render(<Harness />);
    expect(screen.queryByLabelText('最多行数')).toBeNull();
    fireEvent.click(screen.getByLabelText('行内表格'));
    fireEvent.change(screen.getByLabelText('最少行数'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('最多行数'), { target: { value: '30' } });
    fireEvent.click(screen.getByLabelText('显示序号'));
    fireEvent.click(screen.getByLabelText('可调整顺序'));
    expect(latest).toEqual({ module: 'dfDefectTrack', inline: true, minRows: 1, maxRows: 30, rowNumbers: true, orderable: true });
    fireEvent.click(screen.getByLabelText('可调整顺序'));
    expect(latest.orderable).toBeUndefined();
    fireEvent.click(screen.getByLabelText('行内表格'));
    expect(latest).toEqual({ module: 'dfDefectTrack' });
  });
});
