import { useEffect, useState } from 'react';
import { EmptyState } from '../../components/EmptyState.tsx';
import { relativeTime } from '../../components/relative-time.ts';
import { useT } from '../../i18n/hooks.ts';
import { isUrgent, type Message } from '../messages.ts';

/** Re-renders every 60 s so relative times stay current (spec 01 §9). */
function useMinuteTick(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Messages with type badge, unread dot and relative time; used by the bell and the home page. */
export function MessageList({ messages, onOpen }: { messages: readonly Message[]; onOpen: (message: Message) => void }) {
  const t = useT();
  const now = useMinuteTick();
  if (messages.length === 0) return <EmptyState message={t('layout.noMessages')} />;
  return (
    <ul className="divide-y divide-slate-100">
      {messages.map((message) => {
        const urgent = isUrgent(message);
        const unread = message.readState !== 1;
        return (
          <li key={message.msgRecNo}>
            <button type="button" onClick={() => onOpen(message)} className="flex w-full gap-3 px-4 py-3 text-left hover:bg-slate-50">
              <span className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${unread ? 'bg-red-500' : 'bg-transparent'}`} />
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2">
                  <span className={`shrink-0 rounded px-1.5 text-xs leading-5 ${urgent ? 'bg-red-50 text-red-600' : 'bg-primary-50 text-primary-600'}`}>
                    {urgent ? t('message.urgent') : message.msgtype.startsWith('WORKFLOW') ? t('message.workflow') : t('message.system')}
                  </span>
                  <span className={`truncate text-sm ${unread ? 'font-medium text-slate-800' : 'text-slate-600'}`}>{message.title}</span>
                </span>
                {message.content && <span className="mt-1 line-clamp-2 block text-xs leading-5 text-slate-500">{message.content}</span>}
                <span className="mt-1 block text-xs text-slate-400">{relativeTime(message.createTime, t, now)}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
