/**
 * An imperative confirm dialog rendered by <ConfirmHost /> (mounted once in the app root).
 * Title defaults to 提示 / Reminder, buttons to 确定 / 取消 (Confirm / Cancel).
 *
 * @example if (await confirm(t('common.deleteConfirm'))) await remove(ids)
 */
export interface ConfirmOptions {
  title?: string;
  confirmText?: string;
  cancelText?: string;
  /** false hides the cancel button (an acknowledgement). */
  showCancel?: boolean;
  /** Paints the confirm button red, for destructive actions. */
  danger?: boolean;
}

export interface ConfirmRequest extends ConfirmOptions {
  id: number;
  message: string;
  resolve: (accepted: boolean) => void;
}

type Listener = (queue: readonly ConfirmRequest[]) => void;

let queue: readonly ConfirmRequest[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener(queue);
}

/** Resolves true on confirm, false on cancel, Escape or a click outside. */
export function confirm(message: string, options: ConfirmOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    queue = [...queue, { ...options, id, message, resolve }];
    emit();
  });
}

export function settleConfirm(id: number, accepted: boolean): void {
  const entry = queue.find((item) => item.id === id);
  if (!entry) return;
  queue = queue.filter((item) => item.id !== id);
  emit();
  entry.resolve(accepted);
}

export function subscribeConfirms(listener: Listener): () => void {
  listeners.add(listener);
  listener(queue);
  return () => {
    listeners.delete(listener);
  };
}
