import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileModule, type DictionaryBundle, type ModuleBundle } from '../../../../runtime/index.ts';
import ticketBundle from '../../../../tests/fixtures/inline-grid/e2eWorkTicket.json' with { type: 'json' };
import measureBundle from '../../../../tests/fixtures/inline-grid/e2eSafetyMeasure.json' with { type: 'json' };
import { request } from '../../../api/request.ts';
import { loadModule } from '../module-meta.ts';
import { loadPrintData } from './print-data.ts';

vi.mock('../../../api/request.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), request: vi.fn() }));
vi.mock('../module-meta.ts', () => ({ loadModule: vi.fn() }));

const NO_DICTIONARIES = {} as DictionaryBundle;
const ticket = compileModule(ticketBundle as ModuleBundle, NO_DICTIONARIES);
const measure = compileModule(measureBundle as ModuleBundle, NO_DICTIONARIES);
const t = (id: string) => id;

describe('print data', () => {
  afterEach(() => vi.clearAllMocks());

  it("prints an inline list's rows as the record holds them, in their order, without a list call", async () => {
    vi.mocked(loadModule).mockResolvedValue({ module: measure } as Awaited<ReturnType<typeof loadModule>>);
    const rows = [
      { measureNo: 'M9', measure: '断开主开关', executor: '张三', done: true, pkValue: 'M9' },
      { measureNo: 'M1', measure: '验电接地', executor: '李四', done: false, pkValue: 'M1' },
    ];
    vi.mocked(request).mockResolvedValue({ state: 0, recorder: { ticketNo: 'T1', title: '检修', _children: { e2eSafetyMeasure: rows } } });
    const print = { sections: [{ childList: 'e2eSafetyMeasure', fields: ['measure', 'executor'] }] };
    const data = await loadPrintData(ticket, print, 'T1', t);
    expect(data.children.get('e2eSafetyMeasure')?.rows.map((row) => [row.pkValue, row.rowDatas.measure])).toEqual([
      ['M9', '断开主开关'],
      ['M1', '验电接地'],
    ]);
    expect('_children' in data.record).toBe(false);
    expect(vi.mocked(request).mock.calls.map(([path]) => path)).toEqual(['e2e/workTicket/find.ajax']);
  });
});
