/**
 * The `iot` section of a module bundle (docs/bundle-format.md, Live device data): which module
 * holds the devices, which their measurement points with limits, which the device events, and
 * which of their fields the intake reads and writes. The intake finds the modules by these
 * roles, so no module is named in code.
 */

/** The devices that publish: `code` is the {deviceCode} of their MQTT topics, unique per organisation. */
export interface IotDeviceBinding {
  role: 'device';
  code: string;
  /** The device's station (a reference), copied to the events it raises. */
  station?: string;
}

/** A device's measurement points and the limits outside which a reading raises an event. */
export interface IotPointBinding {
  role: 'point';
  /** The field holding the key of the point's device record. */
  device: string;
  /** The {pointCode} of telemetry payloads, unique per device. */
  code: string;
  /** The point's name, shown in the events it raises; default the code. */
  name?: string;
  unit?: string;
  lower?: string;
  upper?: string;
  /** The level of the events it raises (a value of the event module's level field); default `levels.ordinary`. */
  level?: string;
  /**
   * How far inside its limits a reading must come back before the event recovers, so that a
   * value hovering at a limit raises one event, not one per message. Default 0.
   */
  deadband?: number;
  /**
   * A number field and a datetime field the intake keeps at the point's newest reading, so the
   * point list, its search and its export show live values; named together or not at all.
   */
  latestValue?: string;
  latestAt?: string;
}

export interface IotEventBinding {
  role: 'event';
  /** The event's number, the alarm list's `no`; default the record key. */
  number?: string;
  device: string;
  station?: string;
  /** The point a limit event is about (its code); empty for events the device sends. */
  point?: string;
  level: string;
  content: string;
  time: string;
  state: string;
  /** The reading that raised it. */
  value?: string;
  /** The device's own fault code of an event it sends. */
  faultCode?: string;
  /** When the reading came back inside the limits. */
  recoveredAt?: string;
  /** The level field's values for the payload levels `ordinary` and `urgent`. */
  levels: { ordinary: string; urgent: string };
  /**
   * State values: `open` for new events, `recovered` for an open event whose reading came back
   * (an event a person already took up keeps its state), `todo` those the home page's alarm
   * pending list shows.
   */
  states: { open: string; recovered: string; todo: string[] };
  /** Urgent events are sent as a message to the users of the event's organisation holding one of these roles (its duty people). */
  notifyRoles?: string[];
}

export type IotBinding = IotDeviceBinding | IotPointBinding | IotEventBinding;
