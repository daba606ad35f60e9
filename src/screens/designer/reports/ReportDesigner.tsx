import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportBundle } from '../../../../runtime/index.ts';
import type { DesignContext, DesignedModule } from '../../../../contracts/module-design.ts';
import type { DesignerAccess } from '../access/designer-access.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { reportError } from '../../../api/report-error.ts';
import { Button } from '../../../components/Button.tsx';
import { toast } from '../../../components/toast.ts';
import { useLocale, useT } from '../../../i18n/index.ts';
import { useCompiledModule } from '../../module/use-compiled-module.ts';
import { ScreenLoading } from '../../module/ScreenStatus.tsx';
import { listReportVersions, publishReport, rollbackReport, saveReportDraft, submitReport } from './report-design-calls.ts';
import { newReport } from './report-draft.ts';
import { ReportCatalog } from './ReportCatalog.tsx';
import { ReportEditor } from './ReportEditor.tsx';
import { ReportVersions } from './ReportVersions.tsx';

/** One report open in the editor: its draft, else its published version, else a new bundle; its versions under it. */
function ReportWorkspace({ reportId, access, modules, context, onBack }: { reportId: string; access: DesignerAccess; modules: readonly DesignedModule[]; context: DesignContext; onBack: () => void }) {
  const t = useT();
  const [locale] = useLocale();
  const client = useQueryClient();
  const { data: versions, refetch } = useQuery({ queryKey: queryKeys.reportDesign('versions', reportId), queryFn: () => listReportVersions(reportId) });
  const [bundle, setBundle] = useState<ReportBundle | null>(null);
  const [busy, setBusy] = useState(false);
  const source = modules[0]?.moduleId ?? '';

  // A report not saved yet starts over the first published module.
  const first = useCompiledModule(source, { enabled: versions?.length === 0, report: true });
  // The editor's bundle is set once, from the newest version or a new report; edits stay local.
  useEffect(() => {
    if (!versions || bundle) return;
    const newest = versions[0];
    if (newest) setBundle(newest.bundle);
    else if (first.data) setBundle(newReport(reportId, first.data));
  }, [versions, bundle, reportId, first.data]);

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      toast.success(await work());
      await refetch();
      await client.invalidateQueries({ queryKey: queryKeys.reportDesign('list') });
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };

  if (!bundle || !versions) return <ScreenLoading />;
  const hasDraft = versions.some((version) => version.status === 'draft');
  return (
    <section className="flex flex-col gap-3 rounded bg-white p-4 shadow-xs" aria-label={t('report.designer.editing', { title: bundle.title[locale] })}>
      <header className="flex flex-wrap items-center gap-2">
        <Button size="small" variant="text" onClick={onBack}>
          {t('report.designer.back')}
        </Button>
        <h2 className="text-base font-medium text-slate-800">{bundle.title[locale]}</h2>
        <code className="text-xs text-slate-400">{reportId}</code>
        {access.canEdit && (
          <span className="ml-auto flex gap-2">
            <Button loading={busy} onClick={() => void run(() => saveReportDraft(bundle))}>
              {t('report.designer.save')}
            </Button>
            <Button variant="primary" disabled={!hasDraft} loading={busy} onClick={() => void run(() => submitReport(reportId, ''))}>
              {t('report.designer.submit')}
            </Button>
          </span>
        )}
      </header>
      <ReportEditor bundle={bundle} onChange={setBundle} modules={modules} context={context} canEdit={access.canEdit} />
      <ReportVersions
        versions={versions}
        canPublish={access.canPublish}
        busy={busy}
        onOpen={(version) => setBundle(version.bundle)}
        onPublish={() => void run(() => publishReport(reportId))}
        onRollback={(version) => void run(() => rollbackReport(reportId, version))}
      />
    </section>
  );
}

export interface ReportDesignerProps {
  access: DesignerAccess;
  /** The report open in the editor; null: the list. */
  reportId: string | null;
  modules: readonly DesignedModule[];
  context: DesignContext;
  onOpen: (reportId: string) => void;
  onList: () => void;
  onModules: () => void;
}

/**
 * Report authoring in the module designer (issue 19): analysts build a report from structured
 * parts with a live preview on real data, save it as a draft and submit it; administrators
 * publish it with its menu entry or roll back, as for modules.
 */
export function ReportDesigner({ access, reportId, modules, context, onOpen, onList, onModules }: ReportDesignerProps) {
  const published = modules.filter((module) => module.publishedVersion !== null);
  if (reportId) return <ReportWorkspace key={reportId} reportId={reportId} access={access} modules={published} context={context} onBack={onList} />;
  return <ReportCatalog canEdit={access.canEdit} onOpen={onOpen} onNew={onOpen} onModules={onModules} />;
}
