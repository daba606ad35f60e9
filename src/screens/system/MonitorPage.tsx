import { useEffect } from 'react';
import { useLoad } from '../../api/use-load.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useT } from '../../i18n/hooks.ts';
import type { Translate } from '../../../runtime/errors.ts';
import type { IntakeState, ServerStats } from '../../../contracts/system-monitor.ts';
import { SystemPage } from './SystemTable.tsx';
import { bytesText, systemValue, timeText } from './system-calls.ts';

/** Between two reads of the servers' rows: about one heartbeat. */
const POLL_MS = 5_000;

interface Server {
  serverName: string;
  startedAt: string;
  beatAt: string;
  online: boolean;
  stats: ServerStats;
}

interface Monitor {
  servers: Server[];
  database: { sizeBytes: number | null; connections: number | null; queuedJobs: number; runningJobs: number };
  checkedAt: string;
  /** The server that answered: its intake figures are live, the others' from their last beat. */
  answeredBy: string;
}

function uptimeText(seconds: number, t: Translate): string {
  const hours = Math.floor(seconds / 3600);
  return t('system.monitor.uptimeValue', { d: Math.floor(hours / 24), h: hours % 24, m: Math.floor((seconds % 3600) / 60) });
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3 border-b border-slate-100 py-1 text-sm">
      <span className="text-slate-500">{label}</span>
      <span className="text-slate-800">{value}</span>
    </div>
  );
}

const INTAKE_STATE_TONE: Record<IntakeState['state'], string> = {
  connected: 'text-emerald-700',
  connecting: 'text-amber-700',
  reconnecting: 'text-amber-700',
  down: 'text-red-600',
  off: 'text-slate-500',
};

/** The server's device data intake: broker, link state and since when, messages by outcome. */
function IntakeFigures({ intake }: { intake: IntakeState }) {
  const t = useT();
  const broker = [t(`system.monitor.intakeMode.${intake.mode}`, { broker: intake.broker ?? '' }), intake.shared ? t('system.monitor.intakeShared') : ''].filter(Boolean).join(' · ');
  const since = intake.since ? ` · ${t('system.monitor.intakeSince', { time: timeText(intake.since) })}` : '';
  return (
    <div className="mt-2" data-testid="intake-state" data-state={intake.state}>
      <h3 className="mb-1 text-xs font-medium text-slate-600">{t('system.monitor.intake')}</h3>
      <Figure label={t('system.monitor.intakeBroker')} value={broker} />
      <div className="flex justify-between gap-3 border-b border-slate-100 py-1 text-sm">
        <span className="text-slate-500">{t('system.monitor.intakeState')}</span>
        <span className={INTAKE_STATE_TONE[intake.state]}>{`${t(`system.monitor.intakeState.${intake.state}`)}${since}`}</span>
      </div>
      {intake.problem && <Figure label={t('system.monitor.intakeProblem')} value={intake.problem} />}
      <Figure label={t('system.monitor.intakeMessages')} value={[intake.received, intake.accepted, intake.refused, intake.queued].join(' / ')} />
      <Figure label={t('system.monitor.intakeLastMessage')} value={intake.lastMessageAt ? timeText(intake.lastMessageAt) : t('system.monitor.intakeNone')} />
    </div>
  );
}

function ServerCard({ server, answering }: { server: Server; answering: boolean }) {
  const t = useT();
  const { stats } = server;
  return (
    <section className="rounded border border-slate-200 p-3" aria-label={server.serverName}>
      <header className="mb-2 flex items-center justify-between gap-2">
        <h2 className="font-mono text-xs text-slate-700">{server.serverName}</h2>
        <span className="flex gap-1">
          {answering && (
            <span className="rounded bg-primary-50 px-2 py-0.5 text-xs text-primary-700" title={t('system.monitor.answeringHint')}>
              {t('system.monitor.answering')}
            </span>
          )}
          <span className={`rounded px-2 py-0.5 text-xs ${server.online ? 'bg-emerald-50 text-emerald-700' : 'bg-red-50 text-red-600'}`}>{t(server.online ? 'system.monitor.online' : 'system.monitor.offline')}</span>
        </span>
      </header>
      {!server.online && <p className="mb-2 text-xs text-red-600">{t('system.monitor.noDetail')}</p>}
      <Figure label={t('system.monitor.cpu')} value={`${stats.cpu.processPercent}% · ${t('system.monitor.load', { load: stats.cpu.load1, cores: stats.cpu.cores })}`} />
      <Figure label={t('system.monitor.memory')} value={`${bytesText(stats.memory.totalBytes - stats.memory.freeBytes)} / ${bytesText(stats.memory.totalBytes)} · RSS ${bytesText(stats.memory.rssBytes)}`} />
      <Figure label={t('system.monitor.heap')} value={`${bytesText(stats.heap.usedBytes)} / ${bytesText(stats.heap.totalBytes)}`} />
      <Figure label={t('system.monitor.eventLoop')} value={`${stats.eventLoop.meanMs} ms · p99 ${stats.eventLoop.p99Ms} ms`} />
      <Figure label={t('system.monitor.disk')} value={stats.disk ? `${bytesText(stats.disk.totalBytes - stats.disk.freeBytes)} / ${bytesText(stats.disk.totalBytes)}` : '-'} />
      <Figure label={t('system.monitor.uptime')} value={uptimeText(stats.uptimeSeconds, t)} />
      <Figure label={t('system.monitor.runtime')} value={`Node ${stats.node} · ${stats.host} · pid ${stats.pid}`} />
      <Figure label={t('system.monitor.beatAt')} value={timeText(server.beatAt)} />
      {stats.intake && <IntakeFigures intake={stats.intake} />}
    </section>
  );
}

/** setting/monitor: every server of the cluster from its heartbeat row, and the database; read again every few seconds. */
export function MonitorPage() {
  const t = useT();
  const monitor = useLoad(() => systemValue<Monitor>('system/monitor/servers.ajax'), []);
  const { reload } = monitor;
  useEffect(() => {
    const timer = setInterval(reload, POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);

  const data = monitor.data;
  const body = !data ? (
    monitor.error ? <EmptyState message={monitor.error} /> : <div className="flex h-40 items-center justify-center"><Spinner label={t('system.monitor.loading')} showLabel /></div>
  ) : (
    <div className="flex flex-col gap-4 p-3">
      <section className="grid grid-cols-2 gap-x-6 rounded border border-slate-200 p-3 md:grid-cols-4" aria-label={t('system.monitor.database')}>
        <Figure label={t('system.monitor.dbSize')} value={bytesText(data.database.sizeBytes)} />
        <Figure label={t('system.monitor.connections')} value={data.database.connections === null ? '-' : String(data.database.connections)} />
        <Figure label={t('system.monitor.queued')} value={String(data.database.queuedJobs)} />
        <Figure label={t('system.monitor.running')} value={String(data.database.runningJobs)} />
      </section>
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        {data.servers.map((server) => (
          <ServerCard key={server.serverName} server={server} answering={server.serverName === data.answeredBy} />
        ))}
      </div>
    </div>
  );
  return (
    <SystemPage title={t('system.menu.monitor')} tools={data && <span className="text-xs text-slate-500">{t('system.monitor.checkedAt', { time: timeText(data.checkedAt) })}</span>}>
      {body}
    </SystemPage>
  );
}
