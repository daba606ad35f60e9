// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { compileModule, type DictionaryBundle, type ModuleBundle, type PrintFieldsSectionDef } from '../../../../../runtime/index.ts';
import dictionaries from '../../../../../tests/fixtures/bundles/dictionaries.json' with { type: 'json' };
import defect from '../../../../../tests/fixtures/bundles/dfDefect.json' with { type: 'json' };
import track from '../../../../../tests/fixtures/bundles/dfDefectTrack.json' with { type: 'json' };
import { activateLocale } from '../../../../i18n/index.ts';
import { TestProviders } from '../../../../app/TestProviders.tsx';
import { loadModule } from '../../../module/module-meta.ts';
import type { DesignContext } from '../../../../../contracts/module-design.ts';
import { PrintSection } from './PrintSection.tsx';
import { chooseValue } from '../../../../components/select-steps.ts';

vi.mock('../../../module/module-meta.ts', () => ({ loadModule: vi.fn() }));

const { $schema: _schema, ...dictionaryBundle } = dictionaries;
const dicts = dictionaryBundle as unknown as DictionaryBundle;
const trackBundle = track as unknown as ModuleBundle;
const context: DesignContext = {
  dictionaries: dicts,
  entities: [{ moduleId: 'dfDefectTrack', entityName: 'DfDefectTrack', title: trackBundle.title, fields: trackBundle.entity.fields.map((field) => ({ name: field.name, label: field.label, type: field.type })) }],
  menuFolders: [],
  workflowModels: [],
  roles: [{ id: 'admin', name: { 'zh-CN': '管理员', 'en-US': 'Administrators' } }],
  posts: [],
  tables: [],
};

/** The section over a bundle kept in state, as the designer keeps its draft; `seen` gets every new bundle. */
function Harness({ start, seen }: { start: ModuleBundle; seen: (bundle: ModuleBundle) => void }) {
  const [bundle, setBundle] = useState(start);
  const edit = (change: (bundle: ModuleBundle) => ModuleBundle) =>
    setBundle((current) => {
      const next = change(current);
      seen(next);
      return next;
    });
  return <PrintSection bundle={bundle} edit={edit} context={context} published readOnly={false} />;
}

function renderSection(start: ModuleBundle) {
  const seen = vi.fn<(bundle: ModuleBundle) => void>();
  render(
    <TestProviders>
      <Harness start={start} seen={seen} />
    </TestProviders>,
  );
  return () => seen.mock.calls.at(-1)?.[0] as ModuleBundle;
}

describe('the print template section', () => {
  beforeEach(() => {
    activateLocale('zh-CN');
    vi.mocked(loadModule).mockResolvedValue({ module: compileModule(trackBundle, dicts), version: '1' });
  });
  afterEach(cleanup);

  it('starts a template from the form and previews it live over sample values', async () => {
    const { print: _print, ...bare } = structuredClone(defect) as unknown as ModuleBundle;
    const latest = renderSection(bare);
    fireEvent.click(screen.getByRole('button', { name: '添加打印模板' }));
    expect(latest().print?.sections).toHaveLength(4);
    await waitFor(() => expect(document.querySelector('[data-print-preview] [data-print-sheet]')).not.toBeNull());
    expect(document.querySelectorAll('[data-print-preview] [data-print-field]')).toHaveLength(17);
    fireEvent.change(screen.getByLabelText('打印单标题 中文'), { target: { value: '缺陷单' } });
    expect(latest().print?.title).toEqual({ 'zh-CN': '缺陷单', 'en-US': '' });
    expect(document.querySelector('[data-print-preview] h1')?.textContent).toBe('缺陷单');
  });

  it('edits a section: its fields, its columns, its order; and shows the child rows of a child table', async () => {
    const latest = renderSection(structuredClone(defect) as unknown as ModuleBundle);
    await waitFor(() => expect(document.querySelectorAll('[data-print-preview] [data-print-child] tbody tr')).toHaveLength(3));
    fireEvent.click(screen.getAllByRole('button', { name: '删除 缺陷标题 (title)' })[0]!);
    expect((latest().print?.sections[0] as PrintFieldsSectionDef).fields).not.toContain('title');
    await chooseValue(screen.getAllByLabelText('列数')[0]!, '3');
    expect((latest().print?.sections[0] as PrintFieldsSectionDef).columns).toBe(3);
    fireEvent.click(screen.getAllByRole('button', { name: '下移' })[0]!);
    expect(latest().print?.sections.map((section) => section.title?.['zh-CN'])).toEqual(['计划与实际', '缺陷信息', undefined, '处理记录', '签字']);
    fireEvent.click(screen.getByRole('button', { name: '删除打印模板' }));
    expect(Object.hasOwn(latest(), 'print')).toBe(false);
  });
});
