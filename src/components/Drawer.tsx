import type { ReactNode } from 'react';
import { Dialog, DialogPanel } from '@headlessui/react';
import { DialogFrame } from './DialogFrame.tsx';
import { cssSize } from './size.ts';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** Pixels or a CSS length; default 400 (the spec's log drawer). */
  width?: number | string;
  footer?: ReactNode;
  children?: ReactNode;
}

/** A panel sliding in from the right edge, above the page (z-index 2000). */
export function Drawer({ open, onClose, title, width = 400, footer, children }: DrawerProps) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-[2000]">
      <div className="fixed inset-0 bg-slate-900/35" aria-hidden="true" />
      <DialogPanel className="fixed inset-y-0 right-0 flex max-w-full flex-col bg-white shadow-2xl" style={{ width: cssSize(width) }}>
        <DialogFrame onClose={onClose} title={title} footer={footer} bodyClassName="p-5">
          {children}
        </DialogFrame>
      </DialogPanel>
    </Dialog>
  );
}
