/**
 * Imperative toasts and notifications, rendered by <Toaster /> (mounted once in the app root).
 *
 * @example toast.success(t('msg.saved')); toast.warning(t('upload.warnTitle'), t('upload.notImage'))
 */
export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastItem {
  id: number;
  type: ToastType;
  /** Notifications carry a title and stay longer; plain toasts have none. */
  title?: string;
  message: string;
  duration: number;
}

type Listener = (items: readonly ToastItem[]) => void;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener(items);
}

export function dismissToast(id: number): void {
  items = items.filter((item) => item.id !== id);
  emit();
}

const isProblem = (item: ToastItem) => !item.title && (item.type === 'error' || item.type === 'warning');

/** A new page starts clean: the previous page's problems no longer apply (notifications stay). */
export function clearPageProblems(): void {
  if (!items.some(isProblem)) return;
  items = items.filter((item) => !isProblem(item));
  emit();
}

/** An outcome replaces the opposite outcome's toasts: a save reads either its problems or its success. */
function contradicts(type: ToastType, item: ToastItem): boolean {
  if (item.title) return false;
  return type === 'success' ? isProblem(item) : type === 'error' && item.type === 'success';
}

function show(type: ToastType, message: string, title?: string): number {
  const id = nextId++;
  const duration = title ? 4500 : type === 'error' ? 4000 : 3000;
  // The same error arriving twice at once (parallel requests) shows once.
  if (items.some((item) => item.type === type && item.message === message && item.title === title)) return id;
  items = [...items.filter((item) => title !== undefined || !contradicts(type, item)), { id, type, title, message, duration }];
  emit();
  setTimeout(() => dismissToast(id), duration);
  return id;
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  warning: (title: string, message?: string) => (message === undefined ? show('warning', title) : show('warning', message, title)),
  /** A notification: a titled card in the top-right corner. */
  notify: (options: { type?: ToastType; title: string; message: string }) => show(options.type ?? 'info', options.message, options.title),
};

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(items);
  return () => {
    listeners.delete(listener);
  };
}
