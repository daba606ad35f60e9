import { describe, expect, it } from 'vitest';
import { cellText, readListEnvelope } from './list-envelope.ts';

const t = (id: string) => id;

describe('list envelope', () => {
  it('reads rows, total, header and summary', () => {
    const outcome = readListEnvelope(
      { totalRows: 1, rows: [{ rowDatas: { a: 1 }, pkValue: 7, check: false }], tableHeader: [{ label: 'A', id: 'a', width: '180' }], summary: { a: 1 }, code: 200, msg: '' },
      t,
    );
    expect(outcome).toEqual({ ok: true, page: { rows: [{ rowDatas: { a: 1 }, pkValue: '7', check: false }], total: 1, header: [{ label: 'A', id: 'a', width: '180' }], summary: { a: 1 } } });
  });

  it('shows the server message for a non-success code and for a refusal', () => {
    expect(readListEnvelope({ code: 500, msg: 'boom', rows: [] }, t)).toEqual({ ok: false, message: 'boom' });
    expect(readListEnvelope({ state: -1, msgInfo: '查询条件无效' }, t)).toEqual({ ok: false, message: '查询条件无效' });
  });

  it('calls anything unreadable a data format error', () => {
    for (const body of ['<html>', null, { rows: 'x', totalRows: 1 }, { rows: [{}], totalRows: 1 }, { rows: [] }]) {
      expect(readListEnvelope(body, t)).toEqual({ ok: false, message: 'request.badFormat' });
    }
  });

  it('prefers the label of a coded value', () => {
    expect(cellText({ type: 'PV', _labels: { type: '光伏' } }, 'type')).toBe('光伏');
    expect(cellText({ seats: 5 }, 'seats')).toBe('5');
    expect(cellText({ seats: null }, 'seats')).toBe('');
  });
});
