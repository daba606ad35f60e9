import { sql } from 'kysely';
import type { ServerConfig } from '../config.ts';
import type { PasswordPolicy } from '../../runtime/rules/password-policy.ts';
import { DEFAULT_PASSWORD_POLICY } from '../../runtime/rules/password-policy.ts';
import { revisionNumber } from '../designer/module-revision.ts';
import { effectiveParams, type ParamValues } from './param-catalog.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** sys_config key of the parameters' counter, bumped in the transaction of every parameter change. */
export const PARAMS_REVISION_KEY = 'params.revision';

/** The counter as a scalar subquery: the session query reads it with the modules revision. */
export function paramsRevisionSubquery() {
  return sql<string>`(select config_value from sys_config where config_key = ${PARAMS_REVISION_KEY})`;
}

/**
 * The parameters in force on this server: read at start and again whenever a request sees a
 * newer counter (the session query carries it; public calls read it themselves).
 */
export interface LiveParams {
  readonly revision: number;
  readonly values: ParamValues;
  /** Reloads when `revision` is newer than the one held. */
  refresh(revision: number): Promise<void>;
  /** Reads the counter, then reloads if it moved: for calls without a session (sign-in). */
  check(): Promise<void>;
  /** Reads again whatever the counter (the cache screen's reload). */
  reload(): Promise<void>;
}

async function readRevision(db: PlatformDb): Promise<number> {
  const row = await db.selectFrom('sys_config').select('config_value').where('config_key', '=', PARAMS_REVISION_KEY).executeTakeFirst();
  return revisionNumber(row?.config_value);
}

export async function createLiveParams(db: PlatformDb, config: ServerConfig): Promise<LiveParams> {
  const load = async () => {
    // The counter first: a change committing in between leaves the older number, so it loads again.
    const revision = await readRevision(db);
    const rows = await db.selectFrom('sys_param').select(['param_key', 'param_value']).execute();
    return { revision, values: effectiveParams(config, new Map(rows.map((row) => [row.param_key as string, row.param_value as string]))) };
  };
  let current = await load();
  const reload = async () => {
    const next = await load();
    if (next.revision >= current.revision) current = next;
  };
  return {
    get revision() {
      return current.revision;
    },
    get values() {
      return current.values;
    },
    async refresh(revision) {
      if (revision > current.revision) await reload();
    },
    async check() {
      if ((await readRevision(db)) > current.revision) await reload();
    },
    reload,
  };
}

/** Bumps the counter inside the caller's transaction. */
export async function bumpParamsRevision(trx: PlatformDb): Promise<void> {
  await trx
    .insertInto('sys_config')
    .values({ config_key: PARAMS_REVISION_KEY, config_value: '1' })
    .onConflict((c) => c.column('config_key').doUpdateSet({ config_value: sql`(cast(sys_config.config_value as integer) + 1)::text` }))
    .execute();
}

export function passwordPolicyOf(values: ParamValues): PasswordPolicy {
  const minLength = values['password.minLength'];
  return { minLength, maxLength: Math.max(minLength, DEFAULT_PASSWORD_POLICY.maxLength), classes: values['password.classes'] };
}

export function loginLockOf(values: ParamValues): { failures: number; minutes: number } {
  return { failures: values['lock.failures'], minutes: values['lock.minutes'] };
}
