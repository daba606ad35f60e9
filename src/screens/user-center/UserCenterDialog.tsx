import { Modal } from '../../components/Modal.tsx';
import { useT } from '../../i18n/hooks.ts';
import { useCurrentUser } from '../../app/current-user.ts';
import { UserCenterPanel } from './UserCenterPanel.tsx';

/** The 'user information' dialog (spec 02 §2, 1000 × 800) with the user-centre panel; Back closes it. */
export function UserCenterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Modal open={open} onClose={onClose} title={t('home.userInfo')} width={1000} height={800} bodyClassName="p-0">
      <UserCenterPanel user={user} onBack={onClose} />
    </Modal>
  );
}
