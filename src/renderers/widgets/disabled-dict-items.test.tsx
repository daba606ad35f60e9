// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { compileModule, type DictionaryBundle, type ModuleBundle } from '../../../runtime/index.ts';
import bundle from '../../../tests/fixtures/bundles/dfDefect.json' with { type: 'json' };
import dictionaries from '../../../tests/fixtures/bundles/dictionaries.json' with { type: 'json' };
import { activateLocale } from '../../i18n/index.ts';
import { TestProviders } from '../../app/TestProviders.tsx';
import { ModuleForm } from '../ModuleForm.tsx';

vi.mock('../../api/request.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), request: vi.fn().mockResolvedValue([]) }));

/** The fixture's dictionaries with the category 'MAJOR' switched off by an administrator. */
function withMajorDisabled(): DictionaryBundle {
  const copy = structuredClone(dictionaries) as unknown as DictionaryBundle;
  const item = copy.defectCategory?.items.find((candidate) => candidate.value === 'MAJOR');
  if (item) item.disabled = true;
  return copy;
}

/** The category select's choices, opened from the keyboard: each with its label and whether it can be chosen. */
async function categoryOptions(formData: Record<string, unknown>): Promise<{ label: string; disabled: boolean }[]> {
  const defect = compileModule(bundle as ModuleBundle, withMajorDisabled());
  render(
    <TestProviders>
      <ModuleForm module={defect} formData={formData} onChange={vi.fn()} labels={new Map()} readonly={false} liveValidate={false} />
    </TestProviders>,
  );
  const button = document.getElementById('root_category') as HTMLElement;
  button.focus();
  fireEvent.keyDown(button, { key: 'ArrowDown' });
  const options = await screen.findAllByRole('option');
  return options.map((option) => ({ label: option.textContent ?? '', disabled: option.getAttribute('aria-disabled') === 'true' }));
}

describe('disabled dictionary items in forms', () => {
  beforeEach(() => activateLocale('zh-CN'));
  afterEach(cleanup);

  it('does not offer a disabled item to a record that does not hold it', async () => {
    const labels = (await categoryOptions({ category: 'GENERAL' })).map((option) => option.label);
    expect(labels).toContain('一般');
    expect(labels).not.toContain('重大');
  });

  it('shows a held disabled item with its label, disabled, and the enabled ones choosable', async () => {
    const options = await categoryOptions({ category: 'MAJOR' });
    expect(options.find((option) => option.label === '重大')?.disabled).toBe(true);
    expect(options.find((option) => option.label === '一般')?.disabled).toBe(false);
  });
});
