import { Button } from '../../../components/Button.tsx';
import { useLocale, useT } from '../../../i18n/hooks.ts';
import type { ModuleVersion } from '../../../../contracts/module-design.ts';
import { timeText } from './time-text.ts';
import { VersionStatusBadge } from './VersionStatusBadge.tsx';

export type VersionAction = 'open' | 'compare' | 'publish' | 'rollback' | 'discard';

export interface VersionRowProps {
  version: ModuleVersion;
  /** The actions this row offers, in order. */
  actions: readonly VersionAction[];
  /** The action running on this row, shown busy. */
  busy: VersionAction | null;
  onAction: (action: VersionAction, version: ModuleVersion) => void;
}

const ACTION_VARIANT: Partial<Record<VersionAction, 'primary'>> = { publish: 'primary' };
const ACTION_CLASS: Partial<Record<VersionAction, string>> = { publish: 'mx-1', discard: '!text-red-600 hover:!bg-red-50' };

/** One version: number, status, note, author, time, and its actions. */
export function VersionRow({ version, actions, busy, onAction }: VersionRowProps) {
  const t = useT();
  const [locale] = useLocale();
  const published = version.publishedAt !== null && version.status !== 'draft';
  return (
    <tr className="border-b border-slate-100 align-top hover:bg-slate-50/60" data-version={version.version}>
      <td className="whitespace-nowrap px-3 py-2 font-medium text-slate-800">{t('designer.versions.versionNo', { version: version.version })}</td>
      <td className="px-3 py-2">
        <VersionStatusBadge status={version.status} />
      </td>
      <td className="max-w-72 break-words px-3 py-2 text-slate-600">{version.note || <span className="text-slate-300">{t('designer.diff.none')}</span>}</td>
      <td className="whitespace-nowrap px-3 py-2 text-slate-700">
        {version.createdByName || version.createdBy}
        {published && version.publishedByName && version.publishedBy !== version.createdBy && (
          <span className="block text-slate-400">{t('designer.versions.publishedBy', { name: version.publishedByName })}</span>
        )}
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-slate-500" title={t('designer.versions.createdAt', { time: timeText(version.createdAt, locale) })}>
        {timeText(published ? version.publishedAt : version.createdAt, locale)}
      </td>
      <td className="whitespace-nowrap px-2 py-1.5 text-right">
        {actions.map((action) => (
          <Button key={action} size="small" variant={ACTION_VARIANT[action] ?? 'text'} className={ACTION_CLASS[action] ?? ''} loading={busy === action} onClick={() => onAction(action, version)}>
            {t(`designer.versions.action.${action}`)}
          </Button>
        ))}
      </td>
    </tr>
  );
}
