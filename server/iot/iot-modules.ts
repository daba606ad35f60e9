import type { CompiledModule, IotDeviceBinding, IotEventBinding, IotPointBinding } from '../../runtime/index.ts';
import type { ModuleRegistry } from '../modules/registry.ts';

export interface Bound<B> {
  module: CompiledModule;
  binding: B;
}

/** The published modules holding devices, points and events (bundle `iot`); the first of each role. */
export interface IotModules {
  device?: Bound<IotDeviceBinding>;
  point?: Bound<IotPointBinding>;
  event?: Bound<IotEventBinding>;
}

export function iotModules(registry: ModuleRegistry): IotModules {
  const found: IotModules = {};
  for (const module of registry.all()) {
    const binding = module.bundle.iot;
    if (binding?.role === 'device') found.device ??= { module, binding };
    if (binding?.role === 'point') found.point ??= { module, binding };
    if (binding?.role === 'event') found.event ??= { module, binding };
  }
  return found;
}

/** The column of a field the binding names; the bundle check guarantees it exists. */
export function columnOf(module: CompiledModule, field: string): string {
  const compiled = module.fields.get(field);
  if (!compiled) throw new Error(`${module.moduleId} has no field ${field}`);
  return compiled.column;
}
