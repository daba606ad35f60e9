/**
 * MQTT topics of station devices (README, Live device data):
 * `eops/{orgNo}/{deviceCode}/telemetry` and `eops/{orgNo}/{deviceCode}/event`.
 */
export const TOPIC_ROOT = 'eops';
export type TopicKind = 'telemetry' | 'event';

export interface DeviceTopic {
  orgNo: string;
  deviceCode: string;
  kind: TopicKind;
}

/** The subscriptions of the intake: every organisation's devices, both kinds. */
export const INTAKE_FILTERS: readonly string[] = [`${TOPIC_ROOT}/+/+/telemetry`, `${TOPIC_ROOT}/+/+/event`];

/** Codes as organisations and devices carry them: no wildcards, separators or control characters. */
const CODE = /^[A-Za-z0-9_.-]{1,64}$/;

/** The topic's parts, or undefined for a topic outside the scheme. */
export function parseTopic(topic: string): DeviceTopic | undefined {
  const parts = topic.split('/');
  if (parts.length !== 4 || parts[0] !== TOPIC_ROOT) return undefined;
  const [, orgNo = '', deviceCode = '', kind] = parts;
  if (!CODE.test(orgNo) || !CODE.test(deviceCode) || (kind !== 'telemetry' && kind !== 'event')) return undefined;
  return { orgNo, deviceCode, kind };
}

export function deviceTopic(orgNo: string, deviceCode: string, kind: TopicKind): string {
  return `${TOPIC_ROOT}/${orgNo}/${deviceCode}/${kind}`;
}
