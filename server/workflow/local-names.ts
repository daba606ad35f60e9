import { sql, type RawBuilder } from 'kysely';
import type { Locale } from '../../runtime/bundle/types.ts';

/*
 * The SQL side of runtime/workflow/model-names.ts: the name columns of the user's language,
 * the Chinese ones where a row has no English name (rows written before migration 0135).
 */

/** The node name of the task `t.` in `locale`; `alias` names another task table. */
export function taskNodeName(locale: Locale, alias = 't'): RawBuilder<string> {
  return locale === 'en-US' ? sql<string>`coalesce(nullif(${sql.ref(`${alias}.node_desc_en`)}, ''), ${sql.ref(`${alias}.node_desc`)})` : sql<string>`${sql.ref(`${alias}.node_desc`)}`;
}

/** The name of the model `m.` in `locale`. */
export function storedModelName(locale: Locale, alias = 'm'): RawBuilder<string> {
  return locale === 'en-US' ? sql<string>`coalesce(nullif(${sql.ref(`${alias}.model_name_en`)}, ''), ${sql.ref(`${alias}.model_name`)})` : sql<string>`${sql.ref(`${alias}.model_name`)}`;
}
