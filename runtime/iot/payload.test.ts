import { describe, expect, it } from 'vitest';
import { MAX_CLOCK_SKEW_MS, readDeviceEvent, readTelemetry } from './payload.ts';
import { parseTopic } from './topic.ts';

const NOW = Date.parse('2026-11-27T08:00:00+08:00');

describe('device topics', () => {
  it('reads organisation, device and kind, and refuses anything else', () => {
    expect(parseTopic('eops/ORG0101/WT01-SCADA/telemetry')).toEqual({ orgNo: 'ORG0101', deviceCode: 'WT01-SCADA', kind: 'telemetry' });
    expect(parseTopic('eops/ORG0101/WT01-SCADA/event')?.kind).toBe('event');
    for (const topic of ['eops/ORG0101/WT01/status', 'eops/ORG0101/telemetry', 'other/ORG0101/WT01/event', "eops/ORG'1/WT01/event", 'eops/ORG0101/WT01/event/extra', 'eops//WT01/event']) {
      expect(parseTopic(topic), topic).toBeUndefined();
    }
  });
});

describe('telemetry payloads', () => {
  it('reads epoch milliseconds and ISO 8601 times with their readings', () => {
    const read = readTelemetry(JSON.stringify({ ts: NOW, points: { gen_bearing_temp: 97.5, wind_speed: 11 } }), NOW);
    expect(read).toEqual({ ok: true, value: { ts: NOW, points: new Map([['gen_bearing_temp', 97.5], ['wind_speed', 11]]) } });
    const iso = readTelemetry('{"ts":"2026-11-27T07:59:00+08:00","points":{"a":1}}', NOW);
    expect(iso.ok && iso.value.ts).toBe(NOW - 60_000);
  });

  it('refuses bad JSON, wrong shapes, values that are not finite numbers and times a day off', () => {
    const reason = (text: string) => {
      const read = readTelemetry(text, NOW);
      return read.ok ? 'ok' : read.reason;
    };
    expect(reason('{"ts":')).toBe('badJson');
    expect(reason('[1,2]')).toBe('badJson');
    expect(reason(`{"ts":${NOW},"points":[1]}`)).toBe('badShape');
    expect(reason(`{"ts":${NOW},"points":{}}`)).toBe('badShape');
    expect(reason(`{"ts":${NOW},"points":{"a":"97.5"}}`)).toBe('badValue');
    expect(reason(`{"ts":${NOW},"points":{"a":null}}`)).toBe('badValue');
    expect(reason(`{"ts":${NOW},"points":{"a":1e999}}`)).toBe('badValue');
    expect(reason('{"ts":"yesterday","points":{"a":1}}')).toBe('badTime');
    expect(reason('{"ts":"2026-11-27 08:00:00","points":{"a":1}}')).toBe('badTime');
    expect(reason(`{"ts":${NOW - MAX_CLOCK_SKEW_MS - 1},"points":{"a":1}}`)).toBe('staleTime');
  });
});

describe('device event payloads', () => {
  it('reads level, code and description', () => {
    expect(readDeviceEvent(JSON.stringify({ ts: NOW, level: 'urgent', code: 'F0123', desc: '变桨变频器故障' }), NOW)).toEqual({ ok: true, value: { ts: NOW, level: 'urgent', code: 'F0123', desc: '变桨变频器故障' } });
  });

  it('refuses unknown levels, missing codes and long descriptions', () => {
    expect(readDeviceEvent(JSON.stringify({ ts: NOW, level: 'fatal', code: 'F1', desc: '' }), NOW)).toEqual({ ok: false, reason: 'badLevel' });
    expect(readDeviceEvent(JSON.stringify({ ts: NOW, level: 'urgent', desc: 'x' }), NOW)).toEqual({ ok: false, reason: 'badShape' });
    expect(readDeviceEvent(JSON.stringify({ ts: NOW, level: 'urgent', code: 'F1', desc: 'x'.repeat(501) }), NOW)).toEqual({ ok: false, reason: 'badShape' });
  });
});
