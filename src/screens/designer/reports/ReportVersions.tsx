import { useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { useT } from '../../../i18n/index.ts';
import type { ReportVersionInfo } from '../../../../contracts/report.ts';
import { VersionStatusBadge } from '../versions/VersionStatusBadge.tsx';
import { reportChanges, type Change } from './report-draft.ts';

const KIND_STYLE: Record<Change['kind'], string> = { added: 'text-emerald-700', removed: 'text-red-600 line-through', changed: 'text-amber-700' };

/** What changed from one version to another, value by value. */
function ReportDiff({ before, after }: { before: ReportVersionInfo; after: ReportVersionInfo }) {
  const t = useT();
  const changes = reportChanges(before.bundle, after.bundle);
  if (!changes.length) return <p className="py-6 text-center text-sm text-slate-400">{t('designer.diff.noChanges')}</p>;
  return (
    <table className="w-full text-xs" aria-label={t('report.designer.diffOf', { before: before.version, after: after.version })}>
      <tbody>
        {changes.map((change) => (
          <tr key={`${change.kind}${change.path}`} className="border-t border-slate-100 align-top">
            <td className="w-20 px-2 py-1">{t(`designer.diff.kind.${change.kind}`)}</td>
            <td className="px-2 py-1 font-mono text-slate-600">{change.path}</td>
            <td className={`px-2 py-1 font-mono ${KIND_STYLE[change.kind]}`}>{change.kind === 'changed' ? `${change.before} → ${change.after}` : (change.after ?? change.before)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface ReportVersionsProps {
  versions: readonly ReportVersionInfo[];
  canPublish: boolean;
  busy: boolean;
  onOpen: (version: ReportVersionInfo) => void;
  onPublish: () => void;
  onRollback: (version: number) => void;
}

/** A report's versions, newest first: open one in the editor, compare it with the one before, publish the draft, roll back to an archived one. */
export function ReportVersions({ versions, canPublish, busy, onOpen, onPublish, onRollback }: ReportVersionsProps) {
  const t = useT();
  const [comparing, setComparing] = useState<[ReportVersionInfo, ReportVersionInfo] | null>(null);
  return (
    <section className="flex flex-col gap-2" aria-label={t('designer.versions.title')}>
      <h3 className="text-sm font-medium text-slate-800">{t('designer.versions.title')}</h3>
      <table className="w-full text-xs">
        <thead className="bg-slate-50 text-left text-slate-500">
          <tr>
            {['version', 'status', 'author', 'time', 'actions'].map((column) => (
              <th key={column} className="px-2 py-1.5 font-normal">
                {t(`designer.versions.col.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {versions.map((version, index) => {
            const older = versions[index + 1];
            return (
              <tr key={version.version} className="border-t border-slate-100">
                <td className="px-2 py-1.5">v{version.version}</td>
                <td className="px-2 py-1.5">
                  <VersionStatusBadge status={version.status as 'draft' | 'published' | 'archived'} />
                </td>
                <td className="px-2 py-1.5">{version.publishedBy ?? version.createdBy}</td>
                <td className="px-2 py-1.5 whitespace-nowrap">{version.publishedAt ?? version.createdAt}</td>
                <td className="flex gap-1 px-2 py-1.5">
                  <Button size="small" variant="text" onClick={() => onOpen(version)}>
                    {t('designer.versions.action.open')}
                  </Button>
                  {older && (
                    <Button size="small" variant="text" onClick={() => setComparing([older, version])}>
                      {t('designer.versions.compare')}
                    </Button>
                  )}
                  {canPublish && version.status === 'draft' && (
                    <Button size="small" variant="primary" loading={busy} onClick={onPublish}>
                      {t('report.designer.publish')}
                    </Button>
                  )}
                  {canPublish && version.status === 'archived' && (
                    <Button size="small" loading={busy} onClick={() => onRollback(version.version)}>
                      {t('report.designer.rollback')}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {comparing && (
        <Modal open title={t('report.designer.diffOf', { before: comparing[0].version, after: comparing[1].version })} onClose={() => setComparing(null)} width={760}>
          <ReportDiff before={comparing[0]} after={comparing[1]} />
        </Modal>
      )}
    </section>
  );
}
