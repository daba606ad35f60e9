import { useMemo, useRef, useState } from 'react';
import { Background, Controls, ReactFlow, type Edge } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { queryKeys } from '../../api/query-keys.ts';
import { reportError } from '../../api/report-error.ts';
import { useLoad } from '../../api/use-load.ts';
import { Button } from '../../components/Button.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useCurrentUser } from '../../app/current-user.ts';
import { useLocale, useT } from '../../i18n/hooks.ts';
import { placeUnits } from './chart-layout.ts';
import { exportPng } from './export-png.ts';
import { loadChart } from './org-chart-api.ts';
import { UnitNode, type UnitFlowNode } from './UnitNode.tsx';

const NODE_TYPES = { unit: UnitNode };
const PATH = 'sforgan/sfSafeOrganize/getDepartmentListNew.ajax';

/**
 * The safety organisation chart of the current organisation (spec 02 §2): zoom and pan, units
 * collapsed by their chevron, a click opens a unit's people, and the chart saves as a PNG.
 */
export function OrgChartPage() {
  const t = useT();
  const [locale] = useLocale();
  const orgNo = useCurrentUser()?.orgNo ?? '';
  const { data: root, error, reload } = useLoad(() => loadChart(orgNo), [orgNo, locale], { key: queryKeys.call(PATH) });
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const frame = useRef<HTMLDivElement>(null);

  const { nodes, edges } = useMemo(() => {
    if (!root) return { nodes: [] as UnitFlowNode[], edges: [] as Edge[] };
    const toggle = (sfoNo: string) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (!next.delete(sfoNo)) next.add(sfoNo);
        return next;
      });
    const placed = placeUnits(root, collapsed);
    return {
      nodes: placed.map<UnitFlowNode>((entry) => ({
        id: entry.unit.sfoNo,
        type: 'unit',
        position: { x: entry.x, y: entry.y },
        data: { unit: entry.unit, collapsed: entry.collapsed, open: open === entry.unit.sfoNo, onOpen: setOpen, onToggle: toggle },
        draggable: false,
        selectable: false,
        // Neither draggable nor selectable, React Flow would let clicks through to the pane: the unit's own buttons take them.
        style: { pointerEvents: 'all' },
        className: 'nopan',
      })),
      edges: placed.filter((entry) => entry.parent).map<Edge>((entry) => ({ id: `${entry.parent}-${entry.unit.sfoNo}`, source: entry.parent!, target: entry.unit.sfoNo, type: 'smoothstep', style: { stroke: '#94a3b8', strokeWidth: 1.5 } })),
    };
  }, [root, collapsed, open]);

  const save = async () => {
    if (!frame.current || !root) return;
    setExporting(true);
    try {
      setOpen(null);
      await exportPng(frame.current, root.sfoName);
    } catch (failure) {
      reportError(failure);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="flex h-[calc(100vh-9rem)] min-h-[480px] flex-col rounded-lg bg-white shadow-sm">
      <div className="flex items-center justify-between border-b border-slate-100 px-5 py-3">
        <h1 className="text-base font-medium text-slate-800">
          {t('orgChart.title')}
          {root && <span className="ml-2 text-sm font-normal text-slate-500">{root.sfoName}</span>}
        </h1>
        <Button size="small" variant="primary" loading={exporting} disabled={!root} onClick={() => void save()}>
          {t('orgChart.export')}
        </Button>
      </div>
      <div ref={frame} className="relative min-h-0 flex-1" data-testid="org-chart">
        {error ? (
          <LoadFailed message={error} onRetry={reload} />
        ) : root === undefined ? (
          <div className="flex h-full items-center justify-center">
            <Spinner />
          </div>
        ) : (
          <ReactFlow nodes={nodes} edges={edges} nodeTypes={NODE_TYPES} nodesConnectable={false} fitView fitViewOptions={{ padding: 0.15, maxZoom: 1.1 }} minZoom={0.2} maxZoom={2} onPaneClick={() => setOpen(null)} proOptions={{ hideAttribution: true }}>
            <Background gap={18} size={1} />
            <Controls showInteractive={false} />
          </ReactFlow>
        )}
      </div>
    </div>
  );
}
