import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { compileModule, type ModuleBundle } from '../../../../runtime/index.ts';
import { loadBundle, loadCompiled, loadDictionaries } from '../../../../runtime/test-support/modules.ts';
import type { ListRow } from '../../../components/table/list-envelope.ts';
import { formatCell } from './list-cell.tsx';
import { defaultTableSetting, headerWidth, tableColumns } from './list-columns.ts';

const t = (id: string) => (id === 'table.yes' ? '是' : id === 'table.no' ? '否' : id);

function withColumns(columns: ModuleBundle['list']['columns']) {
  const bundle = loadBundle('eqEquipment');
  return compileModule({ ...bundle, list: { ...bundle.list, columns } }, loadDictionaries());
}

describe('list columns', () => {
  it('use the compiled width: the bundle width, or the spec 01 §9 rule for columns without one', () => {
    const equipment = loadCompiled('eqEquipment');
    const columns = tableColumns(equipment, defaultTableSetting(equipment, 'zh-CN'), 'zh-CN', t);
    expect(columns.map((column) => column.width)).toEqual(['180', '180', '180', '180', '180', '180']);
    const single = withColumns([{ field: 'eqName' }]);
    expect(tableColumns(single, defaultTableSetting(single, 'zh-CN'), 'zh-CN', t)[0]?.width).toBe('560');
    const two = withColumns([{ field: 'eqName' }, { field: 'eqCode', width: '120' }]);
    expect(tableColumns(two, defaultTableSetting(two, 'zh-CN'), 'zh-CN', t).map((column) => column.width)).toEqual(['280', '120']);
  });

  it('leave out a 0% column and a hidden one, keep fixed sides and sortability', () => {
    const module = withColumns([{ field: 'eqCode', width: '0%' }, { field: 'eqName', fixed: 'left', sortable: true }, { field: 'eqType' }, { field: 'model' }]);
    const setting = defaultTableSetting(module, 'en-US');
    setting.columns[3] = { ...setting.columns[3]!, hide: true };
    const columns = tableColumns(module, setting, 'en-US', t);
    expect(columns.map((column) => [column.id, column.header, column.width, column.fixed, column.sortable])).toEqual([
      ['eqName', 'Equipment name', '180', 'left', true],
      ['eqType', 'Equipment type', '180', undefined, false],
    ]);
  });

  it('show the server label of a coded value, else the dictionary label', () => {
    const station = loadCompiled('baStation');
    const row: ListRow = { pkValue: '1', rowDatas: { stationType: 'PV', _labels: {} } };
    expect(formatCell(station, row, 'stationType', 'zh-CN', t)).toBe('光伏');
    expect(formatCell(station, { pkValue: '1', rowDatas: { stationType: 'PV', _labels: { stationType: 'Solar' } } }, 'stationType', 'en-US', t)).toBe('Solar');
  });

  it('show 是/否 for a boolean, nothing for an empty one, and each of several coded values by its label', () => {
    const bundle = loadBundle('vmVehicle');
    const extra: ModuleBundle['entity']['fields'] = [
      { name: 'leased', type: 'boolean', label: { 'zh-CN': '租赁', 'en-US': 'Leased' } },
      { name: 'uses', type: 'checkbox', dict: 'vehicleType', label: { 'zh-CN': '用途', 'en-US': 'Uses' } },
    ];
    const module = compileModule({ ...bundle, entity: { ...bundle.entity, fields: [...bundle.entity.fields, ...extra] } }, loadDictionaries());
    const cell = (leased: unknown) => formatCell(module, { pkValue: '1', rowDatas: { leased } }, 'leased', 'zh-CN', t);
    expect([cell(true), cell('true'), cell(1), cell(false), cell(0), cell(null)]).toEqual(['是', '是', '是', '否', '否', '']);
    const row: ListRow = { pkValue: '1', rowDatas: { uses: 'SUV,VAN,OTHER', _labels: {} } };
    expect(formatCell(module, row, 'uses', 'en-US', t)).toBe('SUV,Van,OTHER');
  });

  it('show a state with a dictionary colour as a tag of that colour, other values as text', () => {
    const vehicle = loadCompiled('vmVehicle');
    const columns = tableColumns(vehicle, defaultTableSetting(vehicle, 'zh-CN'), 'zh-CN', t);
    const state = columns.find((column) => column.id === 'vehicleState');
    const plate = columns.find((column) => column.id === 'plateNo');
    const row: ListRow = { pkValue: '1', rowDatas: { plateNo: '京A12345', vehicleState: '30', _labels: {} } };
    const tag = state?.cell(row) as ReactElement<{ style: { color: string }; children: string }>;
    expect(tag.props.style.color).toBe(loadDictionaries().vehicleState?.items.find((item) => item.value === '30')?.color);
    expect(tag.props.children).toBe('停用');
    expect(plate?.cell(row)).toBe('京A12345');
  });

  it('widen a pixel column to its header in each language, so no name is cut', () => {
    const vehicle = loadCompiled('vmVehicle');
    const width = (locale: 'zh-CN' | 'en-US', id: string) => Number(tableColumns(vehicle, defaultTableSetting(vehicle, locale), locale, t).find((column) => column.id === id)?.width);
    // 'Purchase price (CNY)' needs more than its bundle width; '购置价格(元)' fits in it.
    expect(width('en-US', 'purchasePrice')).toBeGreaterThanOrEqual(headerWidth('Purchase price (CNY)', false));
    expect(width('en-US', 'purchasePrice')).toBeGreaterThan(width('zh-CN', 'purchasePrice'));
    expect(headerWidth('Plate number', true)).toBeGreaterThan(120);
  });

  it('fix the first column, the key, when nothing else is fixed left', () => {
    const module = withColumns([{ field: 'eqCode' }, { field: 'eqName' }, { field: 'eqType', fixed: 'right' }]);
    expect(tableColumns(module, defaultTableSetting(module, 'zh-CN'), 'zh-CN', t).map((column) => column.fixed)).toEqual(['left', undefined, 'right']);
    const chosen = withColumns([{ field: 'eqCode' }, { field: 'eqName', fixed: 'left' }]);
    expect(tableColumns(chosen, defaultTableSetting(chosen, 'zh-CN'), 'zh-CN', t).map((column) => column.fixed)).toEqual([undefined, 'left']);
  });
});
