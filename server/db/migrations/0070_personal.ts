import { sql, type Migration } from 'kysely';
import { addMissingColumns, createMissingTables } from '../schema-shape.ts';

/**
 * The personal workspace (issue 16): every change of a message receipt notifies the live push
 * streams of its receiver on the servers' change channel (server/push/), whoever writes it (a
 * workflow transition, the alarm intake, a read mark, a delete), so no writer can forget it;
 * the user's lock time (minutes idle before the lock screen, 0 never) and push settings (the
 * message types the user does not want to receive); the lock state of a session (sys_screen_lock, a row while its lock screen is up).
 */
export const personal: Migration = {
  async up(db) {
    await addMissingColumns(db, 'sys_user', [
      { name: 'lock_minutes', type: sql`integer not null default 0` },
      { name: 'push_muted', type: sql`varchar(200) not null default ''` },
    ]);
    // A table of its own, not a sys_token column: the token table's columns keep the baseline's order.
    await createMissingTables(db, [
      (db) =>
        db.schema
          .createTable('sys_screen_lock').ifNotExists()
          .addColumn('token_hash', 'char(64)', (c) => c.primaryKey().references('sys_token.token_hash').onDelete('cascade'))
          .addColumn('locked_at', 'timestamptz', (c) => c.notNull()),
    ]);
    // The payload is what server/db/session-changes.ts decodes as { kind: 'push', topic: 'messages' }.
    await sql`
      create or replace function sys_msg_receiver_push() returns trigger language plpgsql as $$
      begin
        perform pg_notify('session_changes_' || current_schema(), 'push:messages:' || coalesce(new.receiver, old.receiver));
        return null;
      end $$`.execute(db);
    await sql`drop trigger if exists sys_msg_receiver_push on sys_msg_receiver`.execute(db);
    await sql`create trigger sys_msg_receiver_push after insert or update or delete on sys_msg_receiver for each row execute function sys_msg_receiver_push()`.execute(db);
  },
};
