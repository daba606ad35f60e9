import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBundles } from '../../server/cli/bundles.ts';
import { isMultiReference, linkTableOf } from '../../server/modules/reference-links.ts';
import type { ModuleBundle } from '../../runtime/index.ts';
import { call, loginAll, startTestApp, type TestApp } from './harness.ts';
import { expectRefusal } from './module-helpers.ts';
import { design, designValue, loadDesign } from './module-design-helpers.ts';

/** A new module on `table`, made from baStation's published bundle. */
function moduleOn(bundle: ModuleBundle, table: string): ModuleBundle {
  const copy = structuredClone(bundle);
  return { ...copy, moduleId: 'tableProbe', apiPath: 'probe/table', entity: { ...copy.entity, name: 'TableProbe', table }, menu: undefined };
}

/**
 * A module's table is never one PostgreSQL keeps for its catalog (pg_*, information_schema) nor
 * one of the platform's own (issue 11, item 11): a bundle naming one is a bundle problem, told
 * in the user's language, when checked, saved, published or imported from a file, instead of
 * an HTTP 500 from the catalog at publish.
 */
describe('module table names', () => {
  let test: TestApp;
  let analyst: string;
  let manager: string;
  let station: ModuleBundle;
  beforeAll(async () => {
    test = await startTestApp();
    [analyst, manager] = await loginAll(test.app, ['analyst', 'manager']);
    station = (await loadDesign(test.app, analyst, 'baStation')).bundle;
  });
  afterAll(() => test.close());

  /** Every table the platform creates: those of a started server's schema that no module owns. */
  async function platformTables(): Promise<string[]> {
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(test.app.database.db);
    // A module owns its table and the link tables of its multi-references (a ticket's crew).
    const moduleTables = new Set(
      test.app.modules.all().flatMap((module) => [module.table, ...[...module.fields.values()].filter(isMultiReference).map((field) => linkTableOf(module, field))]),
    );
    return rows.map((row) => row.name).filter((name) => !moduleTables.has(name)).sort();
  }

  it('refuses catalog and platform tables at check and save, in both languages', async () => {
    const platform = await platformTables();
    expect(platform).toEqual(expect.arrayContaining(['sys_user', 'sys_file', 'sys_module_version', 'sys_column_setting', 'wf_model', 'wf_task']));
    for (const table of ['pg_authid', 'pg_class', 'information_schema', ...platform]) {
      const bundle = JSON.stringify(moduleOn(station, table));
      const checked = await designValue(test.app, analyst, 'check.ajax', { bundle });
      const messageId = table.startsWith('pg_') || table === 'information_schema' ? 'bundle.catalogTable' : 'bundle.platformTable';
      expect(checked.problems, table).toEqual([expect.objectContaining({ pointer: '/entity/table', messageId, params: { table } })]);
      const saved = await design(test.app, analyst, 'saveDraft.ajax', { moduleId: 'tableProbe', bundle, revision: -1 });
      expectRefusal(saved, 'E_BUNDLE_INVALID', 400);
    }
    const inChinese = await designValue(test.app, analyst, 'check.ajax', { bundle: JSON.stringify(moduleOn(station, 'pg_authid')) });
    expect(inChinese.problems[0].message).toBe('数据表 pg_authid 是 PostgreSQL 系统目录的名称（pg_*、information_schema），不能用作模块的数据表');
    const inEnglish = await call(test.app, analyst, 'system/moduleDesign/check.ajax?lang=en-US', { bundle: JSON.stringify(moduleOn(station, 'pg_authid')) });
    expect(inEnglish.body.value.problems[0].message).toBe("Table pg_authid is a name PostgreSQL keeps for its catalog (pg_*, information_schema) and cannot be a module's table");
  });

  it('refuses pg_authid at publish with a bundle problem, not a server error', async () => {
    // A draft stored before this check existed: written straight into the versions table.
    const saved = await design(test.app, analyst, 'saveDraft.ajax', { moduleId: 'tableProbe', bundle: JSON.stringify(moduleOn(station, 'probe_table')), revision: -1 });
    expect(saved.body.state).toBe(0);
    await test.app.database.db
      .updateTable('sys_module_version')
      .set({ bundle: JSON.stringify(moduleOn(station, 'pg_authid')) })
      .where('module_id', '=', 'tableProbe')
      .execute();
    const draft = await loadDesign(test.app, manager, 'tableProbe');
    const published = await design(test.app, manager, 'publish.ajax', { moduleId: 'tableProbe', revision: draft.revision, publishedVersion: 0, note: 'probe' });
    expectRefusal(published, 'E_PUBLISH_BLOCKED', 409);
    expect(published.body.param.problems).toEqual([expect.objectContaining({ pointer: '/entity/table', messageId: 'bundle.catalogTable' })]);
    await design(test.app, analyst, 'discardDraft.ajax', { moduleId: 'tableProbe', revision: draft.revision });
  });

  it('refuses such a bundle file at bundles:import', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'table-names-'));
    try {
      await fs.writeFile(path.join(dir, 'tableProbe.json'), JSON.stringify(moduleOn(station, 'pg_authid')));
      const lines: string[] = [];
      const code = await runBundles(['import', '--dir', dir, '--publish'], { database: test.app.database, print: (line) => lines.push(line) });
      expect(code).toBe(1);
      expect(lines).toEqual([expect.stringContaining("tableProbe.json /entity/table Table pg_authid is a name PostgreSQL keeps for its catalog")]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
