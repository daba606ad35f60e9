// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ModuleBundle } from '../../../../../runtime/index.ts';
import note from '../../../../../tests/fixtures/guards/tgNote.json' with { type: 'json' };
import { activateLocale } from '../../../../i18n/index.ts';
import { GuardsEditor } from './GuardsEditor.tsx';
import { designContext, renderSection } from './section-harness.tsx';
import { chooseValue, offeredOptions, selectLabel } from '../../../../components/select-steps.ts';

const bare = (): ModuleBundle => {
  const { guards: _guards, ...rest } = structuredClone(note) as unknown as ModuleBundle;
  return rest;
};

describe('the record guards editor', () => {
  beforeEach(() => activateLocale('zh-CN'));
  afterEach(cleanup);

  it('writes a guard from its condition, the operations it refuses and a message in words', async () => {
    const latest = renderSection(GuardsEditor, bare(), designContext());
    fireEvent.click(screen.getByRole('button', { name: '添加保护' }));
    expect(latest().guards).toEqual([{ when: 'preset', refuse: ['edit', 'delete'], message: 'rule.recordLocked' }]);
    const guard = screen.getByRole('group', { name: '保护 1' });
    const when = within(guard).getByLabelText('保护条件（表达式，如 isDefault）');
    fireEvent.change(when, { target: { value: "noteState == '20'" } });
    fireEvent.keyDown(when, { key: 'Enter' });
    fireEvent.click(within(guard).getByLabelText('修改'));
    // The last operation cannot be unticked: a guard refuses something.
    fireEvent.click(within(guard).getByLabelText('删除'));
    await chooseValue(within(guard).getByLabelText(selectLabel('提示信息')), 'rule.defaultGroupLocked');
    expect(within(guard).getByLabelText(selectLabel('提示信息')).textContent).toBe('默认分组不能修改或删除');
    expect(latest().guards).toEqual([{ when: "noteState == '20'", refuse: ['delete'], message: 'rule.defaultGroupLocked' }]);
    fireEvent.click(within(guard).getByRole('button', { name: '删除' }));
    expect(Object.hasOwn(latest(), 'guards')).toBe(false);
  });

  it('shows a condition that does not check at its input and keeps it out of the bundle', () => {
    const latest = renderSection(GuardsEditor, bare(), designContext());
    fireEvent.click(screen.getByRole('button', { name: '添加保护' }));
    const when = screen.getByLabelText('保护条件（表达式，如 isDefault）');
    fireEvent.change(when, { target: { value: 'archived' } });
    fireEvent.keyDown(when, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toContain('archived');
    expect(latest().guards?.[0]?.when).toBe('preset');
  });

  it('shows the bundle check’s problems of a guard at that guard', () => {
    const problem = { file: 'tgNote.json', pointer: '/guards/1/when', message: 'x', messageId: 'bundle.expr.unknownField', params: { name: 'archived' } };
    renderSection(GuardsEditor, structuredClone(note) as unknown as ModuleBundle, designContext(), [problem]);
    expect(within(screen.getByRole('group', { name: '保护 2' })).getByRole('alert', { name: '保护规则的问题' }).textContent).toContain('archived');
    expect(within(screen.getByRole('group', { name: '保护 1' })).queryByRole('alert')).toBeNull();
  });
});
