/** The signed-in user's messages (spec 01 §7, spec 02 §7 'Messages'). */
import { request, unwrap, type Envelope } from '../api/request.ts';
import { reportError } from '../api/report-error.ts';
import { getCurrentUser } from './current-user.ts';
import { pathByName, workflowFormPath } from './routes/route-names.ts';
import type { MessageType } from '../../contracts/messages.ts';

export interface Message {
  msgRecNo: string;
  msgNo: string;
  msgtype: string;
  moduleId: string;
  pkVal: string;
  url: string;
  title: string;
  content: string;
  readState: number;
  createTime: string;
}

export interface MessageCounts {
  totalNum: number;
  unreadNum: number;
  urgentNum: number;
}

const userId = () => getCurrentUser()?.userId ?? '';

export async function countMessages(): Promise<MessageCounts> {
  return unwrap(await request<Envelope<MessageCounts>>('msg/sysMessage/countMessages.ajax', { userId: userId() }, { method: 'GET' }));
}

export async function loadMessages(pageSize = 50): Promise<Message[]> {
  const value = unwrap(await request<Envelope<Message[]>>('msg/sysMessage/loadMessage.ajax', { userId: userId(), pageSize }));
  return Array.isArray(value) ? value : [];
}

export interface MessageFilter {
  /** '' all, else one message type. */
  msgtype: '' | MessageType;
  /** '' all, '0' unread, '1' read. */
  readState: '' | '0' | '1';
}

/** One page of the message centre with the total the filter matches. */
export async function loadMessagePage(filter: MessageFilter, pageNo: number, pageSize = 50): Promise<{ rows: Message[]; total: number }> {
  const envelope = await request<Envelope<Message[]>>('msg/sysMessage/loadMessage.ajax', { userId: userId(), pageSize, pageNo, ...filter });
  const rows = unwrap(envelope);
  return { rows: Array.isArray(rows) ? rows : [], total: Number(envelope.param?.totalCount ?? 0) };
}

/** Marks every unread message of the user read. */
export async function markAllMessagesRead(): Promise<void> {
  unwrap(await request<Envelope<number>>('msg/sysMsgReceiver/readAll.ajax', { userId: userId() }));
}

/** Deletes the user's receipts of these messages. */
export async function deleteMessages(ids: readonly string[]): Promise<void> {
  unwrap(await request<Envelope<number>>('msg/sysMsgReceiver/delete.ajax', { userId: userId(), ids: ids.join(',') }));
}

/** Sets the read state of receipts (1 read, 0 unread). */
export async function markMessages(ids: readonly string[], state: 0 | 1 = 1): Promise<void> {
  unwrap(await request<Envelope<number>>('msg/sysMsgReceiver/resetMessageState.ajax', { userId: userId(), ids: ids.join(','), state }));
}

export function isUrgent(message: Message): boolean {
  return message.msgtype === 'WORKFLOW_URGENT';
}

/**
 * Where a message leads: a workflow message with a record opens the module's form route in
 * workflow mode; otherwise the module's page, else the message's own url. Undefined if none.
 */
export function messageTarget(message: Message): string | undefined {
  if (message.msgtype.startsWith('WORKFLOW') && message.moduleId && message.pkVal) {
    const form = workflowFormPath(message.moduleId, message.pkVal, 'workflow', 'message');
    if (form) return form;
  }
  if (message.moduleId) {
    const page = pathByName(message.moduleId);
    if (page) return page;
  }
  return message.url ? `/${message.url.replace(/^\/+/, '')}` : undefined;
}

/** Marks an unread message read (spec 01 §4) and answers where it leads. */
export async function openMessage(message: Message): Promise<string | undefined> {
  if (message.readState !== 1) {
    try {
      await markMessages([message.msgRecNo], 1);
    } catch (error) {
      reportError(error);
    }
  }
  return messageTarget(message);
}
