import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { toLocale } from '../../locales/locale.ts';
import { ok } from '../plugins/envelope.ts';
import { addCall, NO_PARAMS } from '../auth/call-route.ts';
import { optionalText } from '../auth/param-schemas.ts';

/** Labels maintained in the database (sys_lang_label), on top of the bundled catalogs. */
export async function langRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  addCall(app, 'langLabel/getLoadLabels.ajax', { params: NO_PARAMS }, async (request, params) => {
    const locale = params.lang ? toLocale(params.lang) : request.locale;
    const rows = await db.selectFrom('sys_lang_label').select(['label_key', 'text']).where('lang', '=', locale).orderBy('label_key').execute();
    return ok(Object.fromEntries(rows.map((row) => [row.label_key as string, row.text as string])));
  });

  // codeId names the dictionary of label types ('LangLabelMapping-type'); there is only that one.
  addCall(app, 'langLabel/getTypeOptions.ajax', { params: Type.Object({ codeId: optionalText(64) }) }, async () => {
    const rows = await db.selectFrom('sys_lang_label').select('type').distinct().orderBy('type').execute();
    return ok(rows.map((row) => ({ id: row.type as string, name: row.type as string })));
  });
}
