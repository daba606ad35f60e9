// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { BundleProblem, DictionaryBundle, ModuleBundle } from '../../../../../runtime/index.ts';
import dictionaries from '../../../../../tests/fixtures/bundles/dictionaries.json' with { type: 'json' };
import vehicle from '../../../../../tests/fixtures/bundles/vmVehicle.json' with { type: 'json' };
import type { DesignContext } from '../../../../../contracts/module-design.ts';
import { activateLocale } from '../../../../i18n/index.ts';
import { TestProviders } from '../../../../app/TestProviders.tsx';
import { FieldsSection } from './FieldsSection.tsx';
import { chooseValue, selectLabel } from '../../../../components/select-steps.ts';

const { $schema: _schema, ...dictionaryBundle } = dictionaries;
const context: DesignContext = { dictionaries: dictionaryBundle as unknown as DictionaryBundle, entities: [], menuFolders: [], workflowModels: [], tables: [], roles: [], posts: [] };
let latest: ModuleBundle | undefined;

function Harness({ problems, open = null, design = context }: { problems?: readonly BundleProblem[]; open?: string | null; design?: DesignContext }) {
  const [bundle, setBundle] = useState(vehicle as unknown as ModuleBundle);
  const [selected, setSelected] = useState<string | null>(open);
  latest = bundle;
  return <FieldsSection bundle={bundle} edit={(change) => setBundle(change)} context={design} published={false} readOnly={false} problems={problems} selected={selected} onSelect={setSelected} />;
}

const text = (zh: string) => ({ 'zh-CN': zh, 'en-US': zh });
const withEntities: DesignContext = {
  ...context,
  entities: [
    { moduleId: 'baStation', entityName: 'BaStation', title: text('场站'), children: [], fields: [{ name: 'czxxNo', label: text('场站编号'), type: 'text' }, { name: 'czxxNam', label: text('场站名称'), type: 'text' }] },
    { moduleId: 'eqEquipment', entityName: 'EqEquipment', title: text('设备'), children: [], fields: [{ name: 'eqName', label: text('设备名称'), type: 'text' }, { name: 'czxxNo', label: text('所属场站'), type: 'reference' }] },
  ],
};

/** Adds a reference field named `name` to `entity`, labelled by `labelField`. */
async function addReference(name: string, entity: string, labelField: string): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: '添加字段' }));
  const input = screen.getByLabelText('字段名');
  fireEvent.change(input, { target: { value: name } });
  fireEvent.blur(input);
  await chooseValue(screen.getByLabelText(selectLabel('类型')), 'reference');
  await chooseValue(screen.getByLabelText(selectLabel('引用模块')), entity);
  await chooseValue(screen.getByLabelText(selectLabel('显示字段')), labelField);
}

describe('FieldsSection', () => {
  beforeEach(() => activateLocale('zh-CN'));
  afterEach(() => {
    cleanup();
    latest = undefined;
  });

  it('keeps both labels typed right after a rename (issue 17: the Chinese one was lost)', () => {
    render(<TestProviders><Harness /></TestProviders>);
    fireEvent.click(screen.getByRole('button', { name: '添加字段' }));
    const added = latest?.entity.fields.at(-1)?.name ?? '';
    const name = screen.getByLabelText('字段名');
    const zh = screen.getByLabelText('显示名称 中文');
    const en = screen.getByLabelText('显示名称 English');
    fireEvent.change(name, { target: { value: 'mileage' } });
    // The analyst leaves the name for the Chinese label: the rename commits on that blur.
    fireEvent.blur(name);
    fireEvent.change(zh, { target: { value: '里程' } });
    fireEvent.change(en, { target: { value: 'Mileage' } });
    const field = latest?.entity.fields.find((entry) => entry.name === 'mileage');
    expect(field?.label).toEqual({ 'zh-CN': '里程', 'en-US': 'Mileage' });
    expect(latest?.entity.fields.some((entry) => entry.name === added)).toBe(false);
    expect(latest?.form.groups.some((group) => group.fields.includes('mileage'))).toBe(true);
  });

  it('offers a new field to the list and the search where it is made', async () => {
    render(<TestProviders><Harness /></TestProviders>);
    fireEvent.click(screen.getByRole('button', { name: '添加字段' }));
    await chooseValue(screen.getByLabelText('类型'), 'date');
    const added = latest?.entity.fields.at(-1)?.name ?? '';
    fireEvent.click(screen.getByLabelText('列表中显示'));
    fireEvent.click(screen.getByLabelText('作为查询条件'));
    expect(latest?.list.columns.at(-1)).toEqual({ field: added });
    expect(latest?.search?.at(-1)).toEqual({ field: added, operator: 'dateRange' });
    fireEvent.click(screen.getByLabelText('列表中显示'));
    expect(latest?.list.columns.some((column) => column.field === added)).toBe(false);
  });

  it('shows a field’s problem in words above that field’s settings, not as a pointer (issue 17)', () => {
    const index = vehicle.entity.fields.findIndex((field) => field.name === 'purchaseDate');
    const problems: BundleProblem[] = [{ file: 'vmVehicle.json', pointer: `/entity/fields/${index}/type`, message: 'x', messageId: 'bundle.schema.required', params: {} }];
    render(<TestProviders><Harness problems={problems} open="purchaseDate" /></TestProviders>);
    screen.getByText('字段设置：购置日期');
    const shown = screen.getByRole('alert', { name: '此字段的问题' });
    expect(shown.textContent).not.toContain('/entity');
    expect(shown.textContent?.length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: /车牌号/ }));
    expect(screen.queryByRole('alert', { name: '此字段的问题' })).toBeNull();
  });

  it('filters a reference by another field of the record, first against the target field of the same name', async () => {
    render(<TestProviders><Harness design={withEntities} /></TestProviders>);
    await addReference('czxxNo', 'BaStation', 'czxxNam');
    await addReference('eqNo', 'EqEquipment', 'eqName');
    const reference = () => latest?.entity.fields.find((field) => field.name === 'eqNo')?.reference;
    expect(screen.queryByLabelText(selectLabel('对应的目标字段'))).toBeNull();
    await chooseValue(screen.getByLabelText(selectLabel('随本记录字段过滤')), 'czxxNo');
    expect(reference()).toEqual({ entity: 'EqEquipment', labelField: 'eqName', filterBy: { field: 'czxxNo', targetField: 'czxxNo' } });
    await chooseValue(screen.getByLabelText(selectLabel('对应的目标字段')), 'eqName');
    expect(reference()?.filterBy).toEqual({ field: 'czxxNo', targetField: 'eqName' });
    await chooseValue(screen.getByLabelText(selectLabel('随本记录字段过滤')), '');
    expect(reference()).toEqual({ entity: 'EqEquipment', labelField: 'eqName' });
  });
});
