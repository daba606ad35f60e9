import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { Pagination } from '../../../components/table/Pagination.tsx';
import type { Translate } from '../../../../runtime/index.ts';
import { useLocale, useT } from '../../../i18n/hooks.ts';
import type { AuditEntry } from '../../../../contracts/module-design.ts';
import { timeText } from './time-text.ts';
import { useAuditPage } from './use-audit-page.ts';

const ACTION_STYLE: Record<AuditEntry['action'], string> = {
  publish: 'bg-emerald-50 text-emerald-700',
  rollback: 'bg-amber-50 text-amber-700',
  import: 'bg-sky-50 text-sky-700',
  importDraft: 'bg-sky-50 text-sky-600',
  discard: 'bg-slate-100 text-slate-600',
};

function versionText(version: number | null, t: Translate): string {
  return version === null ? t('designer.diff.none') : t('designer.versions.versionNo', { version });
}

function userText(entry: AuditEntry): string {
  if (!entry.realName) return entry.userName;
  return entry.userName && entry.userName !== entry.realName ? `${entry.realName} (${entry.userName})` : entry.realName;
}

/** The authoring audit as a paged table: when, which module, what was done from which version to which, by whom, why. */
export function AuditLog({ moduleId }: { moduleId?: string }) {
  const t = useT();
  const [locale] = useLocale();
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 20 });
  const page = useAuditPage(moduleId, paging.pageNo, paging.pageSize);
  const headers = [t('designer.versions.audit.time'), ...(moduleId === undefined ? [t('designer.versions.audit.module')] : []), t('designer.versions.audit.action'), t('designer.versions.audit.versions'), t('designer.versions.audit.user'), t('designer.versions.audit.note')];

  return (
    <div className="flex flex-col">
      <table className="w-full text-xs" aria-label={t('designer.versions.audit.title')}>
        <thead className="bg-slate-50 text-left text-slate-500">
          <tr>
            {headers.map((header) => (
              <th key={header} className="whitespace-nowrap px-3 py-2 font-normal">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        {page.rows !== null && (
          <tbody>
            {page.rows.map((entry) => (
              <tr key={entry.id} className="border-b border-slate-100 align-top hover:bg-slate-50/60">
                <td className="whitespace-nowrap px-3 py-2 text-slate-500">{timeText(entry.createdAt, locale)}</td>
                {moduleId === undefined && <td className="px-3 py-2 text-slate-700">{entry.moduleId}</td>}
                <td className="px-3 py-2">
                  <span className={`rounded px-1.5 leading-5 ${ACTION_STYLE[entry.action]}`}>{t(`designer.versions.audit.action.${entry.action}`)}</span>
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-slate-600">
                  {versionText(entry.fromVersion, t)} → {versionText(entry.toVersion, t)}
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-slate-700">{userText(entry)}</td>
                <td className="break-words px-3 py-2 text-slate-600">{entry.note}</td>
              </tr>
            ))}
          </tbody>
        )}
      </table>
      {page.rows === null && (
        <div className="flex h-32 items-center justify-center">
          <Spinner label={t('common.loading')} showLabel />
        </div>
      )}
      {page.rows?.length === 0 && <EmptyState message={t('designer.versions.audit.empty')} />}
      <Pagination total={page.total} pageNo={paging.pageNo} pageSize={paging.pageSize} onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })} />
    </div>
  );
}
