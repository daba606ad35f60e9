import { useLocation, useNavigate } from 'react-router';
import { loadCurrentUser } from '../../app/current-user.ts';
import { useT } from '../../i18n/hooks.ts';
import { PasswordForm } from '../user-center/PasswordForm.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { BackToLogin } from './BackToLogin.tsx';
import { redirectTarget } from './login-rules.ts';

/**
 * /change_password: where a user whose password an administrator set lands after signing in;
 * every other page sends them here (the layout's loader, and any call the server refuses with
 * E_PASSWORD_CHANGE_REQUIRED) until the new password is saved.
 */
export function ChangePasswordPage() {
  const t = useT();
  const navigate = useNavigate();
  const { search } = useLocation();
  const changed = async () => {
    await loadCurrentUser();
    await navigate(redirectTarget(search), { replace: true });
  };
  return (
    <AuthLayout title={t('admin.password.title')}>
      <p className="mb-4 text-sm text-slate-500">{t('admin.password.note')}</p>
      <PasswordForm onChanged={changed} />
      <BackToLogin />
    </AuthLayout>
  );
}
