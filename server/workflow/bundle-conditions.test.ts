import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DictionaryBundle, ModuleBundle } from '../../runtime/index.ts';
import { buildRegistry } from '../modules/registry.ts';
import { workflowExtMethods } from './workflow-ext-methods.ts';
import { createExtMethodRegistry, type ExtMethodContext } from './ext-methods.ts';

const FIXTURE = new URL('../../tests/fixtures/wide-module/', import.meta.url);
const read = (name: string) => JSON.parse(fs.readFileSync(new URL(name, FIXTURE), 'utf8'));

/** The fixture bundle as module `moduleId`, declaring one condition on its `code` field. */
function bundleWithCondition(moduleId: string, values: string[]): ModuleBundle {
  const bundle = read('bcWide.json') as ModuleBundle;
  return {
    ...bundle,
    moduleId,
    apiPath: `bc/${moduleId}`,
    entity: { ...bundle.entity, name: `E${moduleId}`, table: `t_${moduleId.toLowerCase()}` },
    workflow: { enabled: true, conditions: [{ name: 'isUrgent', desc: { 'zh-CN': '紧急', 'en-US': 'Urgent' }, field: 'code', values }] },
  };
}

function registryOf(...bundles: ModuleBundle[]) {
  const dictionaries = read('dictionaries.json') as DictionaryBundle;
  const modules = buildRegistry(bundles.map((bundle) => ({ file: `${bundle.moduleId}.json`, bundle, version: 1 })), dictionaries, { revision: 1 });
  return createExtMethodRegistry(() => workflowExtMethods(modules));
}

const context = (moduleId: string, code: string) => ({ moduleId, record: { code } }) as unknown as ExtMethodContext;

describe('extension conditions declared by bundles', () => {
  it('decides by the record value, in the group of the module that declares it', async () => {
    const ext = registryOf(bundleWithCondition('bcOne', ['A1', 'A2']), bundleWithCondition('bcTwo', ['B1']));
    expect(await ext.condition('isUrgent', 'bcOne').condition(context('bcOne', 'A2'), [])).toBe(true);
    expect(await ext.condition('isUrgent', 'bcOne').condition(context('bcOne', 'B1'), [])).toBe(false);
    expect(await ext.condition('isUrgent', 'bcTwo').condition(context('bcTwo', 'B1'), [])).toBe(true);
    expect(() => ext.condition('isUrgent', 'bcThree')).toThrow(expect.objectContaining({ code: 'E_BAD_REQUEST' }));
  });

  it('lists each group its own conditions and the platform methods', () => {
    const ext = registryOf(bundleWithCondition('bcOne', ['A1']), bundleWithCondition('bcTwo', ['B1']));
    expect(ext.list({ grpNo: 'bcOne', invokeTypes: ['conditionGeter'] }).map((method) => [method.name, method.grpNo])).toEqual([['isUrgent', 'bcOne']]);
    expect(ext.list({ grpNo: 'bcOne' }).map((method) => method.name)).toEqual(['orgHeads', 'isUrgent']);
  });

  it('knows no condition the bundles do not declare', () => {
    expect(registryOf(bundleWithCondition('bcOne', ['A1'])).list({ invokeTypes: ['conditionGeter'] }).map((method) => method.name)).toEqual(['isUrgent']);
  });
});
