import { verifyPassword } from '../auth/password.ts';
import { sha256Hex } from '../auth/secrets.ts';
import { USER_STATE } from '../auth/user-state.ts';
import { DEMO_ACCOUNTS, DEMO_UAKEY } from './demo-accounts.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/**
 * Demo credentials that still open the database, each as a sentence for the log: a demo
 * account (by user name, not disabled) whose stored hash still verifies the password the README
 * prints, and the demo uakey while its hash is stored unrevoked and unexpired.
 * @example await liveDemoCredentials(db) // ['demo account admin still accepts its README password', ...]
 */
export async function liveDemoCredentials(db: PlatformDb): Promise<string[]> {
  const users = await db
    .selectFrom('sys_user')
    .select(['user_name', 'password_hash'])
    .where('user_name', 'in', DEMO_ACCOUNTS.map((account) => account.userName))
    .where('state', '<>', USER_STATE.disabled)
    .orderBy('user_name')
    .execute();
  const live: string[] = [];
  for (const user of users) {
    const account = DEMO_ACCOUNTS.find((entry) => entry.userName === user.user_name);
    if (account && (await verifyPassword(user.password_hash as string, account.password))) live.push(`demo account ${account.userName} still accepts its README password`);
  }
  const key = await db
    .selectFrom('sys_uakey')
    .select('key_hash')
    .where('key_hash', '=', sha256Hex(DEMO_UAKEY.uakey))
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
    .executeTakeFirst();
  if (key) live.push(`the demo uakey ${DEMO_UAKEY.uakey} is still valid`);
  return live;
}
