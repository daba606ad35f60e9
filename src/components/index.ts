/** Shared UI pieces every screen uses (overlays at z-index 2000, Tailwind styling). */
export { toast } from './toast.ts';
export { confirm, type ConfirmOptions } from './confirm.ts';
export { Modal, type ModalProps } from './Modal.tsx';
export { Drawer, type DrawerProps } from './Drawer.tsx';
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button.tsx';
export { DialogButtons, type DialogButtonsProps } from './DialogButtons.tsx';
export { Spinner } from './Spinner.tsx';
export { EmptyState } from './EmptyState.tsx';
