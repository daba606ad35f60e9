import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { sql, type InsertQueryBuilder } from 'kysely';
import { ok } from '../plugins/envelope.ts';
import { AppError } from '../../runtime/errors.ts';
import { addCall } from '../auth/call-route.ts';
import { requireUser } from '../auth/permissions.ts';
import { newId } from '../auth/secrets.ts';
import { optionalText } from '../auth/param-schemas.ts';
import { formatDateTime } from '../workflow/format-time.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** Spec 02 §9: the message list shows 50 at a time. */
const MESSAGE_PAGE_SIZE = 50;

/**
 * SCHEDULE: a reminder of the user's own schedule (server/workspace/schedule-reminders.ts);
 * DESIGN_REVIEW: a module draft waits for a publisher (server/designer/review-request.ts).
 */
import { MESSAGE_TYPES, type MessageType } from '../../contracts/messages.ts';

export { MESSAGE_TYPES, type MessageType };

export interface NewMessage {
  /** sys_user.user_id of every receiver. */
  receivers: readonly string[];
  msgtype: MessageType;
  title: string;
  content?: string;
  moduleId?: string;
  pkVal?: string;
  /** Route the client opens, e.g. the module's form router. */
  url?: string;
  sender?: string;
  /** Defaults to now; demo data dates its messages back. */
  createdAt?: Date;
}

export interface MessageInserts {
  msgNo: string;
  message: InsertQueryBuilder<any, any, any>;
  /** Absent without receivers. */
  receipts?: InsertQueryBuilder<any, any, any>;
}

/**
 * The inserts that store a message and one unread receipt per receiver, unexecuted: a
 * caller may write them inside a statement of its own (the workflow writes them with the
 * transition that opened the tasks).
 */
export function messageInserts(db: PlatformDb, message: NewMessage): MessageInserts {
  const msgNo = newId();
  const stored = db.insertInto('sys_message').values({
    msg_no: msgNo,
    msgtype: message.msgtype,
    module_id: message.moduleId ?? null,
    pk_val: message.pkVal ?? null,
    url: message.url ?? null,
    title: message.title,
    content: message.content ?? null,
    sender: message.sender ?? null,
    created_at: message.createdAt ?? new Date(),
  });
  const receivers = [...new Set(message.receivers)];
  if (receivers.length === 0) return { msgNo, message: stored };
  // A receiver who muted the type (user centre, push settings) gets no receipt.
  const rows = receivers.map((receiver) => sql`(${newId()}, ${receiver})`);
  const receipts = db
    .insertInto('sys_msg_receiver')
    .columns(['msg_rec_no', 'msg_no', 'receiver', 'read_state'])
    .expression(
      sql`select v.msg_rec_no, ${msgNo}, v.receiver, 0 from (values ${sql.join(rows)}) as v (msg_rec_no, receiver)
        where not exists (select 1 from sys_user u where u.user_id = v.receiver and ${message.msgtype} = any(string_to_array(u.push_muted, ',')))`,
    );
  return { msgNo, message: stored, receipts };
}

/**
 * Stores a message and one unread receipt per receiver, in one statement; returns the message
 * number. Pass the transaction of the work that caused it so that both commit together.
 * @example await sendMessage(trx, { receivers: ['U0003'], msgtype: 'WORKFLOW', title: '记录待审批', moduleId: record.moduleId, pkVal: key })
 */
export async function sendMessage(db: PlatformDb, message: NewMessage): Promise<string> {
  const inserts = messageInserts(db, message);
  if (inserts.receipts) await sql`with message as (${inserts.message}) ${inserts.receipts}`.execute(db);
  else await inserts.message.execute();
  return inserts.msgNo;
}


/**
 * Stores `message` only if `claim` takes its key (inserting the row that says it was sent, which
 * answers false when the key is taken), in one transaction: a concurrent claim of the same key
 * waits for this one, and once it committed claims nothing, so servers doing the same work at
 * once send it once. Answers whether this call claimed it.
 */
export async function sendClaimed(db: PlatformDb, message: NewMessage, claim: (trx: PlatformDb, msgNo: string) => Promise<boolean>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserts = messageInserts(trx, message);
    if (!(await claim(trx, inserts.msgNo))) return false;
    await inserts.message.execute();
    await inserts.receipts?.execute();
    return true;
  });
}

// userId is sent by the spec's client; the server always answers for the signed-in user.
const USER_ID = { userId: optionalText(64) };

