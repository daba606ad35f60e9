import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { Button } from '../../../components/Button.tsx';
import { SystemTable, type SystemColumn } from '../../system/SystemTable.tsx';
import { useLocale, useT } from '../../../i18n/index.ts';
import type { DesignedReport } from '../../../../contracts/report.ts';
import { errorMessage } from '../../module/error-message.ts';
import { listReports } from './report-design-calls.ts';

const INPUT = 'h-8 rounded border border-slate-300 bg-white px-2 text-sm outline-none focus:border-primary-500';
const REPORT_ID = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** Every report with its published version and draft; open one, or start one under a new id. */
export function ReportCatalog({ canEdit, onOpen, onNew, onModules }: { canEdit: boolean; onOpen: (reportId: string) => void; onNew: (reportId: string) => void; onModules: () => void }) {
  const t = useT();
  const [locale] = useLocale();
  const [newId, setNewId] = useState('');
  const { data, error } = useQuery({ queryKey: queryKeys.reportDesign('list'), queryFn: listReports });
  const taken = data?.some((report) => report.reportId === newId) ?? false;
  const columns: SystemColumn<DesignedReport>[] = [
    {
      id: 'title',
      header: t('report.designer.report'),
      cell: (report) => (
        <button type="button" className="text-primary-600 hover:underline" onClick={() => onOpen(report.reportId)}>
          {report.title[locale]}
        </button>
      ),
    },
    { id: 'id', header: t('report.designer.id'), cell: (report) => <code className="text-xs">{report.reportId}</code> },
    { id: 'source', header: t('report.designer.source'), cell: (report) => <code className="text-xs">{report.source}</code> },
    { id: 'published', header: t('designer.catalog.published'), cell: (report) => (report.publishedVersion === null ? t('designer.catalog.unpublished') : `v${report.publishedVersion}`) },
    { id: 'draft', header: t('designer.catalog.draft'), cell: (report) => (report.draftVersion === null ? t('designer.catalog.noDraft') : `v${report.draftVersion}`) },
  ];
  return (
    <section className="flex flex-col gap-3 rounded bg-white p-4 shadow-xs">
      <header className="flex flex-wrap items-center gap-2">
        <h2 className="text-base font-medium text-slate-800">{t('report.designer.title')}</h2>
        <Button size="small" variant="text" onClick={onModules}>
          {t('report.designer.toModules')}
        </Button>
        {canEdit && (
          <form
            className="ml-auto flex items-center gap-2 text-sm"
            onSubmit={(event) => {
              event.preventDefault();
              if (REPORT_ID.test(newId) && !taken) onNew(newId);
            }}
          >
            <input className={`${INPUT} w-44`} aria-label={t('report.designer.newId')} placeholder={t('report.designer.newId')} value={newId} onChange={(event) => setNewId(event.target.value.trim())} />
            <Button type="submit" variant="primary" disabled={!REPORT_ID.test(newId) || taken}>
              {t('report.designer.new')}
            </Button>
          </form>
        )}
      </header>
      {taken && <p className="text-xs text-red-600">{t('report.designer.idTaken', { reportId: newId })}</p>}
      <SystemTable columns={columns} rows={data} error={error ? errorMessage(error) : ''} rowKey={(report) => report.reportId} label={t('report.designer.title')} />
    </section>
  );
}
