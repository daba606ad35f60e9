import { describe, expect, it } from 'vitest';
import { allowedOperations } from './operations.ts';

describe('allowed operations', () => {
  const offered = ['add', 'edit', 'delete', 'export'] as const;

  it('offers every bundle operation when the module does not limit the user', () => {
    expect([...allowedOperations(offered, { isModuleOprLimit: false, moduleOprs: [] }, false)]).toEqual(['add', 'edit', 'delete', 'export']);
  });

  it('keeps only the granted ones when it does, never one the bundle lacks', () => {
    expect([...allowedOperations(offered, { isModuleOprLimit: true, moduleOprs: ['export', 'import'] }, false)]).toEqual(['export']);
  });

  it('allows none in view mode or before the grant arrives', () => {
    expect(allowedOperations(offered, { isModuleOprLimit: false, moduleOprs: [] }, true).size).toBe(0);
    expect(allowedOperations(offered, null, false).size).toBe(0);
  });
});
