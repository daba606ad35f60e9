import { useRef, useState } from 'react';
import { Modal } from '../Modal.tsx';
import { Button } from '../Button.tsx';
import { Select } from '../Select.tsx';
import { useT } from '../../i18n/index.ts';
import { moveItem, type ColumnSetting, type TableSetting } from './table-setting.ts';
import type { TableSize } from './table-types.ts';

export interface ColumnSettingsDialogProps {
  open: boolean;
  setting: TableSetting;
  /** Resolves true when stored; the dialog then closes. */
  onSave: (setting: TableSetting) => Promise<boolean>;
  onReset: () => Promise<boolean>;
  onClose: () => void;
}

const SIZES: readonly TableSize[] = ['large', 'default', 'small'];
const CELL = 'px-2 py-1.5 border-b border-slate-100';

/** Show/hide, width, fixed side and order of each column, plus size, border and stripe. */
export function ColumnSettingsDialog({ open, setting, onSave, onReset, onClose }: ColumnSettingsDialogProps) {
  const t = useT();
  const [draft, setDraft] = useState<TableSetting>(setting);
  const [busy, setBusy] = useState(false);
  const dragFrom = useRef<number | null>(null);

  const setColumn = (index: number, change: Partial<ColumnSetting>) =>
    setDraft((previous) => ({ ...previous, columns: previous.columns.map((column, at) => (at === index ? { ...column, ...change } : column)) }));
  const move = (from: number, to: number) => setDraft((previous) => ({ ...previous, columns: moveItem(previous.columns, from, to) }));
  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    try {
      if (await action()) onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('columnSetting.title')}
      width={760}
      footer={
        <>
          <Button onClick={() => void run(onReset)} disabled={busy} className="mr-auto">
            {t('columnSetting.reset')}
          </Button>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" loading={busy} onClick={() => void run(() => onSave(draft))}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <div className="mb-4 flex flex-wrap items-center gap-6 text-sm text-slate-700">
        <span className="flex items-center gap-3" role="radiogroup" aria-label={t('columnSetting.size')}>
          {t('columnSetting.size')}
          {SIZES.map((size) => (
            <label key={size} className="flex items-center gap-1">
              <input type="radio" name="table-size" checked={draft.size === size} onChange={() => setDraft({ ...draft, size })} className="accent-primary-600" />
              {t(`columnSetting.size.${size}`)}
            </label>
          ))}
        </span>
        <label className="flex items-center gap-1">
          <input type="checkbox" checked={draft.border} onChange={(event) => setDraft({ ...draft, border: event.target.checked })} className="accent-primary-600" />
          {t('columnSetting.border')}
        </label>
        <label className="flex items-center gap-1">
          <input type="checkbox" checked={draft.stripe} onChange={(event) => setDraft({ ...draft, stripe: event.target.checked })} className="accent-primary-600" />
          {t('columnSetting.stripe')}
        </label>
      </div>
      <table className="w-full text-sm">
        <thead>
          <tr className="bg-slate-50 text-left text-slate-500">
            <th className={`${CELL} w-8`} />
            <th className={`${CELL} w-14`}>{t('columnSetting.show')}</th>
            <th className={CELL}>{t('columnSetting.column')}</th>
            <th className={`${CELL} w-28`}>{t('columnSetting.width')}</th>
            <th className={`${CELL} w-28`}>{t('columnSetting.fixed')}</th>
            <th className={`${CELL} w-24`}>{t('columnSetting.order')}</th>
          </tr>
        </thead>
        <tbody>
          {draft.columns.map((column, index) => (
            <tr
              key={column.prop}
              draggable
              data-prop={column.prop}
              onDragStart={() => {
                dragFrom.current = index;
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={() => {
                if (dragFrom.current !== null) move(dragFrom.current, index);
                dragFrom.current = null;
              }}
            >
              <td className={`${CELL} cursor-move text-slate-400`} aria-hidden>
                ⋮⋮
              </td>
              <td className={CELL}>
                <input
                  type="checkbox"
                  aria-label={`${t('columnSetting.show')} ${column.label}`}
                  checked={!column.hide}
                  onChange={(event) => setColumn(index, { hide: !event.target.checked })}
                  className="accent-primary-600"
                />
              </td>
              <td className={`${CELL} text-slate-700`}>{column.label}</td>
              <td className={CELL}>
                <input
                  aria-label={`${t('columnSetting.width')} ${column.label}`}
                  value={column.width}
                  onChange={(event) => setColumn(index, { width: event.target.value })}
                  className="h-7 w-24 rounded border border-slate-300 px-2"
                />
              </td>
              <td className={CELL}>
                <Select
                  label={`${t('columnSetting.fixed')} ${column.label}`}
                  size="h-7 w-24"
                  value={column.fixed || ''}
                  options={[
                    { value: '', label: t('columnSetting.fixed.none') },
                    { value: 'left', label: t('columnSetting.fixed.left') },
                    { value: 'right', label: t('columnSetting.fixed.right') },
                  ]}
                  onChange={(fixed) => setColumn(index, { fixed: fixed === 'left' || fixed === 'right' ? fixed : false })}
                />
              </td>
              <td className={CELL}>
                <span className="flex gap-1">
                  <Button size="small" variant="text" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t('columnSetting.up')}>
                    ↑
                  </Button>
                  <Button size="small" variant="text" disabled={index === draft.columns.length - 1} onClick={() => move(index, index + 1)} aria-label={t('columnSetting.down')}>
                    ↓
                  </Button>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
