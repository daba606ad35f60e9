import { useLoad } from '../../api/use-load.ts';
import { gotoViewLink } from '../../app/embedded-url.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { useT } from '../../i18n/hooks.ts';
import { IframePage } from './IframePage.tsx';

/** A gotoView page embedded in the shell: its one-time link is asked for each time it opens. */
export function GotoViewPage({ target, moduleId, title }: { target: string; moduleId: string; title: string }) {
  const t = useT();
  // A one-time link: never kept for the next opening.
  const { data: src } = useLoad(() => gotoViewLink(target, moduleId), [target, moduleId], { report: true, keep: false });
  if (!src) {
    return (
      <div className="flex h-64 items-center justify-center">
        <Spinner label={t('common.loading')} showLabel />
      </div>
    );
  }
  return <IframePage src={src} title={title} />;
}
