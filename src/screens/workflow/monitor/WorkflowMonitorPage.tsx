import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLoad } from '../../../api/use-load.ts';
import { useLocale, useT } from '../../../i18n/hooks.ts';
import { SystemPage } from '../../system/SystemTable.tsx';
import { findHandlerLoad, findModelVersions } from '../api/monitor-calls.ts';
import { HandlerLoadTable } from './HandlerLoadTable.tsx';
import { ModelVersionTable } from './ModelVersionTable.tsx';
import { MonitorInstances } from './MonitorInstances.tsx';
import { ReassignAudit } from './ReassignAudit.tsx';

const TABS = ['instances', 'handlers', 'versions', 'reassigns'] as const;
type MonitorTab = (typeof TABS)[number];

function tabOf(value: string | null): MonitorTab {
  return TABS.includes(value as MonitorTab) ? (value as MonitorTab) : 'instances';
}

/**
 * The workflow monitor (route workflow/monitor, issue 19 part 4) for holders of the monitor
 * grant: the organisation's running instances, the handlers' load, the model versions in use and
 * the audit of reassignments.
 */
export function WorkflowMonitorPage() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search.get('tab'));
  const [locale] = useLocale();
  const [model, setModel] = useState<{ modelId: string; version: number } | null>(null);
  // Module names and waiting times come in the reader's language: asked again when it changes.
  const versions = useLoad(findModelVersions, [locale], { report: true });
  const load = useLoad(findHandlerLoad, [locale], { enabled: tab === 'handlers', report: true });
  const show = (next: MonitorTab) => setSearch({ tab: next }, { replace: true });
  const modules = useMemo(() => [...new Map((versions.data ?? []).map((row) => [row.moduleId, row.moduleName])).entries()], [versions.data]);

  return (
    <SystemPage title={t('wf.monitor.title')}>
      <div role="tablist" className="flex gap-6 border-b border-slate-200 px-4 text-sm">
        {TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className={`-mb-px border-b-2 py-3 ${tab === id ? 'border-primary-600 font-medium text-primary-700' : 'border-transparent text-slate-600 hover:text-primary-600'}`}
            onClick={() => show(id)}
          >
            {t(`wf.monitor.tab.${id}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(`wf.monitor.tab.${tab}`)}>
        {tab === 'instances' && <MonitorInstances modules={modules} model={model} onClearModel={() => setModel(null)} />}
        {tab === 'handlers' && <HandlerLoadTable rows={load.data} error={load.error} />}
        {tab === 'reassigns' && <ReassignAudit modules={modules} />}
        {tab === 'versions' && (
          <ModelVersionTable
            rows={versions.data}
            error={versions.error}
            onOpen={(row) => {
              setModel({ modelId: row.modelId, version: row.version });
              show('instances');
            }}
          />
        )}
      </div>
    </SystemPage>
  );
}
