import { nodeName, type WfLine, type WfNode } from '../../../../runtime/workflow/index.ts';
import { useLocale, useT } from '../../../i18n/hooks.ts';
import { ExpressionEditor } from '../expression/ExpressionEditor.tsx';
import { PanelField, TEXT_INPUT } from './PanelField.tsx';

export interface LinePropertiesProps {
  line: WfLine;
  nodes: readonly WfNode[];
  moduleId: string;
  grpNo: string;
  onChange: (patch: Partial<WfLine>) => void;
}

/** A line's name and condition; an empty condition makes it the default line of its node. */
export function LineProperties({ line, nodes, moduleId, grpNo, onChange }: LinePropertiesProps) {
  const t = useT();
  const [locale] = useLocale();
  const name = (id: string) => {
    const node = nodes.find((entry) => entry.id === id);
    return node ? nodeName(node, locale) : id;
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-xs text-slate-500">
        {name(line.from)} → {name(line.to)}
      </p>
      <PanelField label={t('wf.designer.lineName')}>
        {(id) => <input id={id} className={TEXT_INPUT} maxLength={100} value={line.name} onChange={(event) => onChange({ name: event.target.value })} />}
      </PanelField>
      <PanelField label={t('wf.designer.lineNameEn')}>
        {(id) => <input id={id} className={TEXT_INPUT} maxLength={100} lang="en" value={line.nameEn} placeholder={line.name} onChange={(event) => onChange({ nameEn: event.target.value })} />}
      </PanelField>
      <ExpressionEditor label={t('wf.designer.condition')} value={line.condition} onChange={(condition) => onChange({ condition })} moduleId={moduleId} grpNo={grpNo} />
      <p className="text-xs text-slate-400">{t('wf.designer.conditionHint')}</p>
    </div>
  );
}
