import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
import { request, type Envelope } from '../../api/request.ts';
import { MonitorIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/hooks.ts';
import { reportError } from '../../api/report-error.ts';
import { gotoViewLink } from '../embedded-url.ts';

/**
 * Opens a window at the click (so no popup blocker stops it) and sends it to the one-time
 * gotoView link once the server has issued it.
 */
function openCockpit(): void {
  const view = window.open('', '_blank');
  if (!view) return;
  view.opener = null;
  gotoViewLink('cockpit', 'cockpit').then(
    (link) => view.location.replace(link),
    (error: unknown) => {
      view.close();
      reportError(error);
    },
  );
}

const PERMISSION = 'system/pub/checkJscPermission.ajax';

async function checkPermission(): Promise<boolean> {
  const body = await request<Envelope<number | string>>(PERMISSION, {}, { method: 'GET' });
  return body.state === 0 && Number(body.value) === 1;
}

/**
 * The leadership cockpit entry (spec 01 §2): it has no route of its own and shows only when
 * system/pub/checkJscPermission.ajax answers state 0 and value 1. It opens in a new window.
 */
export function CockpitLink() {
  const t = useT();
  // No permission answer (a failure included): the entry stays hidden.
  const { data: allowed = false } = useQuery({ queryKey: queryKeys.call(PERMISSION), queryFn: checkPermission });
  if (!allowed) return null;
  return (
    <button type="button" onClick={openCockpit} className="hidden h-8 items-center gap-1.5 rounded px-2 text-sm text-slate-600 hover:bg-slate-100 md:flex">
      <MonitorIcon size={16} />
      {t('layout.cockpit')}
    </button>
  );
}
