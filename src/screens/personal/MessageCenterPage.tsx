import { useState } from 'react';
import { PagerLine } from '../system/PagerLine.tsx';
import { useNavigate } from 'react-router';
import { useInvalidateAfter } from '../../api/invalidations.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { reportError } from '../../api/report-error.ts';
import { useLoad } from '../../api/use-load.ts';
import { deleteMessages, isUrgent, loadMessagePage, markAllMessagesRead, markMessages, openMessage, type Message, type MessageFilter } from '../../app/messages.ts';
import { Button } from '../../components/index.ts';
import { confirm } from '../../components/confirm.ts';
import { Select } from '../../components/Select.tsx';
import { toast } from '../../components/toast.ts';
import { useT } from '../../i18n/hooks.ts';
import { SystemPage, SystemTable, type SystemColumn } from '../system/SystemTable.tsx';
import { MESSAGE_TYPES } from '../../../contracts/messages.ts';

/** Spec 02 §9: messages 50 at a time. */
const PAGE_SIZE = 50;
const TYPES: MessageFilter['msgtype'][] = ['', ...MESSAGE_TYPES];
const READ_STATES: MessageFilter['readState'][] = ['', '0', '1'];

/**
 * message/center: every message of the user, filtered by type and read state, marked read one by
 * one or all at once, deleted, and opened on the record it is about. Cached under the messages
 * key, so the live push and the bell refresh it.
 */
export function MessageCenterPage() {
  const t = useT();
  const navigate = useNavigate();
  const invalidateAfter = useInvalidateAfter();
  const [filter, setFilter] = useState<MessageFilter>({ msgtype: '', readState: '' });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const messages = useLoad(() => loadMessagePage(filter, page, PAGE_SIZE), [filter, page], { key: [...queryKeys.messages(), 'centre'] });
  const rows = messages.data?.rows;

  const changeFilter = (next: Partial<MessageFilter>) => {
    setFilter({ ...filter, ...next });
    setPage(1);
    setSelected(new Set());
  };
  const act = async (work: () => Promise<void>) => {
    try {
      await work();
      toast.success(t('msg.success'));
      setSelected(new Set());
    } catch (error) {
      reportError(error);
    }
    await invalidateAfter({ kind: 'message' });
  };
  const markSelected = () => act(() => markMessages([...selected], 1));
  const markAll = () => act(markAllMessagesRead);
  const remove = async () => {
    if (selected.size === 0) return toast.warning(t('message.centre.selectFirst'));
    if (!(await confirm(t('message.centre.confirmDelete', { n: selected.size })))) return;
    await act(() => deleteMessages([...selected]));
  };
  const open = async (message: Message) => {
    const target = await openMessage(message);
    await invalidateAfter({ kind: 'message' });
    if (target) void navigate(target);
    else toast.warning(t('message.centre.noTarget'));
  };
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    setSelected(next);
  };
  const allChecked = rows !== undefined && rows.length > 0 && rows.every((row) => selected.has(row.msgRecNo));

  const columns: SystemColumn<Message>[] = [
    {
      id: 'check',
      header: '',
      className: 'w-8',
      cell: (row) => <input type="checkbox" aria-label={t('message.centre.select', { title: row.title })} checked={selected.has(row.msgRecNo)} onChange={() => toggle(row.msgRecNo)} />,
    },
    {
      id: 'type',
      header: t('message.centre.type'),
      className: 'w-24',
      cell: (row) => (
        <span className={`rounded px-1.5 text-xs leading-5 ${isUrgent(row) ? 'bg-red-50 text-red-600' : 'bg-primary-50 text-primary-600'}`}>{isUrgent(row) ? t('message.urgent') : t('message.workflow')}</span>
      ),
    },
    {
      id: 'title',
      header: t('message.centre.title'),
      cell: (row) => (
        <button type="button" onClick={() => void open(row)} className={`text-left hover:text-primary-600 hover:underline ${row.readState === 1 ? 'text-slate-500' : 'font-medium text-slate-800'}`}>
          {row.title}
          {row.content && <span className="mt-0.5 block text-xs font-normal text-slate-400">{row.content}</span>}
        </button>
      ),
    },
    { id: 'time', header: t('message.centre.time'), className: 'w-44 whitespace-nowrap text-slate-500', cell: (row) => row.createTime },
    {
      id: 'state',
      header: t('message.centre.state'),
      className: 'w-20',
      cell: (row) => (row.readState === 1 ? <span className="text-slate-400">{t('message.centre.read')}</span> : <span className="text-red-500">{t('message.centre.unread')}</span>),
    },
  ];

  return (
    <SystemPage
      title={t('message.centre.heading')}
      tools={
        <>
          <Button disabled={selected.size === 0} onClick={() => void markSelected()}>
            {t('message.centre.markRead')}
          </Button>
          <Button onClick={() => void markAll()}>{t('message.centre.markAll')}</Button>
          <Button variant="danger" onClick={() => void remove()}>
            {t('message.centre.delete')}
          </Button>
        </>
      }
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-100 p-3 text-sm">
        <label className="flex items-center gap-2 text-slate-600">
          <input type="checkbox" aria-label={t('message.centre.selectAll')} checked={allChecked} onChange={() => setSelected(allChecked ? new Set() : new Set(rows?.map((row) => row.msgRecNo)))} />
        </label>
        <Select
          label={t('message.centre.type')}
          size="h-8 w-36"
          value={filter.msgtype}
          options={TYPES.map((type) => ({ value: type, label: t(`message.centre.type.${type || 'all'}`) }))}
          onChange={(msgtype) => changeFilter({ msgtype: TYPES.find((type) => type === msgtype) ?? '' })}
        />
        <Select
          label={t('message.centre.state')}
          size="h-8 w-28"
          value={filter.readState}
          options={READ_STATES.map((state) => ({ value: state, label: t(`message.centre.readState.${state || 'all'}`) }))}
          onChange={(readState) => changeFilter({ readState: READ_STATES.find((state) => state === readState) ?? '' })}
        />
        <PagerLine total={messages.data?.total ?? 0} pageSize={PAGE_SIZE} page={page} onPage={setPage} className="ml-auto" />
      </div>
      <SystemTable label={t('message.centre.heading')} columns={columns} rows={rows} error={messages.error} rowKey={(row) => row.msgRecNo} />
    </SystemPage>
  );
}
