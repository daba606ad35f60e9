import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../components/Button.tsx';
import { FormField } from '../../components/FormField.tsx';
import { useT } from '../../i18n/hooks.ts';
import { AccountFields, type AccountValues } from './AccountFields.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { BackToLogin } from './BackToLogin.tsx';
import { USERNAME_PATTERN } from './login-rules.ts';
import { useAccountSubmit } from './use-account-submit.ts';

type RegisterValues = AccountValues & {
  username: string;
  realName: string;
};

/** /user_register: a new account, confirmed by an SMS code (system/user/register.ajax). */
export function RegisterPage() {
  const t = useT();
  const { busy, done, send } = useAccountSubmit('system/user/register.ajax', t('auth.registeredPending'), { stay: true });
  const form = useForm<RegisterValues>({
    defaultValues: { username: '', realName: '', mobile: '', smsCode: '', password: '', confirmPassword: '' },
  });
  const { register, formState } = form;
  const { errors } = formState;
  const submit = form.handleSubmit(send);

  if (done) {
    return (
      <AuthLayout title={t('register.pendingTitle')}>
        <p role="status" className="rounded border border-primary-100 bg-primary-50 p-4 text-sm leading-6 text-slate-700">
          {t('register.pendingNotice')}
        </p>
        <BackToLogin />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('register.title')}>
      <form onSubmit={submit} noValidate>
        <FormField label={t('login.username')} autoComplete="username" error={errors.username?.message} {...register('username', { required: t('login.usernameRequired'), pattern: { value: USERNAME_PATTERN, message: t('register.usernameRule') } })} />
        <FormField label={t('register.realName')} autoComplete="name" error={errors.realName?.message} {...register('realName', { validate: (value) => value.trim() !== '' || t('register.realNameRequired') })} />
        <AccountFields form={form} purpose="register" passwordLabel={t('login.password')} passwordRequired={t('login.passwordRequired')} userName={() => form.getValues('username')} />
        <Button type="submit" variant="primary" size="large" loading={busy} className="mt-2 w-full">
          {t('register.agree')}
        </Button>
      </form>
      <div className="mt-5 text-center text-sm text-slate-500">
        {t('login.haveAccount')}{' '}
        <Link to="/login" className="text-primary-600 hover:text-primary-500">
          {t('login.toLogin')}
        </Link>
      </div>
    </AuthLayout>
  );
}
