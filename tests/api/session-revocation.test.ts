/**
 * Sessions are cached in each server's memory (server/auth/session-cache.ts); a revoking write
 * on one server reaches the others through PostgreSQL's LISTEN/NOTIFY. Two servers on one
 * schema, so PostgreSQL only; the single server's revocations are proven on both databases by
 * the auth, account and user tests.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../server/auth/secrets.ts';
import { call, demoPassword, login, publicKey, rsaEncrypt, startTestApp, type TestApp } from './harness.ts';
import { editAndPublish, textField } from './module-design-helpers.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const INFO = 'login/currentUserInfo.ajax';
/** The issue's promise: a revocation on one server holds on every other within 100 ms. */
const DEADLINE_MS = 100;

const accepts = async (test: TestApp, token: string) => (await call(test.app, token, INFO)).body.state === 0;

/** Milliseconds until `test` refuses `token`, asking again and again; fails at the deadline. */
async function refusedAfter(test: TestApp, token: string): Promise<number> {
  const started = performance.now();
  while (await accepts(test, token)) {
    if (performance.now() - started > DEADLINE_MS) throw new Error(`still accepted after ${DEADLINE_MS} ms`);
  }
  return performance.now() - started;
}

/** Revokes behind the servers' backs: no notification, as if it had been missed. */
const revokeSilently = (test: TestApp, token: string) =>
  sql`update sys_token set revoked_at = now() where token_hash = ${sha256Hex(token)}`.execute(test.app.database.db);

describe('one server serves used sessions from memory and forgets them at a revocation', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it('does not see a revocation nobody notified, and refuses at once a token logged out', async () => {
    const [unnotified, loggedOut] = [await login(test.app, 'lisi'), await login(test.app, 'wangwu')];
    expect([await accepts(test, unnotified), await accepts(test, loggedOut)]).toEqual([true, true]);
    await revokeSilently(test, unnotified);
    expect(await accepts(test, unnotified)).toBe(true);
    expect((await call(test.app, loggedOut, 'login/logout.ajax')).body.state).toBe(0);
    expect(await accepts(test, loggedOut)).toBe(false);
  });
});

describe.skipIf(!onPostgres)('a revocation on one server holds on another within 100 ms', () => {
  let one: TestApp;
  let two: TestApp;
  let admin: string;
  beforeAll(async () => {
    one = await startTestApp();
    two = await startTestApp({}, { sharing: one });
    admin = await login(one.app, 'admin');
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('serves a used session from memory: a revocation nobody notified is not seen', async () => {
    const token = await login(one.app, 'lisi');
    expect(await accepts(two, token)).toBe(true);
    await revokeSilently(one, token);
    expect(await accepts(two, token)).toBe(true);
    expect(await accepts(one, token)).toBe(false);
  });

  it('refuses on the other server a token logged out on one', async () => {
    const token = await login(one.app, 'wangwu');
    expect(await accepts(two, token)).toBe(true);
    expect((await call(one.app, token, 'login/logout.ajax')).body.state).toBe(0);
    expect(await refusedAfter(two, token)).toBeLessThanOrEqual(DEADLINE_MS);
  });

  it('refuses on the other server the tokens of an account locked on one', async () => {
    const token = await login(one.app, 'zhaoliu');
    expect(await accepts(two, token)).toBe(true);
    expect((await call(one.app, admin, 'system/user/lock.ajax', { userId: 'U0006' })).body.state).toBe(0);
    expect(await refusedAfter(two, token)).toBeLessThanOrEqual(DEADLINE_MS);
    expect((await call(one.app, admin, 'system/user/unlock.ajax', { userId: 'U0006' })).body.state).toBe(0);
  });

  it("refuses on the other server the user's other sessions after a password change on one", async () => {
    const [changer, other] = [await login(one.app, 'zhangsan'), await login(two.app, 'zhangsan')];
    expect(await accepts(two, other)).toBe(true);
    const pem = await publicKey(one.app);
    const changed = await call(one.app, changer, 'system/user/changePassword.ajax', {
      oldPassword: rsaEncrypt(pem, demoPassword('zhangsan')),
      newPassword: rsaEncrypt(pem, 'Changed#2025'),
    });
    expect(changed.body.state).toBe(0);
    expect(await refusedAfter(two, other)).toBeLessThanOrEqual(DEADLINE_MS);
    expect(await accepts(two, changer)).toBe(true);
  });

  it('serves on the other server the modules a publish on one changed, to a session it had cached', async () => {
    const token = await login(one.app, 'manager');
    expect(await accepts(two, token)).toBe(true);
    await editAndPublish(one.app, token, token, 'vmVehicle', (bundle) => bundle.entity.fields.push(textField('cacheNote', { maxLength: 40 })));
    const started = performance.now();
    while (two.app.modules.revision < one.app.modules.revision) {
      if (performance.now() - started > DEADLINE_MS) throw new Error(`revision ${two.app.modules.revision} still served after ${DEADLINE_MS} ms`);
      expect(await accepts(two, token)).toBe(true);
    }
    expect(two.app.modules.byModuleId('vmVehicle')?.fields.has('cacheNote')).toBe(true);
  });

  it('drops the cache when its listener is lost: a revocation made meanwhile holds, and caching resumes on reconnect', async () => {
    const token = await login(one.app, 'analyst');
    expect(await accepts(two, token)).toBe(true);
    const listeners = await sql<{ pid: number }>`
      select pid from pg_stat_activity where application_name = 'session-change-listener' and query = ${`listen "session_changes_${two.schema}"`}`.execute(two.app.database.db);
    expect(listeners.rows.length).toBe(2);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where pid in (${sql.join(listeners.rows.map((row) => row.pid))})`.execute(two.app.database.db);
    while (two.app.database.changes.up) await new Promise((resolve) => setImmediate(resolve));
    await revokeSilently(one, token);
    expect(await accepts(two, token)).toBe(false);
    // Back up: a session used now is cached again (a silent revocation is not seen).
    while (!two.app.database.changes.up) await new Promise((resolve) => setTimeout(resolve, 10));
    const next = await login(one.app, 'analyst');
    expect(await accepts(two, next)).toBe(true);
    await revokeSilently(one, next);
    expect(await accepts(two, next)).toBe(true);
  });
});
