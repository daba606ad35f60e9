import { sql, type Migration } from 'kysely';

/**
 * Live alarm counts (issues 16 and 18): the trigger function that tells the live push streams
 * of an organisation that its alarms changed, whoever writes its device events — the intake, a
 * form save, a life-cycle transition, an import, a delete — so no writer can forget it. The
 * tables of the modules that feed the alarm list (bundle `iot` role `event`) get the trigger
 * from the module table sync (server/db/alarm-push-trigger.ts), as bundles name those tables.
 */
export const alarmPush: Migration = {
  async up(db) {
    // The payload is what server/db/session-changes.ts decodes as { kind: 'push', topic: 'alarms' };
    // notifications of one transaction with the same payload reach listeners once.
    await sql`
      create or replace function module_alarm_push() returns trigger language plpgsql as $$
      declare
        org text := coalesce(new.org_no, old.org_no);
      begin
        if org is not null then
          perform pg_notify('session_changes_' || current_schema(), 'push:alarms:' || org);
        end if;
        return null;
      end $$`.execute(db);
  },
};
