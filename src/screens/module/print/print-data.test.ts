// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileModule, type DictionaryBundle, type ModuleBundle, type PrintDef } from '../../../../runtime/index.ts';
import dictionaries from '../../../../tests/fixtures/bundles/dictionaries.json' with { type: 'json' };
import measure from '../../../../tests/fixtures/inline-grid/e2eSafetyMeasure.json' with { type: 'json' };
import ticket from '../../../../tests/fixtures/inline-grid/e2eWorkTicket.json' with { type: 'json' };
import { request } from '../../../api/request.ts';
import { loadModule, type LoadedModule } from '../module-meta.ts';
import { loadPrintData } from './print-data.ts';

vi.mock('../../../api/request.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), request: vi.fn() }));
vi.mock('../module-meta.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), loadModule: vi.fn() }));

const dicts = dictionaries as unknown as DictionaryBundle;
const ticketModule = compileModule(ticket as unknown as ModuleBundle, dicts);
const measureModule = compileModule(measure as unknown as ModuleBundle, dicts);
const print: PrintDef = { sections: [{ fields: ['title'] }, { childList: 'e2eSafetyMeasure', fields: ['measure', 'executor'] }] };

vi.mocked(loadModule).mockResolvedValue({ module: measureModule } as LoadedModule);
/** The stored rows' keys sort apart from their grid order, as keys of rows saved in one call do. */
const rows = [
  { measureNo: 'k3', measure: '断开主开关', executor: '张三', pkValue: 'k3' },
  { measureNo: 'k1', measure: '验电接地', executor: '李四', pkValue: 'k1' },
  { measureNo: 'k2', measure: '悬挂标示牌', executor: '王五', pkValue: 'k2' },
];
vi.mocked(request).mockResolvedValue({ state: 0, recorder: { ticketNo: 'T1', title: '1号风机检修', _children: { e2eSafetyMeasure: rows } } });

describe('print data', () => {
  afterEach(() => vi.mocked(request).mockClear());

  it('prints an inline list from the record it came with, in the grid order, without a list call', async () => {
    const data = await loadPrintData(ticketModule, print, 'T1', (id) => id);
    expect(data.record.title).toBe('1号风机检修');
    expect(data.children.get('e2eSafetyMeasure')?.rows.map((row) => [row.pkValue, row.rowDatas.measure])).toEqual([
      ['k3', '断开主开关'],
      ['k1', '验电接地'],
      ['k2', '悬挂标示牌'],
    ]);
    expect(vi.mocked(request).mock.calls.map(([path]) => path)).toEqual(['e2e/workTicket/find.ajax']);
  });

  it('prints every inline row the record came with, beyond a list page', async () => {
    const many = Array.from({ length: 700 }, (_, index) => ({ measureNo: `m${index}`, measure: `措施${index}`, executor: '张三', pkValue: `m${index}` }));
    vi.mocked(request).mockResolvedValueOnce({ state: 0, recorder: { ticketNo: 'T2', title: '2号风机检修', _children: { e2eSafetyMeasure: many } } });
    const data = await loadPrintData(ticketModule, print, 'T2', (id) => id);
    expect(data.children.get('e2eSafetyMeasure')?.rows).toHaveLength(700);
  });

  it('reads a separate child list page by page until it has every row', async () => {
    const separate = structuredClone(ticket as unknown as ModuleBundle);
    for (const child of separate.form.children ?? []) child.inline = false;
    const page = (from: number, count: number) => Array.from({ length: count }, (_, index) => ({ pkValue: `s${from + index}`, rowDatas: { measure: `措施${from + index}` } }));
    vi.mocked(request)
      .mockResolvedValueOnce({ state: 0, recorder: { ticketNo: 'T3', title: '3号风机检修' } })
      .mockResolvedValueOnce({ state: 200, totalRows: 620, rows: page(0, 500) })
      .mockResolvedValueOnce({ state: 200, totalRows: 620, rows: page(500, 120) });
    const data = await loadPrintData(compileModule(separate, dicts), print, 'T3', (id) => id);
    expect(data.children.get('e2eSafetyMeasure')?.rows.map((row) => row.pkValue)).toEqual(page(0, 620).map((row) => row.pkValue));
    expect(vi.mocked(request).mock.calls.slice(1).map(([, params]) => (params as { pageNo: number }).pageNo)).toEqual([1, 2]);
  });
});
