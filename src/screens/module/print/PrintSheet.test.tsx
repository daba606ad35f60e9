// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { compileModule, type DictionaryBundle, type ModuleBundle, type PrintDef } from '../../../../runtime/index.ts';
import defect from '../../../../tests/fixtures/bundles/dfDefect.json' with { type: 'json' };
import track from '../../../../tests/fixtures/bundles/dfDefectTrack.json' with { type: 'json' };
import dictionaries from '../../../../tests/fixtures/bundles/dictionaries.json' with { type: 'json' };
import { activateLocale } from '../../../i18n/index.ts';
import { TestProviders } from '../../../app/TestProviders.tsx';
import { printedAt, type PrintData } from './print-values.ts';
import { PrintSheet } from './PrintSheet.tsx';

const dicts = dictionaries as unknown as DictionaryBundle;
const defectModule = compileModule(defect as unknown as ModuleBundle, dicts);
const trackModule = compileModule(track as unknown as ModuleBundle, dicts);
const print = defectModule.bundle.print as PrintDef;

const record = {
  defectNo: 'D1',
  defectCode: 'QX20261125001',
  title: '3号风机偏航异响',
  czxxNo: 'S1',
  category: 'MAJOR',
  defectState: '10',
  foundTime: '2026-11-25 08:30:00',
  lostEnergyKwh: '1250.50',
  photos: 'f1,f2',
  _labels: { czxxNo: '白云风电场' },
};

function renderSheet(rows: { action: string; handler: string; hours: string }[]) {
  const data: PrintData = {
    record,
    children: new Map([['dfDefectTrack', { module: trackModule, rows: rows.map((row, i) => ({ rowDatas: row, pkValue: `T${i}` })) }]]),
  };
  render(
    <TestProviders>
      <PrintSheet module={defectModule} print={print} data={data} printedAt="2026-11-25 09:00" />
    </TestProviders>,
  );
}

const cell = (field: string) => document.querySelector(`[data-print-field="${field}"]`)?.lastElementChild?.textContent;

describe('PrintSheet', () => {
  beforeEach(() => activateLocale('zh-CN'));
  afterEach(cleanup);

  it('prints the record with the labels of its references and dictionary values, under the template title', () => {
    renderSheet([]);
    expect(document.querySelector('h1')?.textContent).toBe('缺陷记录单');
    expect(cell('defectCode')).toBe('QX20261125001');
    expect(cell('czxxNo')).toBe('白云风电场');
    expect(cell('category')).toBe('重大');
    expect(cell('lostEnergyKwh')).toBe('1250.50');
    expect(document.querySelector('[data-print-field="description"]')?.firstElementChild?.textContent).toBe('缺陷描述');
  });

  it('prints the child rows under the child fields, and 无 for none', () => {
    renderSheet([
      { action: 'REPAIR', handler: '张伟', hours: '2.5' },
      { action: 'CHECK', handler: '李娜', hours: '1.0' },
    ]);
    const table = document.querySelector('[data-print-child="dfDefectTrack"]') as HTMLTableElement;
    expect([...table.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['处理环节', '处理人', '处理时间', '工时(h)', '处理内容']);
    expect([...table.querySelectorAll('tbody tr')].map((tr) => tr.children[1]?.textContent)).toEqual(['张伟', '李娜']);
    cleanup();
    renderSheet([]);
    expect(document.querySelector('[data-print-child="dfDefectTrack"] tbody')?.textContent).toBe('无');
  });

  it('draws a box per signature with its date line', () => {
    renderSheet([]);
    const boxes = [...document.querySelectorAll('[data-print-signature]')];
    expect(boxes.map((box) => box.firstElementChild?.textContent)).toEqual(['发现人', '处理负责人', '验收人']);
    expect(boxes[0]?.textContent).toContain('日期：');
  });

  it('prints in English with an English locale', async () => {
    await activateLocale('en-US');
    renderSheet([]);
    expect(document.querySelector('h1')?.textContent).toBe('Defect record sheet');
    expect(document.querySelector('[data-print-field="title"]')?.firstElementChild?.textContent).toBe('Title');
  });
});

describe('printedAt', () => {
  it('is the local minute', () => {
    expect(printedAt(new Date(2026, 10, 5, 7, 3, 59))).toBe('2026-11-05 07:03');
  });
});
