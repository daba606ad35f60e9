// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { compileModule, type ChildListDef, type DictionaryBundle, type ModuleBundle } from '../../../../../runtime/index.ts';
import trackBundle from '../../../../../tests/fixtures/bundles/dfDefectTrack.json' with { type: 'json' };
import dictionaries from '../../../../../tests/fixtures/bundles/dictionaries.json' with { type: 'json' };
import { TestProviders } from '../../../../app/TestProviders.tsx';
import { gridFields, InlineGrid } from './InlineGrid.tsx';
import { newRow, type InlineRow } from './inline-rows.ts';

const { $schema: _schema, ...dictionaryDefs } = dictionaries as unknown as DictionaryBundle & { $schema?: string };
const track = compileModule(trackBundle as unknown as ModuleBundle, dictionaryDefs);
const link: ChildListDef = { module: 'dfDefectTrack', inline: true, maxRows: 3, rowNumbers: true, orderable: true };
let latest: readonly InlineRow[] = [];

function Harness({ start, errors = {} }: { start: readonly InlineRow[]; errors?: Record<string, string> }) {
  const [rows, setRows] = useState(start);
  latest = rows;
  return (
    <TestProviders>
      <InlineGrid link={link} child={track} rows={rows} errors={errors} readonly={false} onChange={(update) => setRows(update)} />
    </TestProviders>
  );
}

const handlers = () => latest.map((row) => row.values.handler);

describe('InlineGrid', () => {
  afterEach(cleanup);

  it('shows the form fields of the child, not its key, hidden fields or parent link', () => {
    expect(gridFields(link, track).map((field) => field.name)).toEqual(['action', 'handler', 'handleTime', 'hours', 'content']);
  });

  it('edits cells with the fields\' widgets, numbers rows, moves them by button and Alt+arrows, stops at maxRows', () => {
    render(<Harness start={[newRow({ handler: 'a' }), newRow({ handler: 'b' })]} />);
    expect(screen.getAllByRole('row').slice(1).map((row) => row.firstElementChild?.textContent)).toEqual(['1', '2']);
    // The action cell is the dictionary's select, as in the form.
    expect(document.querySelector('[id$="-action"]')?.getAttribute('aria-haspopup')).toBe('listbox');
    fireEvent.click(screen.getByRole('button', { name: '下移 1' }));
    expect(handlers()).toEqual(['b', 'a']);
    const secondRow = screen.getAllByRole('row')[2] as HTMLElement;
    fireEvent.keyDown(secondRow, { key: 'ArrowUp', altKey: true });
    expect(handlers()).toEqual(['a', 'b']);
    fireEvent.keyDown(screen.getAllByRole('row')[1] as HTMLElement, { key: 'Enter', altKey: true });
    expect(latest).toHaveLength(3);
    expect(latest[1]?.values.handler).toBeUndefined();
    expect((screen.getByRole('button', { name: '+ 添加行' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('已达最多 3 行')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '删除行 2' }));
    expect(handlers()).toEqual(['a', 'b']);
  });

  it('shows a message in its cell and the list\'s under the grid', () => {
    render(<Harness start={[newRow(), newRow()]} errors={{ 'dfDefectTrack[1].handler': '请输入处理人', dfDefectTrack: '处理记录至少需要 3 行' }} />);
    const [, , second] = screen.getAllByRole('row');
    expect(second?.textContent).toContain('请输入处理人');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['请输入处理人', '处理记录至少需要 3 行']);
  });
});
