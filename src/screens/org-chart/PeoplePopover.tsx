import { useLoad } from '../../api/use-load.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { Avatar } from '../../components/Avatar.tsx';
import { CloseIcon, PhoneIcon } from '../../components/icons.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useT } from '../../i18n/hooks.ts';
import { loadPeople } from './org-chart-api.ts';

const PATH = 'sforgan/sfSafeOrganize/getUserList.ajax';

/** The people of one unit (spec 02 §2): avatar, name, post, department and phone. */
export function PeoplePopover({ sfoNo, title, onClose }: { sfoNo: string; title: string; onClose: () => void }) {
  const t = useT();
  const { data: people, error, reload } = useLoad(() => loadPeople(sfoNo), [], { key: queryKeys.call(PATH, { sfoNo }) });
  return (
    <div role="dialog" aria-label={title} className="w-72 rounded-lg border border-slate-200 bg-white text-sm shadow-xl" data-testid="org-people">
      <div className="flex items-center justify-between border-b border-slate-100 px-3 py-2">
        <span className="truncate font-medium text-slate-800">{title}</span>
        <button type="button" aria-label={t('schedule.close')} className="text-slate-400 hover:text-slate-600" onClick={onClose}>
          <CloseIcon size={14} />
        </button>
      </div>
      <div className="max-h-72 overflow-auto p-2">
        {error ? (
          <LoadFailed message={error} onRetry={reload} />
        ) : !people ? (
          <div className="flex justify-center py-4">
            <Spinner />
          </div>
        ) : people.length === 0 ? (
          <p className="py-4 text-center text-slate-400">{t('orgChart.noPeople')}</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {people.map((person) => (
              <li key={person.empId} className="flex items-center gap-2.5 rounded px-1.5 py-1.5 hover:bg-slate-50">
                <Avatar image={person.avatar} name={person.userNam} size={34} />
                <div className="min-w-0 flex-1">
                  <div className="flex items-baseline gap-2">
                    <span className="font-medium text-slate-800">{person.userNam}</span>
                    <span className="truncate text-xs text-slate-500" title={t('orgChart.post')}>
                      {person.post}
                    </span>
                  </div>
                  <div className="flex items-center gap-1 text-xs text-slate-500">
                    <span className="truncate" title={t('orgChart.depart')}>
                      {person.depart}
                    </span>
                    {person.phone && (
                      <a href={`tel:${person.phone}`} className="ml-auto flex items-center gap-0.5 text-primary-600 tabular-nums hover:underline" title={t('orgChart.phone')}>
                        <PhoneIcon size={11} />
                        {person.phone}
                      </a>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
