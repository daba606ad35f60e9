import { Avatar } from '../../../components/Avatar.tsx';
import { useT } from '../../../i18n/hooks.ts';
import type { HandleInfo, HandleLog, HandleLogNode } from '../../../../contracts/workflow.ts';

/** Instance state 20: finished (spec 02 §4). */
const FINISHED = 20;

const STATE_STYLE: Record<number, string> = {
  10: 'bg-amber-50 text-amber-700 ring-amber-200',
  20: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  // Specially handled (returned, recalled, ended) stands out.
  30: 'bg-red-50 text-red-600 ring-red-300',
};

function stateLabel(info: HandleInfo, node: HandleLogNode): string {
  if (info.handleState === 20) return 'wf.handleState.handled';
  if (info.handleState === 30) return 'wf.handleState.special';
  return node.infoType === 'notify' ? 'wf.handleState.unread' : 'wf.handleState.handling';
}

function InfoCard({ info, node, compact }: { info: HandleInfo; node: HandleLogNode; compact: boolean }) {
  const t = useT();
  const special = info.handleState === 30;
  return (
    <li className={`flex gap-3 rounded-md border p-3 ${special ? 'border-red-300 bg-red-50/40' : 'border-slate-200 bg-white'} ${compact ? '' : 'w-[280px]'}`} data-handle-state={info.handleState}>
      <Avatar image={info.userAvatar} name={info.userName} size={compact ? 28 : 36} />
      <div className="min-w-0 flex-1 text-sm">
        <div className="flex items-center gap-2">
          <span className="font-medium text-slate-800">{info.userName}</span>
          <span className={`rounded px-1.5 text-xs leading-5 ring-1 ${STATE_STYLE[info.handleState] ?? STATE_STYLE[10]}`}>{t(stateLabel(info, node))}</span>
        </div>
        {info.handleView && <p className="mt-1 break-words text-slate-600">{info.handleView}</p>}
        <p className="mt-1 text-xs text-slate-400">
          {info.handleTime && <span className="mr-3">{info.handleTime}</span>}
          {info.stayTimes && t('wf.log.stay', { time: info.stayTimes })}
        </p>
      </div>
    </li>
  );
}

function NodeEntry({ node, current, compact }: { node: HandleLogNode; current: boolean; compact: boolean }) {
  const t = useT();
  return (
    <li className="relative pb-6 pl-6">
      <span className={`absolute top-1 left-0 h-3 w-3 -translate-x-1/2 rounded-full ring-4 ${current ? 'bg-primary-600 ring-primary-100' : 'bg-emerald-500 ring-emerald-100'}`} />
      <div className="mb-2 flex flex-wrap items-baseline gap-x-3 text-sm">
        <span className="font-medium text-slate-800">{node.nodeDesc}</span>
        {node.cosignFlag === 'Y' && <span className="rounded bg-primary-50 px-1.5 text-xs leading-5 text-primary-700">{t('wf.log.cosign')}</span>}
        {node.infoType === 'notify' && <span className="rounded bg-slate-100 px-1.5 text-xs leading-5 text-slate-600">{t('wf.log.notify')}</span>}
        <span className="text-xs text-slate-400">{t('wf.log.reached', { time: node.reachTime })}</span>
      </div>
      <ul className={compact ? 'flex flex-col gap-2' : 'flex flex-wrap gap-3'}>
        {node.handleInfos.map((info, index) => (
          <InfoCard key={`${info.userName}-${index}`} info={info} node={node} compact={compact} />
        ))}
      </ul>
    </li>
  );
}

/**
 * The handling log as a timeline (spec 02 §3 'Workflow handle log'): the start, the handled
 * nodes, the nodes being handled, and the end when the instance is finished. `compact` is
 * the 400-wide log drawer; otherwise cards sit side by side in the 1300-wide drawer.
 */
export function HandleLogView({ log, compact = false }: { log: HandleLog; compact?: boolean }) {
  const t = useT();
  return (
    <ol className="relative ml-1.5 border-l border-slate-200" aria-label={t('wf.log.title')}>
      <li className="relative pb-6 pl-6">
        <span className="absolute top-1 left-0 h-3 w-3 -translate-x-1/2 rounded-full bg-slate-400 ring-4 ring-slate-100" />
        <div className="flex items-center gap-3 text-sm">
          <Avatar image={log.startUserAvatar} name={log.startUserName} size={compact ? 28 : 36} />
          <div>
            <div className="font-medium text-slate-800">
              {log.startNode.nodeDesc || t('wf.nodeType.start')} · {log.startUserName}
            </div>
            <div className="text-xs text-slate-400">{log.startNode.startTime}</div>
          </div>
        </div>
      </li>
      {log.handledList.map((node, index) => (
        <NodeEntry key={`done-${index}`} node={node} current={false} compact={compact} />
      ))}
      {log.handlingList.map((node, index) => (
        <NodeEntry key={`open-${index}`} node={node} current compact={compact} />
      ))}
      {log.state === FINISHED && (
        <li className="relative pl-6 text-sm font-medium text-slate-500">
          <span className="absolute top-1 left-0 h-3 w-3 -translate-x-1/2 rounded-full bg-red-500 ring-4 ring-red-100" />
          {t('wf.log.finished')}
        </li>
      )}
    </ol>
  );
}
