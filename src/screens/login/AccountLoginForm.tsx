import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { reportError } from '../../api/report-error.ts';
import { Button } from '../../components/Button.tsx';
import { FormField } from '../../components/FormField.tsx';
import { LockIcon, ShieldIcon, UserIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/hooks.ts';
import { login } from '../../app/session.ts';
import { CaptchaImage } from './CaptchaImage.tsx';
import { useCaptcha } from './use-captcha.ts';

interface AccountValues {
  username: string;
  password: string;
  code: string;
  rememberMe: boolean;
}

/** User name, password and captcha; the captcha renews after every attempt (codes are single-use). */
export function AccountLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useT();
  const { enabled: captchaEnabled, captcha, refresh } = useCaptcha();
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, setValue, formState } = useForm<AccountValues>({ defaultValues: { username: '', password: '', code: '', rememberMe: false } });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    setBusy(true);
    try {
      await login({ username: values.username.trim(), password: values.password, code: values.code.trim(), uuId: captcha?.uuId, validCodeType: 'account', rememberMe: values.rememberMe });
      onSignedIn();
    } catch (error) {
      reportError(error);
      setValue('code', '');
      refresh();
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <FormField icon={<UserIcon />} placeholder={t('login.username')} aria-label={t('login.username')} autoComplete="username" error={errors.username?.message} {...register('username', { validate: (value) => value.trim() !== '' || t('login.usernameRequired') })} />
      <FormField icon={<LockIcon />} type="password" placeholder={t('login.password')} aria-label={t('login.password')} autoComplete="current-password" error={errors.password?.message} {...register('password', { required: t('login.passwordRequired') })} />
      {captchaEnabled !== false && (
        <FormField
          icon={<ShieldIcon />}
          placeholder={t('login.captcha')}
          aria-label={t('login.captcha')}
          autoComplete="off"
          maxLength={8}
          error={errors.code?.message}
          addon={<CaptchaImage src={captcha?.src} onRefresh={refresh} />}
          {...register('code', { validate: (value) => value.trim() !== '' || t('login.captchaRequired') })}
        />
      )}
      <label className="mb-5 flex cursor-pointer items-center gap-2 text-sm text-slate-600 select-none">
        <input type="checkbox" className="h-4 w-4 accent-primary-600" {...register('rememberMe')} />
        {t('login.rememberMe')}
      </label>
      <Button type="submit" variant="primary" size="large" loading={busy} className="w-full">
        {t('login.submit')}
      </Button>
    </form>
  );
}
