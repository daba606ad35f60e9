import { useCallback, useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
import { request, unwrap, type Envelope } from '../../api/request.ts';

interface Captcha {
  uuId: string;
  /** data: URL of the image. */
  src: string;
}

const PATH = 'login/captcha.ajax';

async function loadCaptcha(): Promise<{ enabled: boolean; captcha: Captcha | null }> {
  const value = unwrap(await request<Envelope<{ enabled: boolean; uuId?: string; svg?: string; img?: string }>>(PATH, undefined, { method: 'GET', base: 'lios' }));
  return { enabled: value.enabled, captcha: value.enabled && value.uuId ? { uuId: value.uuId, src: value.img ?? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(value.svg ?? '')}` } : null };
}

/**
 * The login captcha (login/captcha.ajax) and a refresh; each code is good for one attempt, so
 * none is kept for a later form. `enabled` stays undefined until the server has said whether
 * it wants one; a failure is reported.
 */
export function useCaptcha(): { enabled: boolean | undefined; captcha: Captcha | null; refresh: () => void } {
  // Each form (password, SMS) has a captcha of its own.
  const form = useId();
  const { data, refetch } = useQuery({ queryKey: [...queryKeys.call(PATH), form], queryFn: loadCaptcha, gcTime: 0, meta: { report: true } });
  const refresh = useCallback(() => void refetch(), [refetch]);
  return { enabled: data?.enabled, captcha: data?.captcha ?? null, refresh };
}
