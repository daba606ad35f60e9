import { useState } from 'react';
import { useLoad } from '../../api/use-load.ts';
import { Button, Modal } from '../../components/index.ts';
import { confirm } from '../../components/confirm.ts';
import { FormField } from '../../components/FormField.tsx';
import { useT } from '../../i18n/hooks.ts';
import { SystemPage, SystemTable, type SystemColumn } from './SystemTable.tsx';
import { systemAction, systemValue } from './system-calls.ts';

interface DictType {
  dictCode: string;
  labelZh: string;
  labelEn: string;
  seq: number;
  itemCount: number;
}

interface DictItem {
  value: string;
  labelZh: string;
  labelEn: string;
  seq: number;
  color: string | null;
  enabled: boolean;
}

type Editing = { kind: 'type'; values: Record<string, string> } | { kind: 'item'; values: Record<string, string> };

const TYPE_FIELDS = ['dictCode', 'labelZh', 'labelEn', 'seq'] as const;
const ITEM_FIELDS = ['value', 'labelZh', 'labelEn', 'seq', 'color'] as const;

/** setting/dic: dictionary types on the left, the chosen type's items on the right; every change reaches every server. */
export function DictPage() {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<string>();
  const [editing, setEditing] = useState<Editing>();
  const types = useLoad(() => systemValue<DictType[]>('system/dict/typeList.ajax', { keyword }), [keyword]);
  const items = useLoad(() => (chosen ? systemValue<DictItem[]>('system/dict/itemList.ajax', { dictCode: chosen }) : Promise.resolve([])), [chosen]);

  const save = async () => {
    if (!editing) return;
    const path = editing.kind === 'type' ? 'system/dict/saveType.ajax' : 'system/dict/saveItem.ajax';
    const params = editing.kind === 'item' ? { dictCode: chosen, ...editing.values } : editing.values;
    if ((await systemAction(path, params)) === undefined) return;
    setEditing(undefined);
    types.reload();
    items.reload();
  };
  const remove = async (item: DictItem) => {
    if (!(await confirm(t('system.dict.deleteConfirm', { label: item.labelZh })))) return;
    await systemAction('system/dict/deleteItem.ajax', { dictCode: chosen, value: item.value });
    items.reload();
    types.reload();
  };

  const typeColumns: SystemColumn<DictType>[] = [
    {
      id: 'code',
      header: t('system.dict.code'),
      cell: (row) => (
        <button type="button" className={`text-left ${row.dictCode === chosen ? 'font-medium text-primary-600' : 'text-slate-700'}`} onClick={() => setChosen(row.dictCode)}>
          {row.dictCode}
        </button>
      ),
    },
    { id: 'label', header: t('system.dict.label'), cell: (row) => `${row.labelZh} / ${row.labelEn}` },
    { id: 'count', header: t('system.dict.itemCount'), cell: (row) => row.itemCount },
    { id: 'edit', header: '', cell: (row) => <Button variant="text" size="small" onClick={() => setEditing({ kind: 'type', values: { dictCode: row.dictCode, labelZh: row.labelZh, labelEn: row.labelEn, seq: String(row.seq) } })}>{t('system.edit')}</Button> },
  ];
  const itemColumns: SystemColumn<DictItem>[] = [
    { id: 'value', header: t('system.dict.value'), cell: (row) => row.value },
    {
      id: 'label',
      header: t('system.dict.label'),
      cell: (row) => (
        <span className="rounded px-2 py-0.5 text-xs" style={{ background: row.color ?? '#e2e8f0', color: row.color ? '#fff' : '#334155' }}>
          {row.labelZh} / {row.labelEn}
        </span>
      ),
    },
    { id: 'seq', header: t('system.dict.seq'), cell: (row) => row.seq },
    { id: 'enabled', header: t('system.dict.enabled'), cell: (row) => t(row.enabled ? 'system.yes' : 'system.no') },
    {
      id: 'actions',
      header: '',
      cell: (row) => (
        <span className="flex gap-1">
          <Button variant="text" size="small" onClick={() => setEditing({ kind: 'item', values: { value: row.value, labelZh: row.labelZh, labelEn: row.labelEn, seq: String(row.seq), color: row.color ?? '', enabled: String(row.enabled) } })}>
            {t('system.edit')}
          </Button>
          <Button variant="text" size="small" onClick={() => void remove(row)}>
            {t('system.delete')}
          </Button>
        </span>
      ),
    },
  ];

  const fields = editing?.kind === 'type' ? TYPE_FIELDS : ITEM_FIELDS;
  return (
    <SystemPage
      title={t('system.menu.dict')}
      tools={
        <>
          <input className="h-8 rounded border border-slate-300 px-2 text-sm" placeholder={t('system.dict.search')} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
          <Button onClick={() => setEditing({ kind: 'type', values: { seq: '0' } })}>{t('system.dict.addType')}</Button>
          <Button variant="primary" disabled={!chosen} onClick={() => setEditing({ kind: 'item', values: { seq: '0', enabled: 'true' } })}>
            {t('system.dict.addItem')}
          </Button>
        </>
      }
    >
      <div className="grid grid-cols-1 items-start gap-4 p-2 lg:grid-cols-2">
        <SystemTable label={t('system.dict.types')} columns={typeColumns} rows={types.data} error={types.error} rowKey={(row) => row.dictCode} />
        <SystemTable label={t('system.dict.items')} columns={itemColumns} rows={chosen ? items.data : []} error={items.error} rowKey={(row) => row.value} />
      </div>
      <Modal
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={t(editing?.kind === 'type' ? 'system.dict.typeTitle' : 'system.dict.itemTitle')}
        width={480}
        footer={
          <>
            <Button onClick={() => setEditing(undefined)}>{t('common.cancel')}</Button>
            <Button variant="primary" onClick={() => void save()}>
              {t('common.save')}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-3">
          {fields.map((name) => (
            <FormField
              key={name}
              name={name}
              label={t(`system.dict.field.${name}`)}
              value={editing?.values[name] ?? ''}
              onChange={(event) => editing && setEditing({ ...editing, values: { ...editing.values, [name]: event.target.value } })}
            />
          ))}
          {editing?.kind === 'item' && (
            <label className="flex items-center gap-2 text-sm text-slate-600">
              <input type="checkbox" checked={editing.values.enabled !== 'false'} onChange={(event) => setEditing({ ...editing, values: { ...editing.values, enabled: String(event.target.checked) } })} />
              {t('system.dict.enabled')}
            </label>
          )}
        </div>
      </Modal>
    </SystemPage>
  );
}
