import { sql } from 'kysely';
import type { PlatformDb } from '../../server/db/tables/index.ts';

/**
 * The shape of the platform's tables in the current schema as lines of text: every column
 * (in order, with type, nullability and default), constraint and index of the sys_* and wf_*
 * tables but the migrator's own. Two databases of one shape give equal lists (columns are
 * numbered by position, not by attnum, which a dropped column leaves behind).
 */
export async function platformShape(db: PlatformDb): Promise<string[]> {
  const { rows } = await sql<{ line: string }>`
    select concat_ws(' ', c.relname, row_number() over (partition by c.oid order by a.attnum), a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull, pg_get_expr(d.adbin, d.adrelid)) as line
    from pg_class c
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
    where c.relnamespace = (select oid from pg_namespace where nspname = current_schema()) and c.relkind = 'r'
      and (c.relname like 'sys\\_%' or c.relname like 'wf\\_%') and c.relname not like 'sys\\_migration%'
    union all
    select concat_ws(' ', c.relname, k.conname, pg_get_constraintdef(k.oid))
    from pg_constraint k join pg_class c on c.oid = k.conrelid
    where c.relnamespace = (select oid from pg_namespace where nspname = current_schema())
      and (c.relname like 'sys\\_%' or c.relname like 'wf\\_%') and c.relname not like 'sys\\_migration%'
    union all
    select concat_ws(' ', i.tablename, i.indexname, replace(i.indexdef, i.schemaname || '.', ''))
    from pg_indexes i
    where i.schemaname = current_schema() and (i.tablename like 'sys\\_%' or i.tablename like 'wf\\_%') and i.tablename not like 'sys\\_migration%'
    order by 1`.execute(db);
  return rows.map((row) => row.line);
}
