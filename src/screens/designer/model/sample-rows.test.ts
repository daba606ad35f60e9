import { describe, expect, it } from 'vitest';
import { compileModule, validateRecord, type DictionaryBundle, type ModuleBundle } from '../../../../runtime/index.ts';
import bundle from '../../../../tests/fixtures/bundles/vmVehicle.json' with { type: 'json' };
import dictionaries from '../../../../tests/fixtures/bundles/dictionaries.json' with { type: 'json' };
import { localeI18n } from '../preview/locale-i18n.ts';
import { sampleRows, sampleSummary, sortSampleRows, SAMPLE_ROW_COUNT } from './sample-rows.ts';

const vehicle = compileModule(bundle as ModuleBundle, dictionaries as unknown as DictionaryBundle);
const t = (locale: 'zh-CN' | 'en-US') => localeI18n(locale)._.bind(localeI18n(locale));

describe('sample rows', () => {
  it('gives records that pass the module rules, keyed by distinct keys', () => {
    const rows = sampleRows(vehicle, 'zh-CN', t('zh-CN'));
    expect(rows).toHaveLength(SAMPLE_ROW_COUNT);
    expect(new Set(rows.map((row) => row.pkValue)).size).toBe(SAMPLE_ROW_COUNT);
    for (const row of rows) {
      const { _labels, ...values } = row.rowDatas;
      // Files are left empty: a required upload would be the only failure, and this bundle has none.
      expect(validateRecord(vehicle, values, 'zh-CN')).toEqual([]);
    }
  });

  it('takes dictionary values in turn and names tree references in the preview language', () => {
    const zh = sampleRows(vehicle, 'zh-CN', t('zh-CN'));
    const en = sampleRows(vehicle, 'en-US', t('en-US'));
    const states = new Set(zh.map((row) => row.rowDatas.vehicleState));
    expect(states.size).toBeGreaterThan(1);
    expect(zh[0]?.rowDatas._labels?.departNo).toBe('运维部1');
    expect(en[0]?.rowDatas._labels?.departNo).toBe('Operations 1');
    expect(zh[0]?.rowDatas.purchaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(zh[0]?.rowDatas.purchasePrice).toMatch(/^\d+\.\d{2}$/);
  });

  it('is the same for the same draft', () => {
    expect(sampleRows(vehicle, 'zh-CN', t('zh-CN'))).toEqual(sampleRows(vehicle, 'zh-CN', t('zh-CN')));
  });

  it('sums the summary fields and sorts numbers as numbers', () => {
    const rows = sampleRows(vehicle, 'zh-CN', t('zh-CN'));
    const total = rows.reduce((sum, row) => sum + Number(row.rowDatas.purchasePrice), 0);
    expect(sampleSummary(vehicle, rows)?.purchasePrice).toBe(total.toFixed(2));
    const sorted = sortSampleRows(rows, { field: 'purchasePrice', direction: 'desc' }).map((row) => Number(row.rowDatas.purchasePrice));
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
  });
});
