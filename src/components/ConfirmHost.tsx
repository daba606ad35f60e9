import { useEffect, useState } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useT } from '../i18n/hooks.ts';
import { Button } from './Button.tsx';
import { AlertIcon } from './icons.tsx';
import { settleConfirm, subscribeConfirms, type ConfirmRequest } from './confirm.ts';

/** Shows the oldest pending confirm(); later ones wait their turn. */
export function ConfirmHost() {
  const t = useT();
  const [queue, setQueue] = useState<readonly ConfirmRequest[]>([]);
  useEffect(() => subscribeConfirms(setQueue), []);
  const current = queue[0];
  if (!current) return null;
  return (
    <Dialog open onClose={() => settleConfirm(current.id, false)} className="fixed inset-0 z-[2000]">
      <div className="fixed inset-0 bg-slate-900/45" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-[420px] max-w-full rounded-lg bg-white p-5 shadow-2xl">
          <DialogTitle className="flex items-center gap-2 text-base font-medium text-slate-900">
            <AlertIcon size={20} className="text-amber-500" />
            {current.title ?? t('common.reminder')}
          </DialogTitle>
          <p className="mt-3 pl-7 text-sm leading-6 text-slate-600">{current.message}</p>
          <div className="mt-5 flex justify-end gap-2">
            {current.showCancel !== false && <Button onClick={() => settleConfirm(current.id, false)}>{current.cancelText ?? t('common.cancel')}</Button>}
            <Button variant={current.danger ? 'danger' : 'primary'} autoFocus onClick={() => settleConfirm(current.id, true)}>
              {current.confirmText ?? t('common.confirm')}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
