import { sql } from 'kysely';
import { validateRecord, type CompiledModule } from '../../../runtime/index.ts';
import { bundleVersion } from '../../modules/bundle-version.ts';
import { isMultiReference, linkedKeys, linkTableOf } from '../../modules/reference-links.ts';
import { SYSTEM_COLUMN } from '../../modules/system-columns.ts';
import type { SeedRecord } from './seed-types.ts';
import type { PlatformDb } from '../../db/tables/index.ts';
import { moduleTables } from '../../db/module-tables.ts';

const BATCH = 200;

/**
 * Inserts demo records of one organisation in batches, after checking each against the
 * module's rules: demo data a user could not have entered would mislead, so a generator
 * bug stops the seed with the offending record.
 */
export async function insertRecords(db: PlatformDb, module: CompiledModule, orgNo: string, createdBy: string, records: SeedRecord[]): Promise<void> {
  const rows = records.map((record, index) => {
    const errors = validateRecord(module, record);
    if (errors.length > 0) throw new Error(`demo ${module.moduleId} record ${JSON.stringify(record)}: ${JSON.stringify(errors)}`);
    const row: Record<string, unknown> = {};
    for (const field of module.fields.values()) row[field.column] = record[field.name] ?? null;
    if (module.bundle.entity.orgScoped) row[SYSTEM_COLUMN.orgNo] = orgNo;
    row[SYSTEM_COLUMN.createdBy] = createdBy;
    row[SYSTEM_COLUMN.createdAt] = sql`localtimestamp(0)`;
    row[SYSTEM_COLUMN.rowVersion] = 1;
    // Tree siblings show in the generated order; lists stay in their default order until
    // someone drag-sorts them (seq 0: never placed).
    row[SYSTEM_COLUMN.seq] = module.bundle.tree ? index + 1 : 0;
    row[SYSTEM_COLUMN.bundleVersion] = bundleVersion(module);
    return row;
  });
  for (let start = 0; start < rows.length; start += BATCH) {
    await moduleTables(db).insertInto(module.table).values(rows.slice(start, start + BATCH)).execute();
  }
  await insertLinks(db, module, records);
}

/** The link rows of the multi-references (what list filters and labels read), as a save writes them. */
async function insertLinks(db: PlatformDb, module: CompiledModule, records: readonly SeedRecord[]): Promise<void> {
  for (const field of module.fields.values()) {
    if (!isMultiReference(field)) continue;
    const links = records.flatMap((record) =>
      linkedKeys(record[field.name]).map((target, seq) => ({ record_key: record[module.primaryKey.name], target_key: target, seq })),
    );
    for (let start = 0; start < links.length; start += BATCH) {
      await moduleTables(db).insertInto(linkTableOf(module, field)).values(links.slice(start, start + BATCH)).execute();
    }
  }
}
