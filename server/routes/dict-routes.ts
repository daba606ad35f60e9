import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../runtime/errors.ts';
import { ok } from '../plugins/envelope.ts';
import { addCall } from '../auth/call-route.ts';
import { optionalText, text } from '../auth/param-schemas.ts';
import { writeDictionaries } from '../system/dictionary-write.ts';
import { fieldChanges, noteChanges } from '../system/oper-log.ts';
import { requireSystemAccess } from '../system/system-access.ts';
import { containsPattern } from '../modules/like-pattern.ts';
import type { PlatformDb } from '../db/tables/index.ts';

const CODE = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_]*$' });
const VALUE = Type.String({ minLength: 1, maxLength: 64 });
const LABEL = Type.String({ minLength: 1, maxLength: 100 });
const SEQ = Type.String({ pattern: '^\\d{1,6}$' });
const COLOR = Type.String({ pattern: '^(#[0-9a-fA-F]{6})?$' });

function changedNames(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((name) => String(before[name] ?? '') !== String(after[name] ?? ''));
}

/**
 * Dictionary maintenance (issue 15 item 5): types and items in the database. Every write bumps
 * the dictionaries' and modules' revision and tells every server's session cache, so each
 * server serves the change from its next request; the operation log keeps before and after.
 */
export async function dictRoutes(app: FastifyInstance): Promise<void> {
  const { database } = app;

  /** One dictionary write: the row change, its log values and the revision in one transaction, then this server reloads. */
  const write = async (request: FastifyRequest, change: (trx: PlatformDb) => Promise<{ before: Record<string, unknown>; after: Record<string, unknown> }>) => {
    const { before, after } = await writeDictionaries(app, change);
    noteChanges(request, fieldChanges(before, after, changedNames(before, after)));
  };

  addCall(app, 'system/dict/typeList.ajax', { params: Type.Object({ keyword: optionalText(64) }) }, async (request, params) => {
    requireSystemAccess(request, 'sysDict', 'view');
    let query = database.db
      .selectFrom('sys_dict_type as t')
      .select(['t.dict_code as dictCode', 't.label_zh as labelZh', 't.label_en as labelEn', 't.seq'])
      .select((eb) => eb.selectFrom('sys_dict_item as i').whereRef('i.dict_code', '=', 't.dict_code').where('i.removed', '=', false).select(eb.fn.countAll<string>().as('n')).as('itemCount'));
    const keyword = params.keyword?.trim();
    if (keyword) {
      const like = containsPattern(keyword);
      query = query.where((eb) => eb.or([eb('t.dict_code', 'ilike', like), eb('t.label_zh', 'ilike', like), eb('t.label_en', 'ilike', like)]));
    }
    const rows = await query.orderBy('t.seq').orderBy('t.dict_code').execute();
    return ok(rows.map((row) => ({ ...row, itemCount: Number(row.itemCount ?? 0) })));
  });

  addCall(app, 'system/dict/itemList.ajax', { params: Type.Object({ dictCode: CODE }) }, async (request, params) => {
    requireSystemAccess(request, 'sysDict', 'view');
    const rows = await database.db
      .selectFrom('sys_dict_item')
      .select(['item_value as value', 'label_zh as labelZh', 'label_en as labelEn', 'seq', 'color', 'enabled'])
      .where('dict_code', '=', params.dictCode)
      .where('removed', '=', false)
      .orderBy('seq')
      .orderBy('item_value')
      .execute();
    return ok(rows);
  });

  addCall(
    app,
    'system/dict/saveType.ajax',
    { params: Type.Object({ dictCode: CODE, labelZh: LABEL, labelEn: LABEL, seq: Type.Optional(SEQ) }), methods: ['POST'] },
    async (request, params) => {
      requireSystemAccess(request, 'sysDict', 'edit', params.dictCode);
      const after = { label_zh: params.labelZh.trim(), label_en: params.labelEn.trim(), seq: Number(params.seq ?? 0) };
      await write(request, async (trx) => {
        const before = (await trx.selectFrom('sys_dict_type').select(['label_zh', 'label_en', 'seq']).where('dict_code', '=', params.dictCode).forUpdate().executeTakeFirst()) ?? {};
        await trx.insertInto('sys_dict_type').values({ dict_code: params.dictCode, ...after }).onConflict((c) => c.column('dict_code').doUpdateSet(after)).execute();
        return { before, after };
      });
      return ok(null, { msgInfo: request.t('msg.saved') });
    },
  );

  addCall(
    app,
    'system/dict/saveItem.ajax',
    {
      params: Type.Object({ dictCode: CODE, value: VALUE, labelZh: LABEL, labelEn: LABEL, seq: Type.Optional(SEQ), color: Type.Optional(COLOR), enabled: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])) }),
      methods: ['POST'],
    },
    async (request, params) => {
      requireSystemAccess(request, 'sysDict', 'edit', `${params.dictCode}:${params.value}`);
      const after = { label_zh: params.labelZh.trim(), label_en: params.labelEn.trim(), seq: Number(params.seq ?? 0), color: params.color || null, enabled: params.enabled !== 'false', removed: false };
      await write(request, async (trx) => {
        const type = await trx.selectFrom('sys_dict_type').select('dict_code').where('dict_code', '=', params.dictCode).forUpdate().executeTakeFirst();
        if (!type) throw new AppError('E_VALIDATION', { code: params.dictCode }, 'system.dict.unknown');
        const before = (await trx.selectFrom('sys_dict_item').select(['label_zh', 'label_en', 'seq', 'color', 'enabled', 'removed']).where('dict_code', '=', params.dictCode).where('item_value', '=', params.value).executeTakeFirst()) ?? {};
        await trx
          .insertInto('sys_dict_item')
          .values({ dict_code: params.dictCode, item_value: params.value, ...after })
          .onConflict((c) => c.columns(['dict_code', 'item_value']).doUpdateSet(after))
          .execute();
        return { before, after };
      });
      return ok(null, { msgInfo: request.t('msg.saved') });
    },
  );

  // A deleted item stays in the table, marked removed: records holding its value still read its label.
  addCall(app, 'system/dict/deleteItem.ajax', { params: Type.Object({ dictCode: CODE, value: VALUE }), methods: ['POST'] }, async (request, params) => {
    requireSystemAccess(request, 'sysDict', 'delete', `${params.dictCode}:${params.value}`);
    await write(request, async (trx) => {
      const row = await trx
        .updateTable('sys_dict_item')
        .set({ removed: true })
        .where('dict_code', '=', params.dictCode)
        .where('item_value', '=', params.value)
        .where('removed', '=', false)
        .returning('item_value')
        .executeTakeFirst();
      if (!row) throw new AppError('E_RECORD_NOT_FOUND');
      return { before: { removed: false }, after: { removed: true } };
    });
    return ok(null, { msgInfo: request.t('msg.deleted') });
  });
}
