import { useState } from 'react';
import { useInvalidateAfter } from '../../../api/invalidations.ts';
import { reportError } from '../../../api/report-error.ts';
import { Button } from '../../../components/Button.tsx';
import { confirm } from '../../../components/confirm.ts';
import { Drawer } from '../../../components/Drawer.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ClockIcon, RefreshIcon } from '../../../components/icons.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { toast } from '../../../components/toast.ts';
import { useT } from '../../../i18n/hooks.ts';
import { discardDraft, loadVersion } from '../api/design-calls.ts';
import type { LoadedVersion, ModuleVersion } from '../../../../contracts/module-design.ts';
import { AuditLog } from './AuditLog.tsx';
import { CompareDialog } from './CompareDialog.tsx';
import { comparePair } from './compare-pair.ts';
import type { Release } from './release.ts';
import { ReleaseDialog } from './ReleaseDialog.tsx';
import { versionActions } from './version-actions.ts';
import { VersionRow, type VersionAction } from './VersionRow.tsx';
import { useVersions } from './use-versions.ts';

export interface VersionsPanelProps {
  moduleId: string;
  canEdit: boolean;
  canPublish: boolean;
  /** The revision of the draft the editor holds; null when it holds none. */
  draftRevision: number | null;
  onOpenVersion: (version: LoadedVersion) => void;
  /** After a publish, rollback or discard: the module's versions changed. */
  onChanged: () => void;
}

/**
 * The versions of a module, newest first, with what can be done to each: open, compare,
 * publish the draft, roll back to an earlier version, discard the draft; and the module's
 * audit log.
 */
export function VersionsPanel({ moduleId, canEdit, canPublish, draftRevision, onOpenVersion, onChanged }: VersionsPanelProps) {
  const t = useT();
  const { versions, reload } = useVersions(moduleId);
  const invalidateAfter = useInvalidateAfter();
  const [running, setRunning] = useState<{ version: number; action: VersionAction } | null>(null);
  const [comparing, setComparing] = useState<[number, number] | null>(null);
  const [release, setRelease] = useState<Release | null>(null);
  const [auditOpen, setAuditOpen] = useState(false);
  const all = versions ?? [];
  const publishedVersion = all.find((version) => version.status === 'published')?.version ?? null;

  // A publish, rollback or discard changes the versions, the catalog and what the module's screens compile.
  const changed = () => {
    void invalidateAfter({ kind: 'design', moduleId, published: true });
    onChanged();
  };
  const runOn = async (version: ModuleVersion, action: VersionAction, work: () => Promise<void>) => {
    if (running) return;
    setRunning({ version: version.version, action });
    try {
      await work();
    } catch (error) {
      reportError(error);
    } finally {
      setRunning(null);
    }
  };
  const discard = (version: ModuleVersion) =>
    runOn(version, 'discard', async () => {
      if (!(await confirm(t('designer.versions.discardConfirm', { version: version.version }), { danger: true }))) return;
      await discardDraft(moduleId, draftRevision ?? (await loadVersion(moduleId, version.version)).revision);
      toast.success(t('designer.versions.discarded'));
      changed();
    });

  const onAction = (action: VersionAction, version: ModuleVersion) => {
    switch (action) {
      case 'open':
        return void runOn(version, 'open', async () => onOpenVersion(await loadVersion(moduleId, version.version)));
      case 'compare':
        return setComparing(comparePair(all, version.version));
      case 'publish':
        return setRelease({ kind: 'publish', draftVersion: version.version, publishedVersion, revision: draftRevision });
      case 'rollback':
        return setRelease({ kind: 'rollback', version: version.version, publishedVersion });
      case 'discard':
        return void discard(version);
    }
  };

  const defaultPair = comparePair(all);
  return (
    <section className="flex flex-col gap-2" aria-label={t('designer.versions.title')}>
      <header className="flex items-center gap-2">
        <h3 className="text-sm font-medium text-slate-800">{t('designer.versions.title')}</h3>
        {versions && <span className="rounded-full bg-slate-100 px-1.5 text-xs leading-5 text-slate-500">{versions.length}</span>}
        <span className="ml-auto flex items-center gap-1">
          <Button size="small" disabled={!defaultPair} onClick={() => setComparing(defaultPair)}>
            {t('designer.versions.compare')}
          </Button>
          <Button size="small" variant="text" icon={<ClockIcon size={13} />} onClick={() => setAuditOpen(true)}>
            {t('designer.versions.auditLink')}
          </Button>
          <Button size="small" variant="text" icon={<RefreshIcon size={13} />} aria-label={t('common.refresh')} title={t('common.refresh')} onClick={reload} />
        </span>
      </header>
      <div className="overflow-x-auto rounded border border-slate-200">
        <table className="w-full text-xs">
          <thead className="bg-slate-50 text-left text-slate-500">
            <tr>
              {['version', 'status', 'note', 'author', 'time'].map((column) => (
                <th key={column} className="whitespace-nowrap px-3 py-2 font-normal">
                  {t(`designer.versions.col.${column}`)}
                </th>
              ))}
              <th className="px-3 py-2 text-right font-normal">{t('designer.versions.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {all.map((version) => (
              <VersionRow
                key={version.version}
                version={version}
                actions={versionActions(version, all, { canEdit, canPublish })}
                busy={running?.version === version.version ? running.action : null}
                onAction={onAction}
              />
            ))}
          </tbody>
        </table>
        {versions === null && (
          <div className="flex h-24 items-center justify-center">
            <Spinner label={t('common.loading')} showLabel />
          </div>
        )}
        {versions?.length === 0 && <EmptyState message={t('designer.versions.empty')} />}
      </div>
      <CompareDialog moduleId={moduleId} versions={all} pair={comparing} onClose={() => setComparing(null)} />
      <ReleaseDialog
        moduleId={moduleId}
        release={release}
        onClose={() => setRelease(null)}
        onDone={() => {
          setRelease(null);
          changed();
        }}
      />
      <Drawer open={auditOpen} onClose={() => setAuditOpen(false)} width={860} title={t('designer.versions.audit.titleOf', { module: moduleId })}>
        <AuditLog moduleId={moduleId} />
      </Drawer>
    </section>
  );
}
