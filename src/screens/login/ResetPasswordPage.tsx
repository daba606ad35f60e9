import { useForm } from 'react-hook-form';
import { Button } from '../../components/Button.tsx';
import { useT } from '../../i18n/hooks.ts';
import { AccountFields, type AccountValues } from './AccountFields.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { BackToLogin } from './BackToLogin.tsx';
import { useAccountSubmit } from './use-account-submit.ts';

/** /reset_password: a new password for the account of a mobile number (system/user/resetPassword.ajax). */
export function ResetPasswordPage() {
  const t = useT();
  const { busy, send } = useAccountSubmit('system/user/resetPassword.ajax', t('reset.success'));
  const form = useForm<AccountValues>({ defaultValues: { mobile: '', smsCode: '', password: '', confirmPassword: '' } });
  const submit = form.handleSubmit(send);

  return (
    <AuthLayout title={t('reset.title')}>
      <form onSubmit={submit} noValidate>
        <AccountFields form={form} purpose="reset" passwordLabel={t('reset.newPassword')} passwordRequired={t('user.newPasswordRequired')} />
        <Button type="submit" variant="primary" size="large" loading={busy} className="mt-2 w-full">
          {t('reset.submit')}
        </Button>
      </form>
      <BackToLogin />
    </AuthLayout>
  );
}
