import { useEffect, useState } from 'react';
import { useLoad } from '../../../api/use-load.ts';
import { Button } from '../../../components/Button.tsx';
import { DialogButtons } from '../../../components/DialogButtons.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { toast } from '../../../components/toast.ts';
import { useT } from '../../../i18n/hooks.ts';
import { searchUsers, USER_PAGE_SIZE, type PickedUser } from '../api/user-calls.ts';

export interface UserPickerDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the ticked users (at least one); the dialog closes itself afterwards. */
  onPick: (users: PickedUser[]) => void;
  /** Optional source instead of the employee selector (the users the server offers). */
  search?: (keyword: string, pageNo: number) => Promise<{ rows: PickedUser[]; total: number }>;
}

const NO_PAGE: { rows: PickedUser[]; total: number } = { rows: [], total: 0 };

/** The employee selector (spec 02 §2 'employee selection'): search, page, tick, confirm. */
export function UserPickerDialog({ open, onClose, onPick, search = searchUsers }: UserPickerDialogProps) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState({ keyword: '', pageNo: 1 });
  // Asked again for each opening (a closed dialog keeps nothing); a failure (reported) shows an empty page.
  const loaded = useLoad(() => search(query.keyword, query.pageNo), [open, query.keyword, query.pageNo], { enabled: open, report: true, keep: false });
  const page = loaded.error ? NO_PAGE : (loaded.data ?? null);
  const [chosen, setChosen] = useState<Map<string, PickedUser>>(new Map());

  useEffect(() => {
    if (open) setChosen(new Map());
  }, [open]);

  const toggle = (user: PickedUser) =>
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(user.userId)) next.delete(user.userId);
      else next.set(user.userId, user);
      return next;
    });
  const confirm = () => {
    if (chosen.size === 0) {
      toast.warning(t('wf.selectRecords'));
      return;
    }
    onPick([...chosen.values()]);
    onClose();
  };
  const pageCount = Math.max(1, Math.ceil((page?.total ?? 0) / USER_PAGE_SIZE));

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('wf.userPicker.title')}
      width={700}
      height={480}
      footer={<DialogButtons onCancel={onClose} onConfirm={confirm} />}
    >
      <form
        className="mb-3 flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ keyword, pageNo: 1 });
        }}
      >
        <input value={keyword} onChange={(event) => setKeyword(event.target.value)} placeholder={t('wf.userPicker.keyword')} maxLength={64} className="h-8 flex-1 rounded border border-slate-300 px-2 text-sm outline-none focus:border-primary-500" />
        <Button type="submit">{t('wf.search')}</Button>
      </form>
      {page === null ? (
        <div className="flex h-40 items-center justify-center">
          <Spinner />
        </div>
      ) : (
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-left text-slate-500">
            <tr>
              <th className="w-10 px-2 py-2" />
              <th className="px-2 py-2 font-normal">{t('wf.userPicker.name')}</th>
              <th className="px-2 py-2 font-normal">{t('wf.userPicker.depart')}</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.length === 0 && (
              <tr>
                <td colSpan={3} className="py-8 text-center text-slate-400">
                  {t('common.noData')}
                </td>
              </tr>
            )}
            {page.rows.map((user) => (
              <tr key={user.userId} className="cursor-pointer border-b border-slate-100 hover:bg-primary-50/50" onClick={() => toggle(user)}>
                <td className="px-2 py-1.5">
                  <input type="checkbox" aria-label={user.userName} className="h-4 w-4 accent-primary-600" checked={chosen.has(user.userId)} onChange={() => toggle(user)} onClick={(event) => event.stopPropagation()} />
                </td>
                <td className="px-2 py-1.5">{user.userName}</td>
                <td className="px-2 py-1.5 text-slate-500">{user.departName}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="mt-2 flex items-center justify-between text-xs text-slate-500">
        <span>{t('wf.userPicker.chosen', { n: chosen.size })}</span>
        <span className="flex items-center gap-2">
          <Button size="small" disabled={query.pageNo <= 1} onClick={() => setQuery((q) => ({ ...q, pageNo: q.pageNo - 1 }))}>
            {t('table.pager.prev')}
          </Button>
          {query.pageNo} / {pageCount}
          <Button size="small" disabled={query.pageNo >= pageCount} onClick={() => setQuery((q) => ({ ...q, pageNo: q.pageNo + 1 }))}>
            {t('table.pager.next')}
          </Button>
        </span>
      </div>
    </Modal>
  );
}