/** The signed-in user's messages: counts, list and read state. */
export async function messageRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  addCall(app, 'msg/sysMessage/countMessages.ajax', { params: Type.Object(USER_ID) }, async (request) => {
    const user = requireUser(request);
    const counts = await db
      .selectFrom('sys_msg_receiver as r')
      .innerJoin('sys_message as m', 'm.msg_no', 'r.msg_no')
      .where('r.receiver', '=', user.userId)
      .select((eb) => [
        eb.fn.countAll().as('total'),
        eb.fn.count('r.msg_rec_no').filterWhere('r.read_state', '=', 0).as('unread'),
        eb.fn.count('r.msg_rec_no').filterWhere((f) => f.and([f('r.read_state', '=', 0), f('m.msgtype', '=', 'WORKFLOW_URGENT')])).as('urgent'),
      ])
      .executeTakeFirst();
    return ok({ totalNum: Number(counts?.total ?? 0), unreadNum: Number(counts?.unread ?? 0), urgentNum: Number(counts?.urgent ?? 0) });
  });

  addCall(
    app,
    'msg/sysMessage/loadMessage.ajax',
    {
      params: Type.Object({
        ...USER_ID,
        pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
        pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MESSAGE_PAGE_SIZE })),
        readState: Type.Optional(Type.Union([Type.Literal(''), Type.Literal('0'), Type.Literal('1')])),
        // The message centre's type filter.
        msgtype: Type.Optional(Type.Union([Type.Literal(''), ...MESSAGE_TYPES.map((type) => Type.Literal(type))])),
      }),
    },
    async (request, params) => {
      const user = requireUser(request);
      const pageSize = params.pageSize ?? MESSAGE_PAGE_SIZE;
      let query = db.selectFrom('sys_msg_receiver as r').innerJoin('sys_message as m', 'm.msg_no', 'r.msg_no').where('r.receiver', '=', user.userId);
      if (params.readState) query = query.where('r.read_state', '=', Number(params.readState));
      if (params.msgtype) query = query.where('m.msgtype', '=', params.msgtype);
      const rows = await query
        .select(['r.msg_rec_no', 'r.receiver', 'r.read_state', 'm.msg_no', 'm.msgtype', 'm.module_id', 'm.pk_val', 'm.url', 'm.title', 'm.content', 'm.created_at'])
        .orderBy('m.created_at', 'desc')
        .orderBy('r.msg_rec_no')
        .limit(pageSize)
        .offset(((params.pageNo ?? 1) - 1) * pageSize)
        .execute();
      const total = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
      const messages = rows.map((row) => ({
        msgRecNo: row.msg_rec_no,
        msgNo: row.msg_no,
        msgtype: row.msgtype,
        moduleId: row.module_id ?? '',
        pkVal: row.pk_val ?? '',
        url: row.url ?? '',
        title: row.title,
        content: row.content ?? '',
        receiver: row.receiver,
        readState: row.read_state,
        createTime: formatDateTime(row.created_at),
      }));
      return ok(messages, { param: { totalCount: Number(total?.n ?? 0) } });
    },
  );

  addCall(
    app,
    'msg/sysMsgReceiver/resetMessageState.ajax',
    { params: Type.Object({ ...USER_ID, ids: Type.String({ maxLength: 4000 }), state: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])) }), methods: ['POST'] },
    async (request, params) => {
      const user = requireUser(request);
      const ids = [...new Set(params.ids.split(',').map((id) => id.trim()).filter(Boolean))];
      if (ids.length === 0) return ok(0);
      const read = (params.state ?? '1') === '1';
      // Only the user's own receipts: other ids are ignored, not reported.
      const result = await db
        .updateTable('sys_msg_receiver')
        .set({ read_state: read ? 1 : 0, read_at: read ? new Date() : null })
        .where('receiver', '=', user.userId)
        .where('msg_rec_no', 'in', ids)
        .executeTakeFirst();
      return ok(Number(result.numUpdatedRows), { msgInfo: request.t('msg.success') });
    },
  );

  addCall(app, 'msg/sysMsgReceiver/readAll.ajax', { params: Type.Object(USER_ID), methods: ['POST'] }, async (request) => {
    const user = requireUser(request);
    const result = await db.updateTable('sys_msg_receiver').set({ read_state: 1, read_at: new Date() }).where('receiver', '=', user.userId).where('read_state', '=', 0).executeTakeFirst();
    return ok(Number(result.numUpdatedRows), { msgInfo: request.t('msg.success') });
  });

  addCall(app, 'msg/sysMsgReceiver/delete.ajax', { params: Type.Object({ ...USER_ID, ids: Type.String({ minLength: 1, maxLength: 4000 }) }), methods: ['POST'] }, async (request, params) => {
    const user = requireUser(request);
    const ids = [...new Set(params.ids.split(',').map((id) => id.trim()).filter(Boolean))];
    if (ids.length === 0) throw new AppError('E_BAD_REQUEST', { reason: 'ids' });
    // Only the user's own receipts; the message stays for its other receivers.
    const result = await db.deleteFrom('sys_msg_receiver').where('receiver', '=', user.userId).where('msg_rec_no', 'in', ids).executeTakeFirst();
    return ok(Number(result.numDeletedRows), { msgInfo: request.t('msg.success') });
  });
}
