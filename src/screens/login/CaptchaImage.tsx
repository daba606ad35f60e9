import { useT } from '../../i18n/hooks.ts';

/** The captcha picture as a button: a click asks for a new one. */
export function CaptchaImage({ src, onRefresh }: { src: string | undefined; onRefresh: () => void }) {
  const t = useT();
  return (
    <button type="button" onClick={onRefresh} title={t('login.captchaRefresh')} className="h-10 w-[110px] shrink-0 overflow-hidden rounded border border-slate-200 bg-slate-50">
      {src && <img src={src} alt={t('login.captcha')} className="h-full w-full object-cover" />}
    </button>
  );
}
