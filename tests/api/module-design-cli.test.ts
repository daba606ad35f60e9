import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBundles } from '../../server/cli/bundles.ts';
import { call, loginAll, startTestApp, type TestApp } from './harness.ts';
import { designValue, loadDesign, textField } from './module-design-helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Every bundle file of modules/ is published at first start. */
const DEMO_MODULES = (await fs.readdir(path.join(ROOT, 'modules')))
  .filter((file) => file.endsWith('.json') && file !== 'dictionaries.json')
  .map((file) => file.slice(0, -'.json'.length))
  .sort();

describe('bundles:export and bundles:import', () => {
  let test: TestApp;
  let manager: string;
  let dir: string;
  beforeAll(async () => {
    test = await startTestApp();
    [manager] = await loginAll(test.app, ['manager']);
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bundles-'));
  });
  afterAll(async () => {
    await test.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  async function run(...args: string[]): Promise<{ code: number; lines: string[] }> {
    const lines: string[] = [];
    const code = await runBundles([...args, '--dir', dir], { database: test.app.database, print: (line) => lines.push(line) });
    return { code, lines };
  }

  async function readBundle(moduleId: string): Promise<any> {
    return JSON.parse(await fs.readFile(path.join(dir, `${moduleId}.json`), 'utf8'));
  }

  it('exports every published bundle as 2-space JSON with its $schema', async () => {
    const { code, lines } = await run('export');
    expect(code).toBe(0);
    expect(lines).toHaveLength(DEMO_MODULES.length);
    expect((await fs.readdir(dir)).sort()).toEqual(DEMO_MODULES.map((moduleId) => `${moduleId}.json`));
    const text = await fs.readFile(path.join(dir, 'vmVehicle.json'), 'utf8');
    expect(text.startsWith(`{\n  "$schema": "${path.relative(dir, path.join(ROOT, 'schemas/module.schema.json')).split(path.sep).join('/')}",\n  "moduleId": "vmVehicle",`)).toBe(true);
    const { $schema: _schema, ...bundle } = JSON.parse(text);
    expect(bundle).toEqual((await loadDesign(test.app, manager, 'vmVehicle')).bundle);
  });

  it('imports changed files as drafts, skipping unchanged ones', async () => {
    const vehicle = await readBundle('vmVehicle');
    vehicle.entity.fields.push(textField('fleetCode', { maxLength: 16 }));
    vehicle.list.columns.push({ field: 'fleetCode' });
    await fs.writeFile(path.join(dir, 'vmVehicle.json'), JSON.stringify(vehicle, null, 2));
    // Key order is not a change.
    const { moduleId, $schema, ...station } = await readBundle('baStation');
    await fs.writeFile(path.join(dir, 'baStation.json'), JSON.stringify({ ...station, moduleId, $schema }));

    const { code, lines } = await run('import');
    expect(code).toBe(0);
    expect(lines).toEqual(DEMO_MODULES.map((id) => (id === 'vmVehicle' ? 'vmVehicle: draft version 2' : `${id}: unchanged (version 1)`)));
    expect(await loadDesign(test.app, manager, 'vmVehicle')).toMatchObject({ status: 'draft', version: 2 });
    expect((await call(test.app, manager, 'vm/vehicle/init.ajax', {})).body.value.version).toBe('1');
    // The file replaced whatever draft there was: that is audited too, the unchanged files are not.
    const audit = await call(test.app, manager, 'system/moduleDesign/audit.ajax', { pageSize: 50 });
    const drafts = audit.body.rows.map((row: { rowDatas: Record<string, unknown> }) => row.rowDatas).filter((entry: { action: string }) => entry.action === 'importDraft');
    expect(drafts).toEqual([expect.objectContaining({ moduleId: 'vmVehicle', fromVersion: 1, toVersion: 2, userName: 'system', note: 'bundles:import vmVehicle.json' })]);
  });

  it('publishes imported files by the same rules, audited, and the running server serves them at once', async () => {
    const { code, lines } = await run('import', '--publish');
    expect(code).toBe(0);
    expect(lines.filter((line) => !line.includes('unchanged'))).toEqual([expect.stringMatching(/^vmVehicle: published version 2 \(\d+ steps\)$/)]);
    const init = await call(test.app, manager, 'vm/vehicle/init.ajax', {});
    expect(init.body.value.version).toBe('2');
    expect(init.body.value.columns.map((column: { field: string }) => column.field)).toContain('fleetCode');
    const audit = await call(test.app, manager, 'system/moduleDesign/audit.ajax', { moduleId: 'vmVehicle', pageSize: 3 });
    // The file replaced the draft again (audited), then the draft was published.
    expect(audit.body.rows.map((row: { rowDatas: Record<string, unknown> }) => row.rowDatas)).toEqual([
      expect.objectContaining({ action: 'import', fromVersion: 1, toVersion: 2, userName: 'system', note: 'bundles:import vmVehicle.json' }),
      expect.objectContaining({ action: 'importDraft', fromVersion: 1, toVersion: 2, userName: 'system' }),
      expect.objectContaining({ action: 'importDraft', fromVersion: 1, toVersion: 2, userName: 'system' }),
    ]);
    expect((await run('import', '--publish')).lines.every((line) => line.includes('unchanged'))).toBe(true);
  });

  it('reports a file it refuses with the place, and goes on with the others', async () => {
    const equipment = await readBundle('eqEquipment');
    equipment.list.columns.push({ field: 'nowhere' });
    await fs.writeFile(path.join(dir, 'eqEquipment.json'), JSON.stringify(equipment));
    const { code, lines } = await run('import', '--publish');
    expect(code).toBe(1);
    expect(lines.find((line) => line.startsWith('eqEquipment.json'))).toMatch(/refused: .*eqEquipment\.json \/list\/columns\/\d+\/field/);
    expect(lines.filter((line) => line.includes('unchanged'))).toHaveLength(DEMO_MODULES.length - 1);
    expect((await designValue(test.app, manager, 'list.ajax')).find((module: { moduleId: string }) => module.moduleId === 'eqEquipment').draft).toBeNull();
  });

  it('runs as a script with the Node 24 binary on its own database', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bundles-db-'));
    const out = path.join(dataDir, 'export');
    try {
      const node = path.join(ROOT, 'node_modules/.bin/node');
      const { stdout } = await promisify(execFile)(node, ['server/cli/bundles.ts', 'export', '--dir', out], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
      expect(stdout.trim().split('\n')).toHaveLength(DEMO_MODULES.length);
      expect((await fs.readdir(out)).sort()).toEqual(DEMO_MODULES.map((moduleId) => `${moduleId}.json`));
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
