import { useState } from 'react';
import { reportError } from '../../../api/report-error.ts';
import { useMenuModel } from '../../../app/menu-store.ts';
import type { MenuEntry } from '../../../app/routes/menu-types.ts';
import { Button } from '../../../components/Button.tsx';
import { DialogButtons } from '../../../components/DialogButtons.tsx';
import { CloseIcon, SearchIcon } from '../../../components/icons.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { toast } from '../../../components/toast.ts';
import { useT } from '../../../i18n/hooks.ts';
import { filterMenuTree, MAX_QUICK_ENTRIES, menuPages, saveQuickEntries, type QuickEntry } from './quick-entries.ts';

/** Spec 02 §2/§9: the quick-function dialog is 860 wide. */
const WIDTH = 860;

function MenuTree({ entries, chosen, onToggle, depth = 0 }: { entries: MenuEntry[]; chosen: readonly string[]; onToggle: (id: string) => void; depth?: number }) {
  return (
    <ul>
      {entries.map((entry) =>
        entry.kind === 'folder' ? (
          <li key={entry.id}>
            <div className="py-1 text-sm font-medium text-slate-500" style={{ paddingLeft: depth * 16 }}>
              {entry.title}
            </div>
            <MenuTree entries={entry.children} chosen={chosen} onToggle={onToggle} depth={depth + 1} />
          </li>
        ) : (
          <li key={entry.id}>
            <label className="flex cursor-pointer items-center gap-2 rounded py-1 text-sm text-slate-700 hover:bg-slate-50" style={{ paddingLeft: depth * 16 }}>
              <input type="checkbox" className="h-4 w-4 accent-primary-600" checked={chosen.includes(entry.id)} onChange={() => onToggle(entry.id)} />
              {entry.title}
            </label>
          </li>
        ),
      )}
    </ul>
  );
}

/** Choose and order the quick entries: the user's menu tree with a search, the chosen list to drag, clear and save. */
export function QuickEntryDialog({ saved, onClose, onSaved }: { saved: readonly QuickEntry[]; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const model = useMenuModel();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string[]>(() => saved.map((entry) => entry.menuId));
  const [dragged, setDragged] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const pages = menuPages(model?.entries ?? []);
  const titleOf = (id: string) => pages.get(id)?.title ?? saved.find((entry) => entry.menuId === id)?.menuName ?? id;

  const toggle = (id: string) => {
    if (chosen.includes(id)) return setChosen(chosen.filter((item) => item !== id));
    if (chosen.length >= MAX_QUICK_ENTRIES) return toast.warning(t('MSG00644', { max: MAX_QUICK_ENTRIES }));
    setChosen([...chosen, id]);
  };
  const dropOn = (target: string) => {
    if (!dragged || dragged === target) return;
    const rest = chosen.filter((id) => id !== dragged);
    rest.splice(rest.indexOf(target), 0, dragged);
    setChosen(rest);
  };
  const save = async () => {
    setSaving(true);
    try {
      await saveQuickEntries(saved.map((entry) => entry.menuId), chosen);
      toast.success(t('msg.success'));
      onSaved();
    } catch (error) {
      reportError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open onClose={onClose} title={t('quick.dialogTitle')} width={WIDTH} footer={<DialogButtons onCancel={onClose} onConfirm={() => void save()} confirmText={t('quick.save')} loading={saving} />}>
      <div className="grid h-[420px] grid-cols-2 gap-4" data-testid="quick-entry-dialog">
        <div className="flex min-h-0 flex-col rounded border border-slate-200">
          <div className="relative border-b border-slate-100 p-2">
            <SearchIcon size={14} className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-slate-400" />
            <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder={t('quick.search')} aria-label={t('quick.search')} className="h-8 w-full rounded border border-slate-300 pr-2 pl-7 text-sm outline-none focus:border-primary-500" />
          </div>
          <div className="min-h-0 flex-1 overflow-auto p-2" data-testid="quick-entry-tree">
            <MenuTree entries={filterMenuTree(model?.entries ?? [], search)} chosen={chosen} onToggle={toggle} />
          </div>
        </div>
        <div className="flex min-h-0 flex-col rounded border border-slate-200">
          <div className="flex items-center justify-between border-b border-slate-100 px-3 py-2 text-sm">
            <span className="text-slate-600">{t('quick.selected', { n: chosen.length, max: MAX_QUICK_ENTRIES })}</span>
            <Button size="small" variant="text" onClick={() => setChosen([])}>
              {t('quick.clear')}
            </Button>
          </div>
          <p className="px-3 pt-2 text-xs text-slate-400">{t('quick.dragHint')}</p>
          <ol className="min-h-0 flex-1 overflow-auto p-2" data-testid="quick-entry-chosen">
            {chosen.map((id, index) => (
              <li
                key={id}
                draggable
                onDragStart={() => setDragged(id)}
                onDragOver={(event) => event.preventDefault()}
                onDrop={() => dropOn(id)}
                onDragEnd={() => setDragged(null)}
                className={`mb-1 flex cursor-move items-center gap-2 rounded border px-2 py-1.5 text-sm ${dragged === id ? 'border-primary-400 bg-primary-50' : 'border-slate-200 bg-white'}`}
              >
                <span className="w-5 text-right text-xs text-slate-400">{index + 1}</span>
                <span className="flex-1 truncate text-slate-700">{titleOf(id)}</span>
                <button type="button" aria-label={t('quick.remove')} className="text-slate-400 hover:text-red-500" onClick={() => setChosen(chosen.filter((item) => item !== id))}>
                  <CloseIcon size={14} />
                </button>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </Modal>
  );
}
