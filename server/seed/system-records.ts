import { hashPassword } from '../auth/password.ts';
import { sha256Hex } from '../auth/secrets.ts';
import { DEMO_ACCOUNTS, DEMO_UAKEY } from './demo-accounts.ts';
import { DEPARTS, EMPLOYEES, LANG_LABELS, MENUS, ORGS, POSTS, ROLES, ROLE_EXTRA_GRANTS, TEAMS, USERS, type MenuSeed } from './system-data.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import { seedDemoEvents } from './demo-events.ts';

/** Argon2 hashes of the demo passwords, computed before the seeding transaction opens. */
export async function hashDemoPasswords(): Promise<Map<string, string>> {
  const entries = await Promise.all(DEMO_ACCOUNTS.map(async (account) => [account.userName, await hashPassword(account.password)] as const));
  return new Map(entries);
}

/** A seeded menu as its sys_menu row. */
export function menuRow(menu: MenuSeed) {
  return {
    id: menu.id,
    parent_id: menu.parentId,
    name_zh: menu.zh,
    name_en: menu.en,
    icon: menu.icon ?? null,
    url: menu.url ?? null,
    router_path: menu.routerPath ?? null,
    mod_type: menu.modType ?? 'MENU',
    seq: menu.seq,
  };
}

export function menuRoleRows(menu: MenuSeed): { menu_id: string; role_id: string }[] {
  return (menu.roles ?? []).map((role_id) => ({ menu_id: menu.id, role_id }));
}

/** Loads the demo organisation, people, roles, menus, messages and labels (system-data.ts). */
export async function seedSystemRecords(trx: PlatformDb, passwordHashes: Map<string, string>): Promise<void> {
  await trx.insertInto('sys_org').values(ORGS).execute();
  await trx.insertInto('sys_depart').values(DEPARTS).execute();
  await trx.insertInto('sys_team').values(TEAMS).execute();
  await trx.insertInto('sys_post').values(POSTS).execute();
  await trx.insertInto('sys_employee').values(EMPLOYEES).execute();
  await trx.insertInto('sys_role').values(ROLES).execute();
  await trx.insertInto('sys_role_opr').values(ROLE_EXTRA_GRANTS).execute();

  for (const user of USERS) {
    const account = DEMO_ACCOUNTS.find((entry) => entry.userName === user.userName);
    const passwordHash = passwordHashes.get(user.userName);
    if (!account || !passwordHash) throw new Error(`demo user ${user.userName} has no entry in DEMO_ACCOUNTS`);
    await trx
      .insertInto('sys_user')
      .values({ user_id: user.userId, user_name: user.userName, password_hash: passwordHash, emp_id: user.empId, real_name: user.realName, current_org_no: user.orgNo, state: 1 })
      .execute();
    await trx.insertInto('sys_user_role').values({ user_id: user.userId, role_id: account.role }).execute();
    await trx.insertInto('sys_user_org').values(user.orgs.map((org_no) => ({ user_id: user.userId, org_no }))).execute();
  }
  await seedDemoUakey(trx);
  await seedDemoEvents(trx, new Date());

  await trx.insertInto('sys_menu').values(MENUS.map(menuRow)).execute();
  await trx.insertInto('sys_menu_role').values(MENUS.flatMap(menuRoleRows)).execute();

  await trx
    .insertInto('sys_lang_label')
    .values(LANG_LABELS.flatMap((label) => [
      { label_key: label.key, lang: 'zh-CN', text: label.zh, type: label.type },
      { label_key: label.key, lang: 'en-US', text: label.en, type: label.type },
    ]))
    .execute();
}

/** The demo administrator's integration key (DEMO_UAKEY), hashed like keys issued by the CLI. */
async function seedDemoUakey(trx: PlatformDb): Promise<void> {
  const user = USERS.find((entry) => entry.userName === DEMO_UAKEY.userName);
  if (!user) throw new Error(`demo uakey user ${DEMO_UAKEY.userName} is not a demo user`);
  await trx
    .insertInto('sys_uakey')
    .values({ key_hash: sha256Hex(DEMO_UAKEY.uakey), user_id: user.userId, kind: 'integration', remember: false, created_at: new Date(), expires_at: null })
    .execute();
}
