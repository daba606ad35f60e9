import { useCallback, useEffect, useState } from 'react';
import { request, unwrap, type Envelope } from '../../api/request.ts';
import { reportError } from '../../api/report-error.ts';

interface Captcha {
  uuId: string;
  /** data: URL of the image. */
  src: string;
}

/**
 * The login captcha (login/captcha.ajax) and a refresh; each code is good for one attempt.
 * `enabled` stays undefined until the server has said whether it wants one.
 */
export function useCaptcha(): { enabled: boolean | undefined; captcha: Captcha | null; refresh: () => void } {
  const [enabled, setEnabled] = useState<boolean>();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const refresh = useCallback(() => {
    request<Envelope<{ enabled: boolean; uuId?: string; svg?: string; img?: string }>>('login/captcha.ajax', undefined, { method: 'GET', base: 'lios' })
      .then((body) => {
        const value = unwrap(body);
        setEnabled(value.enabled);
        setCaptcha(value.enabled && value.uuId ? { uuId: value.uuId, src: value.img ?? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(value.svg ?? '')}` } : null);
      })
      .catch(reportError);
  }, []);
  useEffect(refresh, [refresh]);
  return { enabled, captcha, refresh };
}
