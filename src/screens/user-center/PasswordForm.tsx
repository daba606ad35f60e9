import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { request, unwrap, type Envelope } from '../../api/request.ts';
import { reportError } from '../../api/report-error.ts';
import { rsaEncrypt } from '../../api/rsa.ts';
import { Button } from '../../components/Button.tsx';
import { FormField } from '../../components/FormField.tsx';
import { toast } from '../../components/toast.ts';
import { useT } from '../../i18n/hooks.ts';
import { getCurrentUser } from '../../app/current-user.ts';
import { passwordHint, passwordValidator, usePasswordPolicy } from '../login/use-password-policy.ts';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Changes the password (system/user/changePassword.ajax): both passwords RSA-encrypted, and
 * the whole form sent encrypted since the session lists the call in encryptedApis. `onChanged`
 * runs after the server accepted it.
 */
export function PasswordForm({ onChanged }: { onChanged?: () => void | Promise<void> } = {}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const policy = usePasswordPolicy();
  const { register, handleSubmit, getValues, reset, formState } = useForm<PasswordValues>({ defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' } });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    setBusy(true);
    try {
      const [oldPassword, newPassword] = await Promise.all([rsaEncrypt(values.oldPassword), rsaEncrypt(values.newPassword)]);
      const body = await request<Envelope<null>>('system/user/changePassword.ajax', { oldPassword, newPassword });
      unwrap(body);
      toast.success(body.msgInfo || t('user.passwordChanged'));
      reset();
      await onChanged?.();
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="max-w-md">
      <FormField label={t('user.oldPassword')} type="password" autoComplete="current-password" error={errors.oldPassword?.message} {...register('oldPassword', { required: t('user.oldPasswordRequired') })} />
      <FormField label={t('user.newPassword')} type="password" autoComplete="new-password" placeholder={passwordHint(policy, t)} error={errors.newPassword?.message} {...register('newPassword', { required: t('user.newPasswordRequired'), validate: passwordValidator(policy, t, () => getCurrentUser()?.userName ?? '') })} />
      <FormField
        label={t('user.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword', { required: t('register.confirmRequired'), validate: (value) => value === getValues('newPassword') || t('register.mismatch') })}
      />
      <Button type="submit" variant="primary" loading={busy}>
        {t('common.submit')}
      </Button>
    </form>
  );
}
