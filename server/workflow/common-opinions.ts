import { newId } from '../auth/secrets.ts';
import { containsPattern } from '../modules/like-pattern.ts';
import type { PlatformDb } from '../db/tables/index.ts';

const MAX_OPINION = 500;
const MAX_OPINIONS = 100;

/**
 * The phrases of addCommonOpinion.ajax: `desc` is either one phrase or the dialog's whole
 * list as JSON (`[{ "desc": "同意" }, ...]`, spec 02 §3). Empty phrases are skipped (§5).
 */
export function readPhrases(desc: string): { phrases: string[]; replacesList: boolean } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(desc);
  } catch {
    parsed = undefined;
  }
  const items = Array.isArray(parsed) ? parsed.map((item) => (typeof item === 'object' && item !== null ? (item as Record<string, unknown>).desc : item)) : [desc];
  const phrases = items.map((item) => (typeof item === 'string' ? item.trim().slice(0, MAX_OPINION) : '')).filter((item) => item !== '');
  return { phrases: [...new Set(phrases)].slice(0, MAX_OPINIONS), replacesList: Array.isArray(parsed) };
}

/** Adds a phrase, or replaces the user's list with the dialog's. */
export async function addCommonOpinions(db: PlatformDb, userId: string, desc: string): Promise<number> {
  const { phrases, replacesList } = readPhrases(desc);
  return db.transaction().execute(async (trx) => {
    if (replacesList) await trx.deleteFrom('wf_common_opinion').where('user_id', '=', userId).execute();
    const existing = new Set((await trx.selectFrom('wf_common_opinion').select('common_desc').where('user_id', '=', userId).execute()).map((row) => String(row.common_desc)));
    const fresh = phrases.filter((phrase) => !existing.has(phrase));
    const last = await trx.selectFrom('wf_common_opinion').select((eb) => eb.fn.max('seq').as('seq')).where('user_id', '=', userId).executeTakeFirst();
    const base = Number(last?.seq ?? 0);
    if (fresh.length > 0) {
      await trx.insertInto('wf_common_opinion').values(fresh.map((phrase, i) => ({ opinion_no: newId(), user_id: userId, common_desc: phrase, seq: base + i + 1 }))).execute();
    }
    return fresh.length;
  });
}

/** findEmpCommonOpinion.ajax: the user's phrases in their order. */
export async function commonOpinionTexts(db: PlatformDb, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('wf_common_opinion').select('common_desc').where('user_id', '=', userId).orderBy('seq').orderBy('opinion_no').execute();
  return rows.map((row) => String(row.common_desc));
}

/** commonOpinionList.ajax: a page of the user's phrases, optionally those containing a text. */
export async function commonOpinionPage(db: PlatformDb, userId: string, pageNo: number, pageSize: number, contains: string): Promise<{ total: number; rows: { pkValue: string; commonOpinion: string }[] }> {
  let query = db.selectFrom('wf_common_opinion').where('user_id', '=', userId);
  if (contains) query = query.where('common_desc', 'ilike', containsPattern(contains));
  const rows = await query.select(['opinion_no', 'common_desc']).orderBy('seq').orderBy('opinion_no').limit(pageSize).offset((pageNo - 1) * pageSize).execute();
  const total = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return { total: Number(total?.n ?? 0), rows: rows.map((row) => ({ pkValue: String(row.opinion_no), commonOpinion: String(row.common_desc) })) };
}

/**
 * delEmpCommonOpinion.ajax: removes the user's phrases named by key, or by their text (the
 * picker of findEmpCommonOpinion only knows texts).
 */
export async function deleteCommonOpinions(db: PlatformDb, userId: string, keys: readonly string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const result = await db
    .deleteFrom('wf_common_opinion')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('opinion_no', 'in', [...keys]), eb('common_desc', 'in', [...keys])]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
