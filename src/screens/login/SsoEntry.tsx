import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Spinner } from '../../components/Spinner.tsx';
import { toast } from '../../components/toast.ts';
import { useT } from '../../i18n/hooks.ts';
import { loginWithUakey } from '../../app/session.ts';
import { setLoginFlag } from '../../app/session-store.ts';
import { redirectTarget } from './login-rules.ts';

/**
 * The alternate sign-in entries: /loginSso?uakey=… and /ssoToken/:token (the key in the path).
 * Each marks how the tab signed in, exchanges the key for a token, then opens the app;
 * a refused key leads to /login.
 */
export function SsoEntry() {
  const t = useT();
  const navigate = useNavigate();
  const { token } = useParams();
  const { search } = useLocation();

  const { mutate: signIn } = useMutation({ mutationFn: loginWithUakey });

  useEffect(() => {
    const uakey = token ?? new URLSearchParams(search).get('uakey') ?? '';
    setLoginFlag(token ? 'ssoToken' : 'loginSso');
    // Callbacks of the latest exchange only, and only while this entry is shown.
    signIn(uakey, {
      onSuccess: (ok) => {
        if (!ok) toast.error(t('login.ssoFailed'));
        void navigate(ok ? redirectTarget(search) : '/login', { replace: true });
      },
    });
  }, [token, search, navigate, t, signIn]);

  return (
    <div className="flex h-full items-center justify-center">
      <Spinner label={t('route.signingIn')} showLabel />
    </div>
  );
}
