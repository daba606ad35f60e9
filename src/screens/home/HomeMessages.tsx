import { useNavigate } from 'react-router';
import { useInvalidateAfter } from '../../api/invalidations.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useLoad } from '../../api/use-load.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useT } from '../../i18n/hooks.ts';
import { loadMessages, openMessage, type Message } from '../../app/messages.ts';
import { MessageList } from '../../app/layout/MessageList.tsx';

/** The latest messages on the home page; opening one marks it read and follows it. */
export function HomeMessages() {
  const t = useT();
  const navigate = useNavigate();
  const invalidateAfter = useInvalidateAfter();
  const { data: messages, error, reload, update } = useLoad(() => loadMessages(), [], { key: queryKeys.messages() });

  const open = async (message: Message) => {
    update((list) => list?.map((item) => (item.msgRecNo === message.msgRecNo ? { ...item, readState: 1 } : item)));
    const target = await openMessage(message);
    void invalidateAfter({ kind: 'message' });
    if (target) void navigate(target);
  };

  const unread = messages?.filter((message) => message.readState !== 1).length ?? 0;
  return (
    <section className="flex min-h-0 flex-col rounded-lg bg-white shadow-sm">
      <div className="flex items-center justify-between px-5 pt-5 pb-3">
        <h2 className="text-base font-medium text-slate-800">{t('home.messages')}</h2>
        {unread > 0 && <span className="rounded-full bg-red-50 px-2 text-xs leading-5 text-red-700">{t('layout.unread', { n: unread })}</span>}
      </div>
      <div className="max-h-[520px] overflow-auto border-t border-slate-100">
        {error ? (
          <LoadFailed message={error} onRetry={reload} />
        ) : messages === undefined ? (
          <div className="flex h-32 items-center justify-center">
            <Spinner />
          </div>
        ) : (
          <MessageList messages={messages.slice(0, 20)} onOpen={(message) => void open(message)} />
        )}
      </div>
    </section>
  );
}
