import type { Instant, InstantDefault } from './columns.ts';

/** Live device data (migration 0010, server/iot/). */

export interface IotReadingTable {
  org_no: string;
  device_code: string;
  point_code: string;
  ts: Instant;
  value: number;
}

export interface IotAlarmStateTable {
  org_no: string;
  device_code: string;
  point_code: string;
  event_key: string | null;
  raised_at: InstantDefault;
}

export interface IotEventSeenTable {
  org_no: string;
  device_code: string;
  code: string;
  ts: Instant;
  seen_at: InstantDefault;
}

export interface IotTables {
  iot_reading: IotReadingTable;
  /** The latest value per point: a reading's columns, one row per point. */
  iot_point_latest: IotReadingTable;
  iot_alarm_state: IotAlarmStateTable;
  iot_event_seen: IotEventSeenTable;
}
