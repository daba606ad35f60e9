import { NODE_TYPES, type NodeType } from '../../../../runtime/workflow/index.ts';
import { useT } from '../../../i18n/hooks.ts';

/** The drag payload's MIME type: the canvas accepts only node types dragged from here. */
export const NODE_DRAG_TYPE = 'application/x-wf-node-type';

const SWATCH: Record<NodeType, string> = {
  start: 'h-4 w-8 rounded-full border border-emerald-600',
  end: 'h-4 w-8 rounded-full border-2 border-red-500',
  ordinary: 'h-4 w-8 rounded-sm border border-slate-500',
  empty: 'h-4 w-4 rounded-full border border-slate-500',
  sychronize: 'h-3.5 w-3.5 rotate-45 rounded-sm border border-slate-500',
};

/** The five node types: drag one onto the canvas, or click to add it in the middle. */
export function Palette({ onAdd }: { onAdd: (type: NodeType) => void }) {
  const t = useT();
  return (
    <div className="flex flex-wrap gap-2 md:flex-col" aria-label={t('wf.designer.palette')}>
      <p className="w-full text-xs text-slate-500">{t('wf.designer.palette')}</p>
      {NODE_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          draggable
          onDragStart={(event) => {
            event.dataTransfer.setData(NODE_DRAG_TYPE, type);
            event.dataTransfer.effectAllowed = 'move';
          }}
          onClick={() => onAdd(type)}
          className="flex cursor-grab items-center gap-2 whitespace-nowrap rounded border border-slate-200 bg-white px-2 py-2 text-left text-xs text-slate-700 hover:border-primary-400 active:cursor-grabbing"
        >
          <span className="flex w-8 justify-center">
            <span className={SWATCH[type]} />
          </span>
          {t(`wf.nodeType.${type}`)}
        </button>
      ))}
    </div>
  );
}
