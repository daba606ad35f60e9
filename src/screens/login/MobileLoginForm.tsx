import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { reportError } from '../../api/report-error.ts';
import { Button } from '../../components/Button.tsx';
import { FormField } from '../../components/FormField.tsx';
import { PhoneIcon, ShieldIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/hooks.ts';
import { login } from '../../app/session.ts';
import { MOBILE_PATTERN, SMS_CODE_PATTERN } from './login-rules.ts';
import { SmsCaptchaField } from './SmsCaptchaField.tsx';
import { SmsCodeButton } from './SmsCodeButton.tsx';
import { useSmsCaptcha } from './use-sms-captcha.ts';

interface MobileValues {
  mobile: string;
  smsCode: string;
}

/** Mobile number and 6-digit SMS code, checked by the same login call (validCodeType 'sms'). */
export function MobileLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const captcha = useSmsCaptcha();
  const { register, handleSubmit, getValues, trigger, formState } = useForm<MobileValues>({ defaultValues: { mobile: '', smsCode: '' } });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    setBusy(true);
    try {
      await login({ username: values.mobile.trim(), code: values.smsCode.trim(), validCodeType: 'sms', rememberMe: false });
      onSignedIn();
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <FormField
        icon={<PhoneIcon />}
        type="tel"
        placeholder={t('login.mobile')}
        aria-label={t('login.mobile')}
        autoComplete="tel"
        error={errors.mobile?.message}
        {...register('mobile', { required: t('login.mobileRequired'), pattern: { value: MOBILE_PATTERN, message: t('login.mobileInvalid') } })}
      />
      <SmsCaptchaField captcha={captcha} compact />
      <FormField
        icon={<ShieldIcon />}
        inputMode="numeric"
        maxLength={6}
        placeholder={t('login.smsCode')}
        aria-label={t('login.smsCode')}
        autoComplete="one-time-code"
        error={errors.smsCode?.message}
        addon={<SmsCodeButton purpose="login" mobile={() => getValues('mobile').trim()} validate={() => trigger('mobile')} captcha={captcha} />}
        {...register('smsCode', { required: t('login.smsCodeRequired'), pattern: { value: SMS_CODE_PATTERN, message: t('login.smsCodeInvalid') } })}
      />
      <div className="h-5" />
      <Button type="submit" variant="primary" size="large" loading={busy} className="w-full">
        {t('login.submit')}
      </Button>
    </form>
  );
}
