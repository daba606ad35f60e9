import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldDef, ModuleBundle } from '../../runtime/index.ts';
import { call, loginAll, startTestApp, type TestApp } from './harness.ts';
import { expectRefusal, newVehicle } from './module-helpers.ts';
import { designValue, editAndPublish, loadDesign } from './module-design-helpers.ts';

const MESSAGE = { 'zh-CN': '驾驶员编号形如 D-001', 'en-US': 'driver ids look like D-001' };

function withDriverPattern(bundle: ModuleBundle, pattern: string): void {
  const field = bundle.entity.fields.find((candidate) => candidate.name === 'driverName') as FieldDef;
  Object.assign(field, { pattern, patternMessage: MESSAGE });
}

describe("a bundle field's own pattern", () => {
  let test: TestApp;
  let analyst: string;
  let manager: string;
  beforeAll(async () => {
    test = await startTestApp();
    [analyst, manager] = await loginAll(test.app, ['analyst', 'manager']);
  });
  afterAll(() => test.close());

  it('refuses a pattern with nested quantifiers when the bundle is checked', async () => {
    const { bundle } = await loadDesign(test.app, analyst, 'vmVehicle');
    withDriverPattern(bundle, '(\\w+\\s?)*');
    const { problems } = await designValue(test.app, analyst, 'check.ajax', { bundle: JSON.stringify(bundle) });
    expect(problems).toEqual([expect.objectContaining({ messageId: 'bundle.patternUnsafe', pointer: expect.stringMatching(/^\/entity\/fields\/\d+\/pattern$/) })]);
  });

  it('refuses a save whose value the published pattern does not match, in the bundle message', async () => {
    const version = await editAndPublish(test.app, analyst, manager, 'vmVehicle', (bundle) => withDriverPattern(bundle, 'D-\\d{3}'));
    const refused = await call(test.app, manager, 'vm/vehicle/save.ajax', newVehicle({ driverName: 'D-12', _bundleVersion: String(version) }));
    expectRefusal(refused, 'E_VALIDATION');
    expect(refused.body.param.errors).toEqual([{ field: 'driverName', message: MESSAGE['zh-CN'] }]);
    const english = await call(test.app, manager, 'vm/vehicle/save.ajax', newVehicle({ driverName: 'D-12', _bundleVersion: String(version), lang: 'en_US' }));
    expect(english.body.param.errors).toEqual([{ field: 'driverName', message: MESSAGE['en-US'] }]);
    expect((await call(test.app, manager, 'vm/vehicle/save.ajax', newVehicle({ driverName: 'D-012', _bundleVersion: String(version) }))).body.state).toBe(0);
  });
});
