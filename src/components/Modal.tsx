import type { ReactNode } from 'react';
import { Dialog, DialogPanel } from '@headlessui/react';
import { DialogFrame } from './DialogFrame.tsx';
import { cssSize } from './size.ts';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** Pixels or a CSS length; default 600. The panel never exceeds the viewport. */
  width?: number | string;
  /** Fixed panel height; by default the panel fits its content. */
  height?: number | string;
  footer?: ReactNode;
  children?: ReactNode;
  /** Classes of the scrolling body, e.g. 'p-0' for a full-bleed panel. */
  bodyClassName?: string;
  /** The whole viewport, no margin nor rounded corners (the map editor); width and height are ignored. */
  fullScreen?: boolean;
}

/** A centred dialog over a dimmed page (z-index 2000, the spec's overlay level). */
export function Modal({ open, onClose, title, width = 600, height, footer, children, bodyClassName = 'p-5', fullScreen = false }: ModalProps) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-[2000]">
      <div className="fixed inset-0 bg-slate-900/45" aria-hidden="true" />
      <div className={`fixed inset-0 flex items-center justify-center ${fullScreen ? '' : 'p-4'}`}>
        <DialogPanel
          className={`flex flex-col bg-white ${fullScreen ? 'h-full w-full' : 'max-h-[calc(100vh-2rem)] max-w-[calc(100vw-2rem)] rounded-lg shadow-2xl'}`}
          style={fullScreen ? undefined : { width: cssSize(width), height: cssSize(height) }}
        >
          <DialogFrame onClose={onClose} title={title} footer={footer} bodyClassName={bodyClassName}>
            {children}
          </DialogFrame>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
