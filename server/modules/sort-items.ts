import { AppError } from '../../runtime/index.ts';
import type { SortItem } from './record-sort.ts';

const MAX_ITEMS = 10000;

/** draggableData of pub/tableListSort.ajax: a JSON list of { pk, seq } (spec 01 §3 drag sort item). */
export function parseSortItems(text: unknown): SortItem[] {
  const bad = () => new AppError('E_BAD_REQUEST', { reason: 'draggableData' });
  let data: unknown;
  try {
    data = JSON.parse(String(text ?? ''));
  } catch {
    throw bad();
  }
  if (!Array.isArray(data) || data.length === 0 || data.length > MAX_ITEMS) throw bad();
  return data.map((item: unknown) => {
    const { pk, seq } = (item ?? {}) as { pk?: unknown; seq?: unknown };
    const seqNumber = typeof seq === 'string' && seq.trim() !== '' ? Number(seq) : seq;
    const pkText = typeof pk === 'number' ? String(pk) : pk;
    if (typeof pkText !== 'string' || pkText === '' || pkText.length > 64) throw bad();
    if (typeof seqNumber !== 'number' || !Number.isSafeInteger(seqNumber) || Math.abs(seqNumber) > 2 ** 31 - 1) throw bad();
    return { pk: pkText, seq: seqNumber };
  });
}
