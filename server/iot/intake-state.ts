import type { IntakeState } from '../../contracts/system-monitor.ts';
import type { IotStatus } from './iot-service.ts';

/**
 * What the server monitor shows of one server's intake (system/monitor/servers.ajax): its
 * broker and link, and its messages by outcome. A server whose embedded broker could not start
 * has no link: it is 'down' since its start, with the reason.
 */
export function intakeState(status: IotStatus): IntakeState {
  const { connection, intake } = status;
  const counters = intake?.counters ?? {};
  return {
    mode: status.mode,
    broker: connection?.broker ?? null,
    shared: connection?.shared ?? false,
    state: status.mode === 'off' ? 'off' : (connection?.state ?? 'down'),
    since: connection?.since ?? (status.mode === 'off' ? null : status.startedAt),
    problem: status.problem ?? (connection?.state === 'connected' ? null : (connection?.lastError ?? null)),
    received: counters.received ?? 0,
    accepted: counters.accepted ?? 0,
    refused: counters.refused ?? 0,
    queued: intake?.queued ?? 0,
    lastMessageAt: intake?.lastMessage ?? null,
  };
}
