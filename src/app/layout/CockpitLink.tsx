import { useEffect, useState } from 'react';
import { request, type Envelope } from '../../api/request.ts';
import { MonitorIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/hooks.ts';
import { gotoViewUrl } from '../embedded-url.ts';

/**
 * The leadership cockpit entry (spec 01 §2): it has no route of its own and shows only when
 * system/pub/checkJscPermission.ajax answers state 0 and value 1. It opens in a new window.
 */
export function CockpitLink() {
  const t = useT();
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    let active = true;
    request<Envelope<number | string>>('system/pub/checkJscPermission.ajax', {}, { method: 'GET' })
      .then((body) => {
        if (active) setAllowed(body.state === 0 && Number(body.value) === 1);
      })
      .catch(() => {
        // no permission answer: the entry stays hidden
      });
    return () => {
      active = false;
    };
  }, []);
  if (!allowed) return null;
  return (
    <a href={gotoViewUrl('cockpit', 'cockpit')} target="_blank" rel="noreferrer" className="hidden h-8 items-center gap-1.5 rounded px-2 text-sm text-slate-600 hover:bg-slate-100 md:flex">
      <MonitorIcon size={16} />
      {t('layout.cockpit')}
    </a>
  );
}
