import { FormField } from '../../components/FormField.tsx';
import { ShieldIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/hooks.ts';
import { CaptchaImage } from './CaptchaImage.tsx';
import type { SmsCaptcha } from './use-sms-captcha.ts';

/**
 * The picture code an SMS send needs, outside the form's own fields: it is checked when the
 * code is requested, not when the form is sent. Hidden when the server wants no captcha.
 * `compact`: the login form's style (icon and placeholder instead of a label).
 */
export function SmsCaptchaField({ captcha, compact = false }: { captcha: SmsCaptcha; compact?: boolean }) {
  const t = useT();
  if (captcha.enabled === false) return null;
  return (
    <FormField
      label={compact ? undefined : t('login.captcha')}
      icon={compact ? <ShieldIcon /> : undefined}
      placeholder={t('login.captcha')}
      aria-label={t('login.captcha')}
      name="smsCaptcha"
      autoComplete="off"
      maxLength={8}
      value={captcha.code}
      onChange={(event) => captcha.setCode(event.target.value)}
      error={captcha.error}
      addon={<CaptchaImage src={captcha.src} onRefresh={captcha.renew} />}
    />
  );
}
