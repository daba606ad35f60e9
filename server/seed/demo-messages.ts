import { sql } from 'kysely';
import { moduleTables } from '../db/module-tables.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import { SYSTEM_COLUMN } from '../modules/system-columns.ts';
import { sendMessage } from '../routes/message-routes.ts';
import { MESSAGES, USERS } from './system-data.ts';

/**
 * The demo messages (system-data.ts MESSAGES), after the module records: each carries the key
 * of the record it is about, so opening it opens that record. A message whose record the demo
 * data lacks is left out rather than sent pointing nowhere.
 */
export async function seedDemoMessages(trx: PlatformDb, registry: ModuleRegistry): Promise<void> {
  for (const message of MESSAGES) {
    const module = registry.byModuleId(message.moduleId);
    const orgNo = USERS.find((user) => user.userId === message.receiver)?.orgNo;
    const field = module?.fields.get(message.record.field);
    if (!module || !orgNo || !field) continue;
    const order = message.record.orderBy ? module.fields.get(message.record.orderBy)?.column : undefined;
    let query = moduleTables(trx)
      .selectFrom(module.table)
      .select([sql<string>`${sql.ref(module.primaryKey.column)}::text`.as('pk'), sql<string>`${sql.ref(field.column)}::text`.as('label')])
      .where(SYSTEM_COLUMN.orgNo, '=', orgNo)
      .where(field.column, 'like', `%${message.record.contains}%`);
    if (order) query = query.orderBy(order, 'desc');
    const record = await query.orderBy(module.primaryKey.column).limit(1).executeTakeFirst();
    if (!record) continue;
    await sendMessage(trx, {
      receivers: [message.receiver],
      msgtype: message.msgtype,
      moduleId: message.moduleId,
      pkVal: record.pk,
      url: message.url,
      title: message.titlePrefix + record.label,
      content: message.content,
      // Spread over the last hours so that the list shows relative times.
      createdAt: new Date(Date.now() - message.ageMinutes * 60_000),
    });
  }
}
