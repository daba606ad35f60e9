import { sql } from 'kysely';
import type { CompiledModule, UserFieldAccess } from '../../runtime/index.ts';
import type { ModuleRegistry } from './registry.ts';
import type { RecordContext, RecordRow } from './record-context.ts';
import { fieldSelections, recordSelections, toRecordRow } from './list-query.ts';
import { recordData } from './list-envelope.ts';
import { SYSTEM_COLUMN } from './system-columns.ts';
import { inlineLists, type InlineList } from './inline-children.ts';
import { visibleRecord } from './field-visibility.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** A stored inline row and its position in the list (from 0). */
export interface StoredRow extends RecordRow {
  position: number;
}

/**
 * The rows of one inline list under a parent, in the user's organisation, in list order (the
 * seq column the save writes, then creation order by key for rows written otherwise).
 * `labels: false` leaves out reference labels (a subquery each), for the save's own reading.
 */
export async function loadInlineRows(db: PlatformDb, registry: ModuleRegistry, list: InlineList, parentKey: string, ctx: RecordContext, { labels = true } = {}): Promise<StoredRow[]> {
  const child = list.module;
  const fields = [...child.fields.values()];
  const selections = labels ? recordSelections(registry, child, fields, ctx.orgNo) : fieldSelections(fields);
  const scope = child.bundle.entity.orgScoped ? sql` and ${sql.ref(`t.${SYSTEM_COLUMN.orgNo}`)} = ${ctx.orgNo}` : sql``;
  const { rows } = await sql<Record<string, unknown>>`
    select ${sql.join(selections)} from ${sql.table(child.table)} as t
    where ${sql.ref(`t.${list.linkField.column}`)} = ${parentKey}${scope}
    order by ${sql.ref(`t.${SYSTEM_COLUMN.seq}`)}, ${sql.ref(`t.${child.primaryKey.column}`)}`.execute(db);
  return rows.map((row, position) => ({ ...toRecordRow(child, fields, row, ctx), position }));
}

/**
 * The parent's inline rows as find.ajax answers them: `{ childModuleId: [row with _labels and its key as pkValue] }`,
 * each without the fields of its own module hidden from the user (`accessOf`).
 */
export async function loadInlineChildren(
  db: PlatformDb,
  registry: ModuleRegistry,
  module: CompiledModule,
  parentKey: string,
  ctx: RecordContext,
  accessOf: (child: CompiledModule) => Promise<UserFieldAccess>,
): Promise<Record<string, Record<string, unknown>[]>> {
  const answer: Record<string, Record<string, unknown>[]> = {};
  for (const list of inlineLists(registry, module)) {
    const access = await accessOf(list.module);
    answer[list.module.moduleId] = (await loadInlineRows(db, registry, list, parentKey, ctx)).map((row) => ({ ...recordData(visibleRecord(row, access)), pkValue: row.key }));
  }
  return answer;
}
