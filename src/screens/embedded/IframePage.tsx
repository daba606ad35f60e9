import { useState } from 'react';
import { Spinner } from '../../components/Spinner.tsx';
import { useT } from '../../i18n/hooks.ts';

/** A full-height embedded page (IFRAME menus and gotoView pages) with a spinner until it loads. */
export function IframePage({ src, title }: { src: string; title: string }) {
  const t = useT();
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="relative h-full min-h-[calc(100vh-8rem)] overflow-hidden rounded-md bg-white">
      {!loaded && (
        <div className="absolute inset-0 flex items-center justify-center">
          <Spinner label={t('common.loading')} showLabel />
        </div>
      )}
      <iframe key={src} src={src} title={title} className="absolute inset-0 h-full w-full border-0" onLoad={() => setLoaded(true)} />
    </div>
  );
}
