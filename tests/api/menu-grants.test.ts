import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleBundle } from '../../runtime/index.ts';
import { buildRegistry } from '../../server/modules/registry.ts';
import { upgradeSeed } from '../../server/seed/seed-upgrade.ts';
import { startTestApp, type TestApp } from './harness.ts';

const FIXTURE = new URL('../fixtures/wide-module/', import.meta.url);

async function fixtureBundle(menu: ModuleBundle['menu']): Promise<ModuleBundle> {
  const bundle = JSON.parse(await fs.readFile(new URL('bcWide.json', FIXTURE), 'utf8')) as ModuleBundle;
  return { ...bundle, menu };
}

describe('menu grants of a bundle', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(async () => test.close());

  it('grants exactly the operations the bundle menu names, to roles the database has', async () => {
    const bundle = await fixtureBundle({
      parentId: 'm_base',
      routerPath: 'bc/wide',
      grants: [
        { role: 'user', operations: ['view', 'export'] },
        { role: 'noSuchRole', operations: ['view'] },
      ],
    });
    const dictionaries = JSON.parse(await fs.readFile(new URL('dictionaries.json', FIXTURE), 'utf8'));
    const registry = buildRegistry([{ file: 'bcWide.json', bundle, version: 0 }], dictionaries, { revision: 0 });
    await test.app.database.db.transaction().execute((trx) => upgradeSeed(trx, registry));
    const grants = await test.app.database.db.selectFrom('sys_role_opr').select(['role_id', 'opr_name']).where('module_id', '=', 'bcWide').orderBy('role_id').orderBy('opr_name').execute();
    expect(grants).toEqual([
      { role_id: 'user', opr_name: 'export' },
      { role_id: 'user', opr_name: 'view' },
    ]);
  });

  it('a demo bundle carries what the demo roles had', async () => {
    const grants = await test.app.database.db.selectFrom('sys_role_opr').select(['role_id', 'opr_name']).where('module_id', '=', 'dfDefect').where('role_id', 'in', ['user', 'analyst']).orderBy('role_id').orderBy('opr_name').execute();
    expect(grants).toEqual([
      { role_id: 'analyst', opr_name: 'view' },
      { role_id: 'user', opr_name: 'add' },
      { role_id: 'user', opr_name: 'edit' },
      { role_id: 'user', opr_name: 'export' },
      { role_id: 'user', opr_name: 'view' },
    ]);
  });
});
