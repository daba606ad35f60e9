import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../server/db/database.ts';
import { migrateModuleTables } from '../../server/db/module-migrate.ts';
import { migratePlatformSchema } from '../../server/db/platform-migrate.ts';
import { loadModuleRegistry } from '../../server/modules/registry.ts';
import { DEMO_MODULES } from './module-design-helpers.ts';
import { moduleTables } from '../../server/db/module-tables.ts';

const MODULES = path.resolve(import.meta.dirname, '../../modules');

async function copyModules(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'modules-'));
  await fs.cp(MODULES, dir, { recursive: true });
  return dir;
}

async function editBundle(dir: string, file: string, edit: (bundle: any) => void): Promise<void> {
  const bundle = JSON.parse(await fs.readFile(path.join(dir, file), 'utf8'));
  edit(bundle);
  await fs.writeFile(path.join(dir, file), JSON.stringify(bundle));
}

describe('module registry', () => {
  it('loads every bundle of modules/', async () => {
    const lines: string[] = [];
    const registry = await loadModuleRegistry(undefined, (line) => lines.push(line));
    expect(registry.problems).toEqual([]);
    expect(lines).toEqual([]);
    expect(registry.all().map((module) => module.moduleId).sort()).toEqual(DEMO_MODULES);
    expect(registry.byEntityName('VmVehicle')?.moduleId).toBe('vmVehicle');
    expect(registry.byModuleId('nope')).toBeUndefined();
  });

  it('skips bad bundles, logging file, pointer and reason, and keeps the others', async () => {
    const dir = await copyModules();
    await fs.writeFile(path.join(dir, 'zzBroken.json'), '{ "moduleId": ');
    await editBundle(dir, 'vmVehicle.json', (bundle) => bundle.list.columns.push({ field: 'ownerName' }));
    // Without its child module the defect bundle is inconsistent, and goes too, with the work order that references defects.
    await fs.rm(path.join(dir, 'dfDefectTrack.json'));
    const lines: string[] = [];
    const registry = await loadModuleRegistry(dir, (line) => lines.push(line));
    // The broken ones go, and so do the modules that refer to them (use requests, trips, inspection records ...); modules that need neither stay.
    const kept = registry.all().map((module) => module.moduleId);
    expect(kept).toEqual(expect.arrayContaining(['baStation', 'eqEquipment', 'ipCard', 'ohProcessCard', 'mtMaterial']));
    expect(kept.filter((moduleId) => ['dfDefect', 'dfDefectTrack', 'ipRecord', 'ipRecordItem'].includes(moduleId) || moduleId.startsWith('vm'))).toEqual([]);
    expect(lines.some((line) => line.startsWith(`${path.basename(dir)}/zzBroken.json / `))).toBe(true);
    expect(lines.some((line) => /vmVehicle\.json \/list\/columns\/\d+\/field .*ownerName/.test(line))).toBe(true);
    expect(lines.some((line) => /dfDefect\.json \/form\/children/.test(line))).toBe(true);
    await fs.rm(dir, { recursive: true });
  });
});

describe('module table migration', () => {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  let database: Database;
  beforeAll(async () => {
    database = await createDatabase({ databaseUrl, schema });
    // As at start: the platform's schema first (module tables take its triggers' functions).
    await migratePlatformSchema(database);
  });
  afterAll(async () => {
    if (schema) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
    await database.close();
  });

  async function columns(table: string): Promise<string[]> {
    const { rows } = await sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_name = ${table} and table_schema = current_schema() order by column_name`.execute(database.db);
    return rows.map((row) => row.column_name);
  }

  async function indexes(table: string): Promise<string[]> {
    const { rows } = await sql<{ indexdef: string }>`select indexdef from pg_indexes where tablename = ${table} and schemaname = current_schema()`.execute(database.db);
    return rows.map((row) => row.indexdef);
  }

  it('creates tables with system columns and indexes, and runs again without change', async () => {
    const registry = await loadModuleRegistry();
    await migrateModuleTables(database, registry);
    await migrateModuleTables(database, registry);
    expect(await columns('vm_vehicle')).toEqual(
      expect.arrayContaining(['vehicle_no', 'plate_no', 'org_no', 'created_by', 'created_at', 'updated_by', 'updated_at', 'row_version', 'seq', 'bundle_version']),
    );
    const vehicleIndexes = (await indexes('vm_vehicle')).join('\n');
    expect(vehicleIndexes).toMatch(/\(org_no, purchase_date\)/);
    expect(vehicleIndexes).toMatch(/\(org_no, plate_no\)/);
    expect(vehicleIndexes).toMatch(/gin \(plate_no gin_trgm_ops\)/);
    expect((await indexes('eq_equipment')).join('\n')).toMatch(/\(org_no, parent_eq_no\)/);
    expect((await indexes('df_defect_track')).join('\n')).toMatch(/\(org_no, parent_id\)/);
  });

  it('puts back, by the catalog, an index and a system column that went missing', async () => {
    const registry = await loadModuleRegistry();
    await sql`drop index ${sql.id('vm_vehicle_trgm_plate_no')}`.execute(database.db);
    await sql`alter table vm_vehicle drop column bundle_version`.execute(database.db);
    await migrateModuleTables(database, registry);
    expect(await columns('vm_vehicle')).toContain('bundle_version');
    expect((await indexes('vm_vehicle')).join('\n')).toMatch(/vm_vehicle_trgm_plate_no ON .*gin \(plate_no gin_trgm_ops\)/);
  });

  it('adds the columns of new fields and keeps the data', async () => {
    await moduleTables(database.db).insertInto('ba_station').values({ czxx_no: 'S1', station_code: 'S1', czxx_nam: '测试场站', station_type: 'WIND', capacity_mw: '1.00' }).execute();
    const dir = await copyModules();
    await editBundle(dir, 'baStation.json', (bundle) => bundle.entity.fields.push({ name: 'gridCode', type: 'text', maxLength: 32, label: { 'zh-CN': '并网编号', 'en-US': 'Grid code' } }));
    await migrateModuleTables(database, await loadModuleRegistry(dir));
    expect(await columns('ba_station')).toContain('grid_code');
    const row = await moduleTables(database.db).selectFrom('ba_station').select(['czxx_nam', 'grid_code', 'row_version']).executeTakeFirst();
    expect(row).toEqual({ czxx_nam: '测试场站', grid_code: null, row_version: 1 });
    await fs.rm(dir, { recursive: true });
  });
});
