import { Button } from '../../../components/Button.tsx';
import { useT } from '../../../i18n/hooks.ts';
import type { ModelVersionUse } from '../../../../contracts/workflow-monitor.ts';
import { SystemTable, type SystemColumn } from '../../system/SystemTable.tsx';

/** A model's instances per version (workflow/monitor/modelVersions.ajax); a row opens the running instances of that version. */
export function ModelVersionTable({ rows, error, onOpen }: { rows: ModelVersionUse[] | undefined; error: string; onOpen: (row: ModelVersionUse) => void }) {
  const t = useT();
  const columns: SystemColumn<ModelVersionUse>[] = [
    { id: 'model', header: t('wf.monitor.model'), cell: (row) => row.modelName, className: 'font-medium text-slate-800' },
    { id: 'module', header: t('wf.tasks.col.module'), cell: (row) => row.moduleName },
    { id: 'version', header: t('wf.monitor.version'), cell: (row) => (row.current ? t('wf.monitor.currentVersion', { version: row.version }) : `v${row.version}`) },
    { id: 'running', header: t('wf.monitor.running'), cell: (row) => row.running },
    { id: 'ended', header: t('wf.monitor.ended'), cell: (row) => row.ended },
    {
      id: 'open',
      header: '',
      cell: (row) =>
        row.running > 0 && (
          <Button size="small" variant="text" onClick={() => onOpen(row)}>
            {t('wf.monitor.showRunning')}
          </Button>
        ),
    },
  ];
  return <SystemTable columns={columns} rows={rows} error={error} rowKey={(row) => `${row.modelId}/${row.version}`} label={t('wf.monitor.tab.versions')} />;
}
