import { useEffect, useState } from 'react';
import { request, unwrap, type Envelope } from '../../api/request.ts';
import { reportError } from '../../api/report-error.ts';
import { Button } from '../../components/Button.tsx';
import { toast } from '../../components/toast.ts';
import { useT } from '../../i18n/hooks.ts';
import type { SmsCaptcha } from './use-sms-captcha.ts';

const RESEND_SECONDS = 60;

interface SmsCodeButtonProps {
  mobile: () => string;
  validate: () => Promise<boolean>;
  purpose: 'login' | 'register' | 'reset';
  /** The picture code sent along; renewed after every send, as the server spends it. */
  captcha: SmsCaptcha;
}

/**
 * Asks the server to text a code to `mobile` (after `validate` passes and the captcha is
 * typed), then counts down the server's 60 s resend limit before allowing another. Refusals
 * (wrong captcha, too soon, too many, bad number) show the server's message as is.
 */
export function SmsCodeButton({ mobile, validate, purpose, captcha }: SmsCodeButtonProps) {
  const t = useT();
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    if (!(await validate())) return;
    const code = captcha.code.trim();
    if (captcha.enabled !== false && (!captcha.uuId || !code)) {
      captcha.setError(t('login.smsCaptchaHint'));
      return;
    }
    setBusy(true);
    try {
      const withCaptcha = captcha.enabled ? { uuId: captcha.uuId, code } : {};
      const body = await request<Envelope<unknown>>('login/sendSmsCode.ajax', { mobile: mobile(), purpose, ...withCaptcha }, { base: 'lios' });
      unwrap(body);
      toast.success(body.msgInfo || t('login.smsSent'));
      setLeft(RESEND_SECONDS);
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
      captcha.renew();
    }
  };

  return (
    <Button size="large" className="w-[110px] px-2 text-sm" disabled={left > 0} loading={busy} onClick={() => void send()}>
      {left > 0 ? t('login.resendSms', { n: left }) : t('login.sendSms')}
    </Button>
  );
}
