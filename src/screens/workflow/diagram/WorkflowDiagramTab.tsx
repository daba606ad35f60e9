import { useState, type ReactNode } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useT } from '../../../i18n/hooks.ts';
import { CardTabs } from './CardTabs.tsx';
import { useDiagram, type DiagramState } from './use-diagram.ts';
import { WorkflowDiagram } from './WorkflowDiagram.tsx';

export interface WorkflowDiagramTabProps {
  moduleId: string;
  pkValue: string;
  /** The detail page's form as the first tab; without it the diagram is the only tab. */
  formTab?: { label: string; content: ReactNode };
}

const FORM = 'form';
const DIAGRAM = 'diagram';

/**
 * The workflow diagram of a record (spec 02 §2): a card tab labelled with the model name,
 * the model drawn read-only with the passed and current elements highlighted. On the detail
 * page it sits beside the form tab, which stays mounted so that unsaved edits survive a look
 * at the diagram.
 */
export function WorkflowDiagramTab({ moduleId, pkValue, formTab }: WorkflowDiagramTabProps) {
  const t = useT();
  // A workflow action invalidates the diagram, so that the highlight follows the instance.
  const state = useDiagram(moduleId, pkValue);
  const [selected, setSelected] = useState(formTab ? FORM : DIAGRAM);
  const diagramLabel = state.status === 'ready' ? state.name : t('wf.diagram.title');
  const tabs = formTab ? [{ id: FORM, label: formTab.label }, { id: DIAGRAM, label: diagramLabel }] : [{ id: DIAGRAM, label: diagramLabel }];

  return (
    <section className="overflow-hidden rounded border border-slate-200 bg-white">
      <CardTabs tabs={tabs} selected={selected} onSelect={setSelected} />
      {formTab && (
        <div role="tabpanel" aria-label={formTab.label} hidden={selected !== FORM}>
          {formTab.content}
        </div>
      )}
      {/* Drawn only while shown: React Flow fits the view to the size it finds when mounted. */}
      {selected === DIAGRAM && (
        <div role="tabpanel" aria-label={diagramLabel} className="relative h-[480px]">
          <DiagramPanel state={state} />
        </div>
      )}
    </section>
  );
}

function DiagramPanel({ state }: { state: DiagramState }) {
  const t = useT();
  if (state.status === 'loading') {
    return (
      <div className="flex h-full items-center justify-center">
        <Spinner label={t('common.loading')} showLabel />
      </div>
    );
  }
  if (state.status === 'none') return <EmptyState message={t('wf.diagram.none')} className="h-full" />;
  if (state.status === 'error') return <p className="p-6 text-center text-sm text-red-500">{state.message}</p>;
  return (
    <>
      <WorkflowDiagram nodes={state.model.nodes} lines={state.model.lines} marks={state.marks} />
      <ul className="absolute top-3 right-3 flex gap-3 rounded bg-white/90 px-3 py-1.5 text-xs text-slate-600 shadow-sm">
        <li className="flex items-center gap-1.5">
          <span className="h-2.5 w-2.5 rounded-sm border border-emerald-500 bg-emerald-50" />
          {t('wf.diagram.passed')}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="h-2.5 w-2.5 rounded-sm border border-primary-600 bg-primary-50" />
          {t('wf.diagram.current')}
        </li>
      </ul>
    </>
  );
}
