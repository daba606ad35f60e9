import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { LOCALES } from '../../../runtime/bundle/types.ts';
import { GlobeIcon } from '../../components/icons.tsx';
import { useLocale, useT } from '../../i18n/hooks.ts';

/** Switches the interface language at run time; `tone` adapts it to light or dark headers. */
export function LanguageSwitcher({ tone = 'light', onChange }: { tone?: 'light' | 'dark'; onChange?: () => void }) {
  const t = useT();
  const [locale, setLocale] = useLocale();
  return (
    <Menu as="div" className="relative">
      <MenuButton
        title={t('layout.language')}
        aria-label={`${t('layout.language')}: ${t(`locale.${locale}`)}`}
        className={`flex h-8 shrink-0 items-center gap-1.5 rounded px-2 text-sm whitespace-nowrap outline-none ${tone === 'dark' ? 'text-white/90 hover:bg-white/10' : 'text-slate-600 hover:bg-slate-100'}`}
      >
        <GlobeIcon size={16} />
        {/* On a phone the globe alone: the name would crowd the header's tools. */}
        <span className="max-md:hidden">{t(`locale.${locale}`)}</span>
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-[2100] mt-1 w-36 rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg outline-none">
        {LOCALES.map((option) => (
          <MenuItem key={option}>
            <button
              type="button"
              onClick={() => {
                setLocale(option);
                onChange?.();
              }}
              className={`flex w-full items-center px-3 py-1.5 text-left data-[focus]:bg-primary-50 ${option === locale ? 'font-medium text-primary-600' : 'text-slate-700'}`}
            >
              {t(`locale.${option}`)}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
