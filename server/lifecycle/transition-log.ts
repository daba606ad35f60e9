import type { CompiledModule, Locale, Translate } from '../../runtime/index.ts';
import { stateLabel } from '../../runtime/lifecycle/transitions.ts';
import { formatDateTime } from '../workflow/format-time.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** 'transition': a user took a named transition; 'workflow': the record's workflow moved it (`transition` the workflow action). */
export type TransitionSource = 'transition' | 'workflow';

export interface TransitionLogEntry {
  module: CompiledModule;
  pkValue: string;
  orgNo: string | null;
  source: TransitionSource;
  transition: string;
  fromState: string;
  toState: string;
  userId: string;
  userName: string;
}

/** One audit row in sys_record_transition (migration 0005), inside the caller's transaction. */
export async function logTransition(db: PlatformDb, entry: TransitionLogEntry): Promise<void> {
  await db
    .insertInto('sys_record_transition')
    .values({
      module_id: entry.module.moduleId,
      pk_value: entry.pkValue,
      org_no: entry.orgNo,
      source: entry.source,
      transition: entry.transition,
      from_state: entry.fromState || null,
      to_state: entry.toState,
      user_id: entry.userId,
      user_name: entry.userName.slice(0, 100),
    })
    .execute();
}

/** A history row as the detail page shows it, in the reader's language. */
export interface TransitionHistoryRow {
  transition: string;
  label: string;
  source: TransitionSource;
  fromState: string;
  fromLabel: string;
  toState: string;
  toLabel: string;
  userName: string;
  time: string;
}

/** Rows kept per record on the page; older moves stay in the table. */
const HISTORY_ROWS = 200;

/**
 * The record's state changes, newest first. The caller has checked the record is the user's
 * organisation's; rows are also filtered by it, so a key reused elsewhere shows nothing.
 */
export async function transitionHistory(db: PlatformDb, module: CompiledModule, pkValue: string, orgNo: string | null, locale: Locale, t: Translate): Promise<TransitionHistoryRow[]> {
  let query = db
    .selectFrom('sys_record_transition')
    .select(['source', 'transition', 'from_state', 'to_state', 'user_name', 'created_at'])
    .where('module_id', '=', module.moduleId)
    .where('pk_value', '=', pkValue);
  if (orgNo !== null) query = query.where('org_no', '=', orgNo);
  const rows = await query.orderBy('id', 'desc').limit(HISTORY_ROWS).execute();
  const lifecycle = module.bundle.lifecycle;
  const label = (state: string | null) => (state && lifecycle ? stateLabel(module, lifecycle, state, locale) : (state ?? ''));
  return rows.map((row) => {
    const source = row.source as TransitionSource;
    const named = lifecycle?.transitions.find((entry) => entry.name === row.transition);
    return {
      transition: row.transition,
      label: source === 'workflow' ? t(`lifecycle.workflowMove.${row.transition}`) : (named?.label[locale] ?? row.transition),
      source,
      fromState: row.from_state ?? '',
      fromLabel: label(row.from_state),
      toState: row.to_state,
      toLabel: label(row.to_state),
      userName: row.user_name,
      time: formatDateTime(row.created_at instanceof Date ? row.created_at : new Date(row.created_at)),
    };
  });
}
