import { sql } from 'kysely';
import type { CompiledModule } from '../../runtime/index.ts';
import { CURRENT_SCHEMA } from './schema-shape.ts';
import type { PlatformDb } from './tables/index.ts';

/** The trigger's name on a module table, and the function it runs (0080_alarm_push). */
const TRIGGER = 'module_alarm_push';

/**
 * A module feeds the alarm list when its bundle makes it the intake's event module (`iot` role
 * `event`); its organisation column scopes the push. Its rows changing tell the organisation's
 * open browsers to read their alarm counts again, whoever changes them.
 */
function feedsAlarms(module: CompiledModule): boolean {
  return module.bundle.iot?.role === 'event' && module.bundle.entity.orgScoped && !module.bundle.derived;
}

/**
 * Gives the tables of the modules that feed the alarm list the push trigger and takes it off
 * the tables of `modules` that no longer do (a version published without the role). Reads the
 * catalog first: tables already as they should be are not locked.
 */
export async function syncAlarmPushTriggers(db: PlatformDb, modules: readonly CompiledModule[]): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where c.relnamespace = ${CURRENT_SCHEMA} and t.tgname = ${TRIGGER}`.execute(db);
  const present = new Set(rows.map((row) => row.name));
  for (const module of modules) {
    const table = sql.table(module.table);
    const wanted = feedsAlarms(module);
    if (wanted && !present.has(module.table)) {
      await sql`create trigger ${sql.id(TRIGGER)} after insert or update or delete on ${table} for each row execute function module_alarm_push()`.execute(db);
    } else if (!wanted && present.has(module.table)) {
      await sql`drop trigger if exists ${sql.id(TRIGGER)} on ${table}`.execute(db);
    }
  }
}
