import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../app/current-user.ts';
import { UserCenterPanel } from './UserCenterPanel.tsx';

/** /usercenter (spec 01 §2's route): the user-centre panel as a page; Back returns to the page before, else home. */
export function UserCenterPage() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  if (!user) return null;
  const back = () => void (window.history.length > 1 ? navigate(-1) : navigate('/index'));
  return (
    <div className="rounded bg-white shadow-sm">
      <UserCenterPanel user={user} onBack={back} />
    </div>
  );
}
