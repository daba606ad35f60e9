import { describe, expect, it, vi } from 'vitest';
import dictionaries from '../../../tests/fixtures/bundles/dictionaries.json' with { type: 'json' };
import vehicle from '../../../tests/fixtures/bundles/vmVehicle.json' with { type: 'json' };
import { request } from '../../api/request.ts';
import { forgetModules, loadModule } from './module-meta.ts';

vi.mock('../../api/request.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), request: vi.fn() }));

const meta = (fieldAccess: Record<string, string>) => ({ state: 0, value: { bundle: vehicle, dictionaries, version: '3', fieldAccess } });

describe('compiled module cache', () => {
  it('compiles the same published version again for another session, with that session’s field access', async () => {
    vi.mocked(request).mockResolvedValueOnce(meta({ purchasePrice: 'hidden' }));
    const first = await loadModule('vmVehicle');
    expect(first.module.fields.get('purchasePrice')?.def.hidden).toBe(true);
    // The same version is reused within a session...
    expect(await loadModule('vmVehicle', '3')).toBe(first);
    // ...and asked again once the session changed (another user or organisation).
    forgetModules();
    vi.mocked(request).mockResolvedValueOnce(meta({}));
    const second = await loadModule('vmVehicle', '3');
    expect(second.module.fields.get('purchasePrice')?.def.hidden).not.toBe(true);
    expect(vi.mocked(request)).toHaveBeenCalledTimes(2);
  });
});
