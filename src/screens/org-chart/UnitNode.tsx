import { Handle, NodeToolbar, Position, type Node, type NodeProps } from '@xyflow/react';
import { BuildingIcon, ChevronDownIcon, UsersIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/hooks.ts';
import { UNIT_SIZE } from './chart-layout.ts';
import type { ChartUnit } from './org-chart-api.ts';
import { PeoplePopover } from './PeoplePopover.tsx';

export type UnitNodeData = {
  unit: ChartUnit;
  collapsed: boolean;
  open: boolean;
  onOpen: (sfoNo: string | null) => void;
  onToggle: (sfoNo: string) => void;
};

export type UnitFlowNode = Node<UnitNodeData, 'unit'>;

const TONES: Record<ChartUnit['sfoType'], string> = {
  org: 'border-primary-600 bg-primary-600 text-white',
  depart: 'border-primary-300 bg-white text-slate-800',
  team: 'border-slate-300 bg-slate-50 text-slate-700',
};

/** One unit of the chart: a click opens its people's popover; the chevron collapses what it holds. */
export function UnitNode({ data }: NodeProps<UnitFlowNode>) {
  const t = useT();
  const { unit, collapsed, open, onOpen, onToggle } = data;
  return (
    <>
      <Handle type="target" position={Position.Top} className="!opacity-0" isConnectable={false} />
      <div className={`relative flex flex-col justify-center rounded-md border-2 px-3 shadow-sm ${TONES[unit.sfoType]}`} style={UNIT_SIZE} data-testid="org-unit" data-sfo={unit.sfoNo}>
        <button type="button" className="flex min-w-0 items-center gap-1.5 text-left text-sm font-medium" onClick={() => onOpen(open ? null : unit.sfoNo)} aria-expanded={open}>
          {unit.sfoType === 'org' ? <BuildingIcon size={15} /> : <UsersIcon size={15} />}
          <span className="truncate">{unit.sfoName}</span>
        </button>
        <span className={`mt-0.5 text-xs ${unit.sfoType === 'org' ? 'text-white/80' : 'text-slate-500'}`}>{t('orgChart.people', { n: unit.userCount })}</span>
        {unit.children.length > 0 && (
          <button type="button" aria-label={t(collapsed ? 'orgChart.expand' : 'orgChart.collapse')} title={t(collapsed ? 'orgChart.expand' : 'orgChart.collapse')} onClick={() => onToggle(unit.sfoNo)} className="absolute -bottom-3 left-1/2 flex h-5 w-5 -translate-x-1/2 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-500 hover:text-primary-600">
            <ChevronDownIcon size={12} className={collapsed ? '' : 'rotate-180'} />
          </button>
        )}
      </div>
      <Handle type="source" position={Position.Bottom} className="!opacity-0" isConnectable={false} />
      <NodeToolbar isVisible={open} position={Position.Right} offset={12}>
        <PeoplePopover sfoNo={unit.sfoNo} title={unit.sfoName} onClose={() => onOpen(null)} />
      </NodeToolbar>
    </>
  );
}
