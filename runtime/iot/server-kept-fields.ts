import type { ModuleBundle } from '../bundle/types.ts';

/**
 * Fields of a module that only the server writes: a point's newest reading and its time, which
 * the device intake keeps (bundle `iot`, latestValue/latestAt). A save or an import passes over
 * what a client sends for them, so a form opened before a reading came cannot write it back.
 */
export function serverKeptFields(bundle: ModuleBundle): readonly string[] {
  const iot = bundle.iot;
  if (iot?.role !== 'point') return [];
  return [iot.latestValue, iot.latestAt].filter((name): name is string => name !== undefined);
}
