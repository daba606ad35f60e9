import { computeRecord, type CompiledModule } from '../../runtime/index.ts';
import { computedValues, expressionContext } from './record-expressions.ts';
import { parentLink } from './parent-link.ts';
import { loadRecord } from './record-read.ts';
import type { RecordContext } from './record-context.ts';
import type { ModuleRegistry } from './registry.ts';
import { sameValue } from '../../runtime/rules/same-value.ts';
import { SYSTEM_COLUMN } from './system-columns.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import { moduleTables } from '../db/module-tables.ts';

/** The parent keys child rows name (a changed row: as stored and as saved). */
export function parentKeysIn(registry: ModuleRegistry, child: CompiledModule, rows: readonly Readonly<Record<string, unknown>>[]): unknown[] {
  const link = parentLink(registry, child);
  return link && link.parent !== child ? rows.map((row) => row[link.field.name]) : [];
}

/**
 * A parent's computed fields over a child list (sum, count, ... of its rows) follow the rows:
 * after a row of a separate child-list module is added, changed or removed, each parent it
 * named is recomputed in the same transaction (`db`) and its computed columns written. The
 * parent's row version stays: only server-owned values change, so a form open on the parent
 * still saves (and recomputes them again). Inline rows need no call: they are saved with their
 * parent, whose save recomputes it.
 */
export async function recomputeParents(db: PlatformDb, registry: ModuleRegistry, child: CompiledModule, parentKeys: readonly unknown[], ctx: RecordContext): Promise<void> {
  const link = parentLink(registry, child);
  const parent = link?.parent;
  if (!parent || parent === child || !parent.expressions.childReads.includes(child.moduleId)) return;
  const keys = new Set(parentKeys.filter((key): key is string => typeof key === 'string' && key !== ''));
  for (const key of keys) {
    const stored = await loadRecord(db, registry, parent, key, ctx, { labels: false }).catch(() => undefined);
    if (!stored) continue;
    const context = await expressionContext(db, registry, parent, stored.values, key, ctx);
    const computed = computedValues(parent, computeRecord(parent, stored.values, context));
    const changed = Object.entries(computed).filter(([name, value]) => !sameValue(value, stored.values[name]));
    if (changed.length === 0) continue;
    let update = moduleTables(db)
      .updateTable(parent.table)
      .set(Object.fromEntries(changed.map(([name, value]) => [parent.fields.get(name)?.column ?? name, value])))
      .where(parent.primaryKey.column, '=', key);
    if (parent.bundle.entity.orgScoped) update = update.where(SYSTEM_COLUMN.orgNo, '=', ctx.orgNo);
    await update.execute();
  }
}
