import { useRef, useState } from 'react';
import { useReactFlow } from '@xyflow/react';
import type { NodeType } from '../../../../runtime/workflow/index.ts';
import { Button } from '../../../components/Button.tsx';
import { useLocale, useT } from '../../../i18n/hooks.ts';
import type { PickedUser } from '../api/user-calls.ts';
import { DesignerCanvas, type Selection } from './DesignerCanvas.tsx';
import { addNode, removeElements, updateLine, updateNode } from './designer-model.ts';
import { LineProperties } from './LineProperties.tsx';
import { NodeProperties } from './NodeProperties.tsx';
import { Palette } from './Palette.tsx';
import type { Designer } from './use-designer.ts';

export interface DesignerWorkspaceProps {
  designer: Designer;
  selection: Selection;
  onSelect: (selection: Selection) => void;
}

/** Palette, canvas and the property panel of the selected node or line (inside a ReactFlowProvider). */
export function DesignerWorkspace({ designer, selection, onSelect }: DesignerWorkspaceProps) {
  const t = useT();
  const [locale] = useLocale();
  const flow = useReactFlow();
  const canvas = useRef<HTMLDivElement>(null);
  const [userNames, setUserNames] = useState<Map<string, string>>(new Map());
  const { draft, setDraft } = designer;
  const node = selection?.kind === 'node' ? draft.nodes.find((entry) => entry.id === selection.id) : undefined;
  const line = selection?.kind === 'line' ? draft.lines.find((entry) => entry.id === selection.id) : undefined;
  const flagged = new Set(designer.problems.flatMap((problem) => [problem.nodeId, problem.lineId].filter((id): id is string => Boolean(id))));

  const place = (type: NodeType, at: { x: number; y: number }) => {
    const name = t(`wf.nodeType.${type}`);
    // Every node needs its Chinese name, the fallback of both languages; an English user renames both.
    const added = addNode(draft, type, at, locale === 'en-US' ? { zh: name, en: name } : name);
    setDraft(added.draft);
    onSelect({ kind: 'node', id: added.node.id });
  };
  const placeAtCentre = (type: NodeType) => {
    const box = canvas.current?.getBoundingClientRect();
    place(type, flow.screenToFlowPosition({ x: (box?.left ?? 0) + (box?.width ?? 0) / 2, y: (box?.top ?? 0) + (box?.height ?? 0) / 2 }));
  };
  const remove = () => {
    if (!selection) return;
    setDraft(removeElements(draft, new Set(selection.kind === 'node' ? [selection.id] : []), new Set(selection.kind === 'line' ? [selection.id] : [])));
    onSelect(null);
  };
  const rememberNames = (users: PickedUser[]) => setUserNames((current) => new Map([...current, ...users.map((user) => [user.userId, user.userName] as const)]));

  return (
    // A phone stacks palette, canvas and properties; wider screens set them side by side.
    <div className="flex min-h-0 flex-1 flex-col gap-3 md:flex-row">
      <aside className="shrink-0 md:w-32">
        <Palette onAdd={placeAtCentre} />
      </aside>
      <div ref={canvas} className="h-[360px] min-w-0 flex-none overflow-hidden rounded border border-slate-200 bg-white md:h-auto md:flex-1" aria-label={t('wf.designer.canvas')}>
        <DesignerCanvas draft={draft} selection={selection} onChange={setDraft} onSelect={onSelect} flagged={flagged} onPlace={place} />
      </div>
      <aside className="flex w-full shrink-0 flex-col overflow-hidden rounded border border-slate-200 bg-white md:w-[340px]" aria-label={t('wf.designer.properties')}>
        <div className="flex h-10 shrink-0 items-center justify-between border-b border-slate-100 px-3 text-sm font-medium text-slate-700">
          {t(node ? 'wf.designer.nodeProperties' : line ? 'wf.designer.lineProperties' : 'wf.designer.properties')}
          {selection && (
            <Button size="small" variant="text" className="!text-red-500" onClick={remove}>
              {t('wf.designer.delete')}
            </Button>
          )}
        </div>
        <div className="min-h-0 flex-1 overflow-auto p-3">
          {node && (
            <NodeProperties
              key={node.id}
              node={node}
              fields={designer.fields}
              handlerMethods={designer.handlerMethods}
              userNames={userNames}
              onUsersPicked={rememberNames}
              onChange={(patch) => setDraft(updateNode(draft, node.id, patch))}
            />
          )}
          {line && <LineProperties key={line.id} line={line} nodes={draft.nodes} moduleId={draft.moduleId} grpNo={draft.grpNo || draft.moduleId} onChange={(patch) => setDraft(updateLine(draft, line.id, patch))} />}
          {!node && !line && <p className="text-xs leading-5 text-slate-500">{t('wf.designer.help')}</p>}
        </div>
      </aside>
    </div>
  );
}
