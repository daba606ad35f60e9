import { Link } from 'react-router';
import { useT } from '../../i18n/hooks.ts';

/** The link under an account form back to /login. */
export function BackToLogin() {
  const t = useT();
  return (
    <div className="mt-5 text-center text-sm">
      <Link to="/login" className="text-primary-600 hover:text-primary-500">
        {t('login.toLogin')}
      </Link>
    </div>
  );
}
