import { useState } from 'react';
import { useCaptcha } from './use-captcha.ts';

/** The captcha an SMS send carries (login/sendSmsCode.ajax), typed beside the mobile number. */
export interface SmsCaptcha {
  /** undefined until the server said whether it wants one. */
  enabled: boolean | undefined;
  uuId: string | undefined;
  src: string | undefined;
  code: string;
  setCode: (code: string) => void;
  error: string | undefined;
  setError: (error: string | undefined) => void;
  /** A new picture and an empty code: each captcha is good for one send. */
  renew: () => void;
}

export function useSmsCaptcha(): SmsCaptcha {
  const { enabled, captcha, refresh } = useCaptcha();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  return {
    enabled,
    uuId: captcha?.uuId,
    src: captcha?.src,
    code,
    setCode: (value) => {
      setCode(value);
      setError(undefined);
    },
    error,
    setError,
    renew: () => {
      setCode('');
      refresh();
    },
  };
}
