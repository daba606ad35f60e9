import type { ReactNode } from 'react';
import { DialogTitle } from '@headlessui/react';
import { CloseIcon } from './icons.tsx';

export interface DialogFrameProps {
  onClose: () => void;
  title?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  /** Classes of the scrolling body. */
  bodyClassName: string;
}

/** The inside of a Modal or Drawer panel: title bar with a close button, scrolling body, optional footer. */
export function DialogFrame({ onClose, title, footer, children, bodyClassName }: DialogFrameProps) {
  return (
    <>
      <div className="flex h-12 shrink-0 items-center justify-between border-b border-slate-100 px-5">
        <DialogTitle className="truncate text-base font-medium text-slate-900">{title}</DialogTitle>
        <button type="button" onClick={onClose} className="rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-600" aria-label="close">
          <CloseIcon size={16} />
        </button>
      </div>
      <div className={`min-h-0 flex-1 overflow-auto ${bodyClassName}`}>{children}</div>
      {footer && <div className="flex shrink-0 justify-end gap-2 border-t border-slate-100 px-5 py-3">{footer}</div>}
    </>
  );
}
