import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../../app/layout/LanguageSwitcher.tsx';
import { useT } from '../../i18n/hooks.ts';
import { BrandMark } from '../../components/BrandMark.tsx';

/** The frame of the sign-in pages: brand panel on the left, the form card on the right. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex min-h-full bg-slate-50">
      <aside className="relative hidden w-[44%] max-w-[720px] flex-col justify-between overflow-hidden bg-gradient-to-br from-primary-800 via-primary-700 to-sky-500 p-12 text-white lg:flex">
        <div className="flex items-center gap-3 text-lg font-semibold">
          <BrandMark className="h-9 w-9" />
          {t('app.name')}
        </div>
        <div className="relative z-10">
          <h1 className="text-3xl leading-tight font-semibold">{t('app.name')}</h1>
          <p className="mt-3 text-base text-white/80">{t('login.subtitle')}</p>
        </div>
        <div className="text-xs text-white/60">v1.6.6</div>
        <svg className="pointer-events-none absolute -right-16 bottom-10 h-96 w-96 text-white/10" viewBox="0 0 200 200" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true">
          <path d="M100 100v95M88 195h24" />
          <path d="M100 100 60 25M100 100l85 10M100 100l-70 55" strokeWidth="10" strokeLinecap="round" />
          <circle cx="100" cy="100" r="7" fill="currentColor" />
        </svg>
      </aside>
      <main className="relative flex flex-1 items-center justify-center p-6">
        <div className="absolute top-4 right-4">
          <LanguageSwitcher />
        </div>
        <div className="w-full max-w-[400px] rounded-xl bg-white p-8 shadow-[0_8px_30px_rgba(15,23,42,0.08)]">
          <div className="mb-6 flex items-center gap-2 lg:hidden">
            <BrandMark className="h-8 w-8 text-primary-600" />
            <span className="font-semibold text-slate-800">{t('app.name')}</span>
          </div>
          <h2 className="mb-6 text-xl font-semibold text-slate-900">{title}</h2>
          {children}
        </div>
      </main>
    </div>
  );
}
