import { useNavigate } from 'react-router';
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { useInvalidateAfter } from '../../api/invalidations.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { BellIcon } from '../../components/icons.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useT } from '../../i18n/hooks.ts';
import { countMessages, loadMessages, openMessage, type Message } from '../messages.ts';
import { MessageList } from './MessageList.tsx';
import { PERSONAL_PATHS } from '../../screens/personal/personal-paths.ts';

/** How often the unread count is refreshed. */
const POLL_MS = 60_000;

/** The bell with the unread count; its panel lists messages and opens one on click. */
export function MessageBell() {
  const t = useT();
  const navigate = useNavigate();
  const invalidateAfter = useInvalidateAfter();
  // After a failure the badge keeps its last value; the next poll asks again.
  const { data: counts } = useQuery({ queryKey: [...queryKeys.messages(), 'count'], queryFn: countMessages, refetchInterval: POLL_MS });
  const unread = counts?.unreadNum ?? 0;

  const open = async (message: Message, close: () => void) => {
    close();
    const target = await openMessage(message);
    void invalidateAfter({ kind: 'message' });
    if (target) void navigate(target);
  };

  return (
    <Popover className="relative">
      <PopoverButton title={t('layout.messages')} className="relative flex h-8 w-8 items-center justify-center rounded text-slate-600 outline-none hover:bg-slate-100">
        <BellIcon size={18} />
        {unread > 0 && (
          <span aria-label={t('layout.unread', { n: unread })} className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-red-700 px-1 text-center text-[10px] leading-4 font-medium text-white">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </PopoverButton>
      <PopoverPanel anchor="bottom end" className="z-[2100] mt-2 flex max-h-[70vh] w-96 flex-col rounded-md border border-slate-200 bg-white shadow-lg">
        {({ close }) => (
          <>
            <div className="flex h-11 shrink-0 items-center justify-between border-b border-slate-100 px-4 text-sm">
              <span className="font-medium text-slate-800">{t('layout.messages')}</span>
              <span className="flex items-center gap-3 text-xs text-slate-400">
                {t('layout.unread', { n: unread })}
                <button
                  type="button"
                  className="text-primary-600 hover:underline"
                  onClick={() => {
                    close();
                    void navigate(PERSONAL_PATHS.messageCenter);
                  }}
                >
                  {t('message.centre.viewAll')}
                </button>
              </span>
            </div>
            <div className="min-h-0 flex-1 overflow-auto">
              <BellMessages onOpen={(message) => void open(message, close)} />
            </div>
          </>
        )}
      </PopoverPanel>
    </Popover>
  );
}

/** The panel's list: asked each time the panel opens (it mounts then), under the key the home page's list shares. */
function BellMessages({ onOpen }: { onOpen: (message: Message) => void }) {
  const { data: messages, isError } = useQuery({ queryKey: queryKeys.messages(), queryFn: () => loadMessages(), meta: { report: true } });
  if (!messages && !isError) {
    return (
      <div className="flex h-32 items-center justify-center">
        <Spinner />
      </div>
    );
  }
  return <MessageList messages={messages ?? []} onOpen={onOpen} />;
}
