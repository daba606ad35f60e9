import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/FormField.tsx';
import { useT } from '../../i18n/hooks.ts';
import { MOBILE_PATTERN, SMS_CODE_PATTERN } from './login-rules.ts';
import { SmsCaptchaField } from './SmsCaptchaField.tsx';
import { SmsCodeButton } from './SmsCodeButton.tsx';
import { passwordHint, passwordValidator, usePasswordPolicy } from './use-password-policy.ts';
import { useSmsCaptcha } from './use-sms-captcha.ts';

/** The fields the register and reset-password forms both ask for (a type, so it is also a string record). */
export type AccountValues = {
  mobile: string;
  smsCode: string;
  password: string;
  confirmPassword: string;
};

interface AccountFieldsProps<T extends AccountValues> {
  form: UseFormReturn<T>;
  /** What the SMS code is sent for. */
  purpose: 'register' | 'reset';
  passwordLabel: string;
  passwordRequired: string;
  /** The account's user name when the form asks for it: a password may not contain it. */
  userName?: () => string;
}

/** Mobile number, the SMS send's captcha, SMS code, password and its confirmation: the part both account forms share. */
export function AccountFields<T extends AccountValues>({ form, purpose, passwordLabel, passwordRequired, userName }: AccountFieldsProps<T>) {
  const t = useT();
  const captcha = useSmsCaptcha();
  const policy = usePasswordPolicy();
  // react-hook-form types field paths per form; a page's form holds these four among its own,
  // so they are reached through the shared type.
  const { register, getValues, trigger, formState } = form as unknown as UseFormReturn<AccountValues>;
  const { errors } = formState;
  return (
    <>
      <FormField label={t('login.mobile')} type="tel" autoComplete="tel" error={errors.mobile?.message} {...register('mobile', { required: t('login.mobileRequired'), pattern: { value: MOBILE_PATTERN, message: t('login.mobileInvalid') } })} />
      <SmsCaptchaField captcha={captcha} />
      <FormField
        label={t('login.smsCode')}
        inputMode="numeric"
        maxLength={6}
        autoComplete="one-time-code"
        error={errors.smsCode?.message}
        addon={<SmsCodeButton purpose={purpose} mobile={() => getValues('mobile').trim()} validate={() => trigger('mobile')} captcha={captcha} />}
        {...register('smsCode', { required: t('login.smsCodeRequired'), pattern: { value: SMS_CODE_PATTERN, message: t('login.smsCodeInvalid') } })}
      />
      <FormField label={passwordLabel} type="password" autoComplete="new-password" placeholder={passwordHint(policy, t)} error={errors.password?.message} {...register('password', { required: passwordRequired, validate: passwordValidator(policy, t, userName) })} />
      <FormField
        label={t('register.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword', { required: t('register.confirmRequired'), validate: (value) => value === getValues('password') || t('register.mismatch') })}
      />
    </>
  );
}
