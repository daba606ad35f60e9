import { Button } from './Button.tsx';
import { useT } from '../i18n/hooks.ts';

export interface DialogButtonsProps {
  onCancel: () => void;
  onConfirm: () => void;
  /** Defaults to 'Cancel'; workflow command dialogs say 'Back'. */
  cancelText?: string;
  /** Defaults to 'Confirm'; workflow command dialogs say 'Submit'. */
  confirmText?: string;
  /** Shows the confirm button as busy while its action runs. */
  loading?: boolean;
}

/** The cancel and confirm pair at the foot of a picker or command dialog. */
export function DialogButtons({ onCancel, onConfirm, cancelText, confirmText, loading }: DialogButtonsProps) {
  const t = useT();
  return (
    <>
      <Button onClick={onCancel}>{cancelText ?? t('common.cancel')}</Button>
      <Button variant="primary" loading={loading} onClick={onConfirm}>
        {confirmText ?? t('common.confirm')}
      </Button>
    </>
  );
}
