import { useState } from 'react';
import { useNavigate } from 'react-router';
import { reportError } from '../../api/report-error.ts';
import { toast } from '../../components/toast.ts';
import { submitAccountForm } from './submit-account-form.ts';

/**
 * Sends a register or reset-password form (the confirmation stays in the browser), toasts the
 * server's message or `success`, and goes back to the login page, or with `stay` keeps the page
 * and reports `done` (a registration then shows that it waits for approval); refusals are reported.
 * @example const { busy, send } = useAccountSubmit('system/user/resetPassword.ajax', t('reset.success'));
 */
export function useAccountSubmit(
  path: string,
  success: string,
  options: { stay?: boolean } = {},
): { busy: boolean; done: boolean; send: (values: { confirmPassword: string } & Record<string, string>) => Promise<void> } {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const send = async ({ confirmPassword: _confirm, ...values }: { confirmPassword: string } & Record<string, string>) => {
    setBusy(true);
    try {
      const message = await submitAccountForm(path, values, ['password']);
      toast.success(message || success);
      if (options.stay) setDone(true);
      else void navigate('/login', { replace: true });
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, done, send };
}
