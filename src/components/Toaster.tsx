import { useEffect, useState } from 'react';
import { dismissToast, subscribeToasts, type ToastItem, type ToastType } from './toast.ts';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon, XCircleIcon } from './icons.tsx';

const TONE: Record<ToastType, { icon: typeof InfoIcon; className: string }> = {
  success: { icon: CheckCircleIcon, className: 'text-emerald-600' },
  error: { icon: XCircleIcon, className: 'text-red-600' },
  warning: { icon: AlertIcon, className: 'text-amber-500' },
  info: { icon: InfoIcon, className: 'text-primary-600' },
};

function Toast({ item }: { item: ToastItem }) {
  const { icon: Icon, className } = TONE[item.type];
  return (
    <div role={item.type === 'error' ? 'alert' : 'status'} className="pointer-events-auto flex items-start gap-2.5 rounded-md border border-slate-200 bg-white px-4 py-2.5 text-sm text-slate-700 shadow-lg">
      <Icon size={18} className={`mt-0.5 shrink-0 ${className}`} />
      <div className="min-w-0 flex-1">
        {item.title && <div className="mb-0.5 font-medium text-slate-900">{item.title}</div>}
        <div className="break-words">{item.message}</div>
      </div>
      {item.title && (
        <button type="button" className="text-slate-400 hover:text-slate-600" onClick={() => dismissToast(item.id)} aria-label="close">
          <CloseIcon size={14} />
        </button>
      )}
    </div>
  );
}

/** Renders toasts (top centre) and titled notifications (top right) above every overlay. */
export function Toaster() {
  const [items, setItems] = useState<readonly ToastItem[]>([]);
  useEffect(() => subscribeToasts(setItems), []);
  const toasts = items.filter((item) => !item.title);
  const notices = items.filter((item) => item.title);
  return (
    <>
      <div className="pointer-events-none fixed inset-x-0 top-4 z-[3000] flex flex-col items-center gap-2">
        {toasts.map((item) => (
          <Toast key={item.id} item={item} />
        ))}
      </div>
      <div className="pointer-events-none fixed right-4 top-4 z-[3000] flex w-80 flex-col gap-2">
        {notices.map((item) => (
          <Toast key={item.id} item={item} />
        ))}
      </div>
    </>
  );
}
