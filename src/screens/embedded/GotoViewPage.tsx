import { useEffect, useState } from 'react';
import { reportError } from '../../api/report-error.ts';
import { gotoViewLink } from '../../app/embedded-url.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { useT } from '../../i18n/hooks.ts';
import { IframePage } from './IframePage.tsx';

/** A gotoView page embedded in the shell: its one-time link is asked for each time it opens. */
export function GotoViewPage({ target, moduleId, title }: { target: string; moduleId: string; title: string }) {
  const t = useT();
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let active = true;
    setSrc(undefined);
    gotoViewLink(target, moduleId).then((link) => active && setSrc(link), reportError);
    return () => {
      active = false;
    };
  }, [target, moduleId]);
  if (!src) {
    return (
      <div className="flex h-64 items-center justify-center">
        <Spinner label={t('common.loading')} showLabel />
      </div>
    );
  }
  return <IframePage src={src} title={title} />;
}
