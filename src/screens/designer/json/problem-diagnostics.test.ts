import { afterAll, describe, expect, it } from 'vitest';
import { checkModuleBundle, type BundleProblem, type ModuleBundle } from '../../../../runtime/index.ts';
import bundle from '../../../../tests/fixtures/bundles/vmVehicle.json' with { type: 'json' };
import { activateLocale, translate } from '../../../i18n/i18n.ts';
import { bundleText } from '../model/draft-text.ts';
import { problemDiagnostics } from './problem-diagnostics.ts';

const text = bundleText({ ...(bundle as ModuleBundle), apiPath: 'Bad Path' });
const { problems } = checkModuleBundle(JSON.parse(text), 'vmVehicle.json');

describe('problemDiagnostics', () => {
  afterAll(() => activateLocale('zh-CN'));

  it('marks each problem at its pointer with its message in the user language', () => {
    activateLocale('zh-CN');
    const [mark, ...others] = problemDiagnostics(text, problems, translate);
    expect(others).toEqual([]);
    expect(mark).toMatchObject({ severity: 'error', source: '/apiPath', message: expect.stringMatching(/^格式不正确，应匹配 \^\[a-z\]/) });
    expect(text.slice(mark!.from, mark!.to)).toBe('"Bad Path"');
  });

  it('follows the language', async () => {
    await activateLocale('en-US');
    expect(problemDiagnostics(text, problems, translate)[0]?.message).toBe(problems[0]?.message);
  });

  it('shows the message of a problem from a server that sends no message id', () => {
    const older = { file: 'vmVehicle.json', pointer: '/apiPath', message: 'must match pattern' } as Partial<BundleProblem> as BundleProblem;
    expect(problemDiagnostics(text, [older], translate)[0]?.message).toBe('must match pattern');
  });
});
