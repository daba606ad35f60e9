import { describe, expect, it, vi } from 'vitest';
import { loadCompiled } from '../../runtime/test-support/modules.ts';
import type { ModuleRegistry } from './registry.ts';
import { versionMemo } from './version-memo.ts';

function registryAt(revision: number): ModuleRegistry {
  return { revision } as ModuleRegistry;
}

describe('versionMemo', () => {
  it('builds once per registry revision, module version and key', () => {
    const memo = versionMemo<string[]>();
    const registry = registryAt(3);
    const vehicle = loadCompiled('vmVehicle');
    const build = vi.fn(() => ['built']);
    const first = memo(registry, vehicle, 'org1', build);
    expect(memo(registry, vehicle, 'org1', build)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);

    memo(registry, vehicle, 'org2', build);
    memo(registry, loadCompiled('vmVehicle'), 'org1', build);
    memo(registryAt(3), vehicle, 'org1', build);
    expect(build).toHaveBeenCalledTimes(4);
  });

  it('builds again once a publish moved the registry on', () => {
    const memo = versionMemo<number>();
    const registry = { revision: 1 } as { revision: number } & ModuleRegistry;
    const station = loadCompiled('baStation');
    expect(memo(registry, station, '', () => 1)).toBe(1);
    registry.revision = 2;
    expect(memo(registry, station, '', () => 2)).toBe(2);
  });

  it('keeps a bounded number of keys per module, dropping the oldest', () => {
    const memo = versionMemo<number>();
    const registry = registryAt(1);
    const station = loadCompiled('baStation');
    for (let index = 0; index < 65; index += 1) memo(registry, station, `k${index}`, () => index);
    expect(memo(registry, station, 'k64', () => -1)).toBe(64);
    expect(memo(registry, station, 'k0', () => -1)).toBe(-1);
  });
});
