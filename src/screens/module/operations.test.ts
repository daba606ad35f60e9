import { describe, expect, it } from 'vitest';
import { OPERATION_NAMES } from '../../../runtime/index.ts';
import { allowedOperations, buttonShown, isUnlimitedButton, UNLIMITED_BUTTONS } from './operations.ts';

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

describe('buttons shown (spec 01 §6 exclusion list)', () => {
  const offered = ['add', 'edit', 'delete', 'import', 'export', 'template'] as const;
  const limited = { isModuleOprLimit: true, moduleOprs: ['export'] };
  const open = { isModuleOprLimit: false, moduleOprs: [] };

  it('lists the buttons that read or arrange only, and no operation the server checks', () => {
    expect([...UNLIMITED_BUTTONS]).toEqual(['refresh', 'columns', 'search', 'reset', 'expand', 'collapse']);
    for (const operation of OPERATION_NAMES) expect(isUnlimitedButton(operation)).toBe(false);
  });

  it('shows an excluded button under limiting with an empty moduleOprs, in view mode and before the grant', () => {
    for (const name of UNLIMITED_BUTTONS) {
      expect(buttonShown(name, offered, { isModuleOprLimit: true, moduleOprs: [] }, false)).toBe(true);
      expect(buttonShown(name, offered, limited, true)).toBe(true);
      expect(buttonShown(name, offered, null, false)).toBe(true);
    }
  });

  it('shows a named operation under limiting only when moduleOprs names it', () => {
    expect(buttonShown('export', offered, limited, false)).toBe(true);
    expect(buttonShown('import', offered, limited, false)).toBe(false);
    expect(buttonShown('template', offered, limited, false)).toBe(false);
    expect(buttonShown('template', offered, { isModuleOprLimit: true, moduleOprs: ['template'] }, false)).toBe(true);
  });

  it('shows every offered operation when limiting is off, none in view mode, none the bundle lacks', () => {
    for (const name of offered) expect(buttonShown(name, offered, open, false)).toBe(true);
    expect(buttonShown('export', offered, open, true)).toBe(false);
    expect(buttonShown('dragSort', offered, open, false)).toBe(false);
    expect(buttonShown('dragSort', offered, { isModuleOprLimit: true, moduleOprs: ['dragSort'] }, false)).toBe(false);
  });

  it('treats another named button like an operation: moduleOprs decides under limiting', () => {
    expect(buttonShown('print', offered, open, false)).toBe(true);
    expect(buttonShown('print', offered, limited, false)).toBe(false);
    expect(buttonShown('print', offered, { isModuleOprLimit: true, moduleOprs: ['print'] }, false)).toBe(true);
    expect(buttonShown('print', offered, open, true)).toBe(false);
  });
});
