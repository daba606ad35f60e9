import { sql } from 'kysely';
import { conditionSql, type ListColumn } from '../workflow/task-filters.ts';
import type { SelectorPage } from './selector-page.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** Fields the post selector filters on; postNam is the spec's name field, postName its alias. */
const POST_COLUMNS: Readonly<Record<string, ListColumn>> = {
  postNam: { expression: sql`p.post_name`, kind: 'text' },
  postName: { expression: sql`p.post_name`, kind: 'text' },
  postNo: { expression: sql`p.post_no`, kind: 'text' },
  departNo: { expression: sql`p.depart_no`, kind: 'text' },
};

/** Spec 02 §3 'Post selector fields': postNo, postNam, postId, depart_no (plus the department's name). */
export type PostRow = {
  postNo: string;
  postNam: string;
  postId: string;
  depart_no: string;
  departName: string;
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** One page of an organisation's posts in their seq order. */
export async function postPage(db: PlatformDb, orgNo: string, condition: string, page: SelectorPage): Promise<{ rows: PostRow[]; total: number }> {
  const where = sql.join([sql`p.org_no = ${orgNo}`, ...conditionSql(condition || undefined, POST_COLUMNS)], sql` and `);
  const [count, list] = await Promise.all([
    sql<{ total: number | string }>`select count(*) as total from sys_post p where ${where}`.execute(db),
    sql<Record<string, unknown>>`
      select p.post_no, p.post_name, p.depart_no, d.depart_name
      from sys_post p left join sys_depart d on d.depart_no = p.depart_no
      where ${where}
      order by p.seq, p.post_no
      limit ${page.limit} offset ${page.offset}`.execute(db),
  ]);
  return {
    total: Number(count.rows[0]?.total ?? 0),
    // Posts have one key: it serves as both the spec's postNo and postId.
    rows: list.rows.map((row) => ({ postNo: text(row.post_no), postNam: text(row.post_name), postId: text(row.post_no), depart_no: text(row.depart_no), departName: text(row.depart_name) })),
  };
}
