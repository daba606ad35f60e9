import type { CompiledModule, ListPlan } from '../../runtime/index.ts';
import type { Database } from '../db/database.ts';
import type { ModuleRegistry } from './registry.ts';
import type { RecordContext } from './record-context.ts';
import { listRecords, type ListResult } from './list-query.ts';
import { loadRecord, type LoadedRecord } from './record-read.ts';
import { saveRecord, type SaveContext } from './record-write.ts';
import { deleteRecords, type DeleteContext } from './record-delete.ts';
import { sortRecords, type SortItem } from './record-sort.ts';

/** list / load / save / delete / sort over any compiled module, org-scoped, every value bound. */
export interface RecordService {
  list(module: CompiledModule, plan: ListPlan, ctx: RecordContext): Promise<ListResult>;
  load(module: CompiledModule, key: string, ctx: RecordContext): Promise<LoadedRecord>;
  save(module: CompiledModule, values: Record<string, unknown>, key: string | undefined, ctx: SaveContext): Promise<string>;
  delete(module: CompiledModule, keys: readonly string[], ctx: DeleteContext): Promise<number>;
  sort(module: CompiledModule, items: readonly SortItem[], ctx: RecordContext): Promise<void>;
}

/** @example const records = createRecordService(app.database, app.modules); await records.load(vehicle, key, ctx); */
export function createRecordService(database: Database, registry: ModuleRegistry): RecordService {
  const { db } = database;
  return {
    list: (module, plan, ctx) => listRecords(db, registry, module, plan, ctx),
    load: (module, key, ctx) => loadRecord(db, registry, module, key, ctx),
    save: (module, values, key, ctx) => saveRecord(db, registry, module, values, key, ctx),
    delete: (module, keys, ctx) => deleteRecords(db, registry, module, keys, ctx),
    sort: (module, items, ctx) => sortRecords(db, module, items, ctx),
  };
}
