import type { Kysely, SelectQueryBuilder } from 'kysely';
import { containsPattern } from '../modules/like-pattern.ts';
import { timeBound } from './paging.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** The search of the log screens: all optional, blank means no condition. */
export interface LogFilter {
  userName?: string;
  result?: string;
  from?: string;
  to?: string;
  moduleId?: string;
  operation?: string;
  /** The SMS outbox's: part of a mobile number. */
  mobile?: string;
}

/** The columns of each log as the screens and the export show them, in order. */
export const LOG_COLUMNS = {
  login: ['loginAt', 'userName', 'ip', 'client', 'result', 'reason'],
  oper: ['operAt', 'userName', 'moduleId', 'operation', 'recordKey', 'changes', 'result', 'message', 'callPath'],
  sms: ['sentAt', 'mobile', 'text'],
} as const;

export type LogKind = keyof typeof LOG_COLUMNS;

function filtered(query: SelectQueryBuilder<any, any, any>, timeColumn: string, filter: LogFilter): SelectQueryBuilder<any, any, any> {
  let next = query;
  if (filter.userName?.trim()) next = next.where('user_name', 'ilike', containsPattern(filter.userName.trim()));
  if (filter.result?.trim()) next = next.where('result', '=', filter.result.trim());
  const from = timeBound(filter.from);
  const to = timeBound(filter.to);
  if (from) next = next.where(timeColumn, '>=', from);
  if (to) next = next.where(timeColumn, '<=', to);
  return next;
}

/** The login log, newest first once ordered: user, time, client address and program, result. */
export function loginLogQuery(db: PlatformDb, filter: LogFilter) {
  const query = db
    .selectFrom('sys_login_log')
    .select(['id', 'user_name as userName', 'login_at as loginAt', 'ip', 'client', 'result', 'reason']);
  return filtered(query, 'login_at', filter);
}

/** The operation log: who wrote what, where, with the changed fields. */
export function operLogQuery(db: PlatformDb, filter: LogFilter) {
  let query = db
    .selectFrom('sys_oper_log')
    .select(['id', 'user_name as userName', 'oper_at as operAt', 'module_id as moduleId', 'operation', 'call_path as callPath', 'record_key as recordKey', 'changes', 'result', 'message']);
  if (filter.moduleId?.trim()) query = query.where('module_id', '=', filter.moduleId.trim());
  if (filter.operation?.trim()) query = query.where('operation', '=', filter.operation.trim());
  return filtered(query, 'oper_at', filter);
}

/**
 * The SMS outbox (SMS_DRIVER=outbox): the texts an operator passes on while no gateway is
 * configured, newest first once ordered.
 */
export function smsLogQuery(db: PlatformDb, filter: LogFilter) {
  let query = db.selectFrom('sys_sms_outbox').select(['id', 'created_at as sentAt', 'mobile', 'text']);
  if (filter.mobile?.trim()) query = query.where('mobile', 'like', containsPattern(filter.mobile.trim()));
  const from = timeBound(filter.from);
  const to = timeBound(filter.to);
  if (from) query = query.where('created_at', '>=', from);
  if (to) query = query.where('created_at', '<=', to);
  return query;
}

/** Deletes the rows of the logs and the SMS outbox older than `days` before `now`; answers how many went. */
export async function purgeLogs(db: PlatformDb, now: Date, days: number): Promise<{ login: number; oper: number; sms: number }> {
  const before = new Date(now.getTime() - days * 86_400_000);
  const login = await db.deleteFrom('sys_login_log').where('login_at', '<', before).executeTakeFirst();
  const oper = await db.deleteFrom('sys_oper_log').where('oper_at', '<', before).executeTakeFirst();
  const sms = await db.deleteFrom('sys_sms_outbox').where('created_at', '<', before).executeTakeFirst();
  return { login: Number(login.numDeletedRows), oper: Number(oper.numDeletedRows), sms: Number(sms.numDeletedRows) };
}
