import { sql, type Migration } from 'kysely';
import { addMissingColumns } from '../schema-shape.ts';

/**
 * Password attempts at a session's lock screen (issue 16): counted on the lock's row at the
 * server, so neither a reload nor a second tab starts the count again; the row goes with the
 * unlock, and at the limit the session ends (server/routes/personal-routes.ts).
 */
export const screenUnlockAttempts: Migration = {
  async up(db) {
    await addMissingColumns(db, 'sys_screen_lock', [{ name: 'password_attempts', type: sql`integer not null default 0` }]);
  },
};
