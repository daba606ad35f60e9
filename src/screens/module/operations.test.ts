import { describe, expect, it } from 'vitest';
import { OPERATION_NAMES } from '../../../runtime/index.ts';
import { allowedOperations, UNLIMITED_BUTTONS } from './operations.ts';

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

describe('the toolbar exclusion list (spec 01 §6)', () => {
  it('holds buttons that read or arrange only, and no operation the server checks', () => {
    expect([...UNLIMITED_BUTTONS]).toEqual(['columns', 'refresh']);
    for (const name of UNLIMITED_BUTTONS) expect((OPERATION_NAMES as readonly string[]).includes(name)).toBe(false);
  });
});
