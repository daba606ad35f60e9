import { Handle, Position, type NodeProps } from '@xyflow/react';
import type { WfFlowNode } from './flow-elements.ts';

const SIDES = [
  { id: 't', position: Position.Top },
  { id: 'r', position: Position.Right },
  { id: 'b', position: Position.Bottom },
  { id: 'l', position: Position.Left },
] as const;

const MARK_STYLE = {
  idle: 'border-slate-400 bg-white text-slate-700',
  passed: 'border-emerald-500 bg-emerald-50 text-emerald-800',
  current: 'border-primary-600 bg-primary-50 text-primary-800 ring-4 ring-primary-200',
} as const;

const SHAPE = {
  start: 'rounded-full',
  end: 'rounded-full border-2',
  ordinary: 'rounded',
  empty: 'rounded-full',
  sychronize: 'rotate-45 rounded-sm',
} as const;

/**
 * One workflow node. Small nodes (empty, sychronize) carry their name below; every side has
 * a handle (all sources: the designer connects in loose mode), visible only while designing.
 */
export function WfNodeView({ data, selected }: NodeProps<WfFlowNode>) {
  const small = data.type === 'empty' || data.type === 'sychronize';
  const marker = data.type === 'start' ? 'border-emerald-600' : data.type === 'end' ? 'border-red-500' : '';
  return (
    <div className="relative h-full w-full" data-node-type={data.type} data-mark={data.mark}>
      <div
        className={`flex h-full w-full items-center justify-center border text-xs ${SHAPE[data.type]} ${MARK_STYLE[data.mark]} ${data.mark === 'idle' ? marker : ''} ${selected ? 'outline-2 outline-offset-2 outline-primary-500' : ''}`}
        title={data.label}
      >
        {!small && <span className="truncate px-2">{data.label}</span>}
      </div>
      {small && <span className="absolute top-full left-1/2 mt-1 -translate-x-1/2 whitespace-nowrap text-xs text-slate-600">{data.label}</span>}
      {SIDES.map((side) => (
        <Handle
          key={side.id}
          id={side.id}
          type="source"
          position={side.position}
          isConnectable={data.editable}
          className={data.editable ? '!h-2 !w-2 !border-white !bg-primary-500' : '!pointer-events-none !h-1 !w-1 !opacity-0'}
        />
      ))}
    </div>
  );
}
