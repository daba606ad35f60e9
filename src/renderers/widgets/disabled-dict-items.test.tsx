// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
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

function categoryOptions(formData: Record<string, unknown>): HTMLOptionElement[] {
  const defect = compileModule(bundle as ModuleBundle, withMajorDisabled());
  render(
    <TestProviders>
      <ModuleForm module={defect} formData={formData} onChange={vi.fn()} labels={new Map()} readonly={false} liveValidate={false} />
    </TestProviders>,
  );
  const select = document.getElementById('root_category') as HTMLSelectElement;
  return [...select.options];
}

describe('disabled dictionary items in forms', () => {
  beforeEach(() => activateLocale('zh-CN'));
  afterEach(cleanup);

  it('does not offer a disabled item to a record that does not hold it', () => {
    const values = categoryOptions({ category: 'GENERAL' }).map((option) => option.value);
    expect(values).toContain('GENERAL');
    expect(values).not.toContain('MAJOR');
  });

  it('shows a held disabled item with its label, disabled, and the enabled ones choosable', () => {
    const options = categoryOptions({ category: 'MAJOR' });
    const major = options.find((option) => option.value === 'MAJOR');
    expect(major?.textContent).toBe('重大');
    expect(major?.disabled).toBe(true);
    expect(options.find((option) => option.value === 'CRITICAL')?.disabled).toBe(false);
  });
});
