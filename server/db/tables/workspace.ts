import type { Generated } from 'kysely';
import type { InstantDefault } from './columns.ts';

/** The home page's schedule and carousel (migration 0060, server/workspace/). */

export interface SysUserEventTable {
  event_no: string;
  user_id: string;
  org_no: string;
  content: string;
  custom_event_type: string;
  /** 'YYYY-MM-DD' in Asia/Shanghai. */
  start_dtm: string;
  /** 'Y' | 'N'. */
  all_day: Generated<string>;
  /** 'HH:mm', only when not all day. */
  start_time: string | null;
  end_time: string | null;
  /** 'N' | 'D' | 'W' | 'M'. */
  cycle: Generated<string>;
  end_dtm: string | null;
  repeat_count: number | null;
  reminder: Generated<boolean>;
  /** 'HH:mm' on each occurrence's day. */
  remind_time: string | null;
  module_id: string | null;
  pk_val: string | null;
  created_at: InstantDefault;
  updated_at: InstantDefault;
}

export interface SysUserEventDoneTable {
  event_no: string;
  event_date: string;
  done_at: InstantDefault;
}

export interface SysUserEventRemindTable {
  event_no: string;
  event_date: string;
  msg_no: string;
  sent_at: InstantDefault;
}

export interface SysHomeSlideTable {
  seq: number;
  /** data:image/...;base64,... */
  image: string;
  title: string | null;
  updated_by: string | null;
  updated_at: InstantDefault;
}

export interface WorkspaceTables {
  sys_user_event: SysUserEventTable;
  sys_user_event_done: SysUserEventDoneTable;
  sys_user_event_remind: SysUserEventRemindTable;
  sys_home_slide: SysHomeSlideTable;
}
