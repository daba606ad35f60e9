import { describe, expect, it } from 'vitest';
import { intakeState } from './intake-state.ts';
import type { IotStatus } from './iot-service.ts';

const STARTED = '2026-11-27T08:00:00.000Z';
const base: IotStatus = { enabled: true, mode: 'embedded', startedAt: STARTED, problem: null, embeddedBroker: null, connection: null, intake: null };

describe('the intake as the server monitor shows it', () => {
  it('is off, with nothing counted, when the server takes no device data', () => {
    expect(intakeState({ ...base, enabled: false, mode: 'off' })).toEqual({
      mode: 'off', broker: null, shared: false, state: 'off', since: null, problem: null, received: 0, accepted: 0, refused: 0, queued: 0, lastMessageAt: null,
    });
  });

  it('is down since the start, with the reason, when the embedded broker could not start', () => {
    const problem = 'embedded MQTT broker on port 1884: listen EADDRINUSE';
    expect(intakeState({ ...base, problem })).toMatchObject({ mode: 'embedded', state: 'down', since: STARTED, problem });
  });

  it("shows the link's state and since when, the broker's last error only while not connected, and the messages by outcome", () => {
    const connection = { state: 'reconnecting', broker: 'mqtt://broker.example:1883', shared: true, lastError: 'connect ECONNREFUSED', connectedAt: STARTED, since: '2026-11-27T09:00:00.000Z' } as const;
    const intake = { counters: { received: 10, accepted: 7, refused: 2, unknownPoint: 4 }, queued: 1, lastFlush: null, lastMessage: '2026-11-27T08:59:59.000Z' };
    expect(intakeState({ ...base, mode: 'external', connection, intake })).toEqual({
      mode: 'external', broker: 'mqtt://broker.example:1883', shared: true, state: 'reconnecting', since: '2026-11-27T09:00:00.000Z', problem: 'connect ECONNREFUSED',
      received: 10, accepted: 7, refused: 2, queued: 1, lastMessageAt: '2026-11-27T08:59:59.000Z',
    });
    expect(intakeState({ ...base, mode: 'external', connection: { ...connection, state: 'connected' }, intake }).problem).toBeNull();
  });
});
