/**
 * A new dictionary made from a field's settings (issue 17: the analyst had to leave the designer
 * for it): its code, names and items in both languages. The server adds it (never over one that
 * exists); the design context is then read again and the field uses the new dictionary.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LocalizedText } from '../../../../../runtime/index.ts';
import { queryKeys } from '../../../../api/query-keys.ts';
import { Button } from '../../../../components/Button.tsx';
import { toast } from '../../../../components/toast.ts';
import { useT } from '../../../../i18n/index.ts';
import { errorMessage } from '../../../module/error-message.ts';
import { createDictionary } from '../../api/design-calls.ts';
import { IDENTIFIER } from '../../model/new-bundle.ts';
import { Labeled, LocalizedInput, TextInput } from '../controls.tsx';
import { EditableRows } from './rows.tsx';

interface ItemDraft {
  value: string;
  label: LocalizedText;
}

const EMPTY: LocalizedText = { 'zh-CN': '', 'en-US': '' };
const filled = (text: LocalizedText) => text['zh-CN'].trim() !== '' && text['en-US'].trim() !== '';

/** The first thing that keeps the dictionary from being made, as a message id; null when it can be. */
function problemOf(code: string, label: LocalizedText, items: readonly ItemDraft[], taken: readonly string[]): string | null {
  if (!IDENTIFIER.test(code)) return 'designer.hint.identifier';
  if (taken.includes(code)) return 'designer.dict.exists';
  if (!filled(label)) return 'designer.dict.labelRequired';
  if (items.length === 0) return 'designer.dict.itemsRequired';
  if (items.some((item) => item.value.trim() === '' || !filled(item.label))) return 'designer.dict.itemIncomplete';
  if (new Set(items.map((item) => item.value.trim())).size !== items.length) return 'designer.dict.duplicateValue';
  return null;
}

export function DictionaryCreator({ taken, onCreated }: { taken: readonly string[]; onCreated: (code: string) => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [label, setLabel] = useState<LocalizedText>(EMPTY);
  const [items, setItems] = useState<ItemDraft[]>([{ value: '1', label: EMPTY }]);
  const [saving, setSaving] = useState(false);
  if (!open) {
    return (
      <Button size="small" variant="text" className="self-start" onClick={() => setOpen(true)}>
        {t('designer.dict.new')}
      </Button>
    );
  }
  const problem = problemOf(code, label, items, taken);
  const create = async () => {
    if (problem) return;
    setSaving(true);
    try {
      await createDictionary(code, label, items.map((item) => ({ value: item.value.trim(), labelZh: item.label['zh-CN'].trim(), labelEn: item.label['en-US'].trim() })));
      await queryClient.invalidateQueries({ queryKey: queryKeys.designCatalog() });
      toast.success(t('designer.dict.created', { code }));
      onCreated(code);
      setOpen(false);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <div role="group" aria-label={t('designer.dict.new')} className="col-span-2 flex flex-col gap-2 rounded border border-primary-200 bg-primary-50/40 p-2">
      <div className="flex flex-col gap-2">
        <Labeled label={t('designer.dict.code')}>{(id) => <TextInput id={id} value={code} placeholder="sparePartKind" onChange={(value) => setCode(value.trim())} />}</Labeled>
        <Labeled label={t('designer.dict.label')}>{() => <LocalizedInput label={t('designer.dict.label')} value={label} onChange={(value) => setLabel(value ?? EMPTY)} />}</Labeled>
      </div>
      <EditableRows
        kind="dict-item"
        items={items}
        headers={[t('designer.dict.value'), t('designer.dict.itemLabel')]}
        columns="64px minmax(0,1fr)"
        readOnly={false}
        empty={t('designer.dict.itemsRequired')}
        addLabel={t('designer.dict.addItem')}
        onAdd={() => setItems([...items, { value: String(items.length + 1), label: EMPTY }])}
        onChange={setItems}
        renderRow={(item, index) => {
          const set = (patch: Partial<ItemDraft>) => setItems(items.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));
          return (
            <>
              <TextInput label={t('designer.dict.value')} value={item.value} onChange={(value) => set({ value })} />
              <LocalizedInput label={t('designer.dict.itemLabel')} value={item.label} onChange={(value) => set({ label: value ?? EMPTY })} />
            </>
          );
        }}
      />
      {problem && <p className="text-[11px] text-slate-500">{t(problem, { code })}</p>}
      <div className="flex justify-end gap-2">
        <Button size="small" onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
        <Button size="small" variant="primary" disabled={problem !== null} loading={saving} onClick={() => void create()}>
          {t('designer.dict.create')}
        </Button>
      </div>
    </div>
  );
}
