import { ChevronRightIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/hooks.ts';
import { useCurrentTrail } from './current-trail.ts';

/** Menu path of the current page (folders › page), ending with the mode of a detail page. */
export function Breadcrumbs() {
  const t = useT();
  const { titles, mode } = useCurrentTrail();
  const items = mode ? [...titles, t(`formMode.${mode}`)] : titles;
  return (
    <ol className="flex min-w-0 items-center gap-1 text-sm text-slate-500">
      {items.map((item, index) => (
        <li key={`${index}-${item}`} className="flex min-w-0 items-center gap-1">
          {index > 0 && <ChevronRightIcon size={14} className="shrink-0 text-slate-300" />}
          <span className={`truncate ${index === items.length - 1 ? 'text-slate-800' : ''}`}>{item}</span>
        </li>
      ))}
    </ol>
  );
}
