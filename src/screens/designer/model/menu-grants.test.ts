import { describe, expect, it } from 'vitest';
import { grantsText, parseGrants } from './menu-grants.ts';

describe('menu grants text', () => {
  it('reads roles and their operations, and writes them back', () => {
    const grants = parseGrants('user: view, add；analyst:view');
    expect(grants).toEqual([
      { role: 'user', operations: ['view', 'add'] },
      { role: 'analyst', operations: ['view'] },
    ]);
    expect(grantsText(grants ?? undefined)).toBe('user:view,add;analyst:view');
  });

  it('refuses a part without a role or with an unknown operation; empty means none', () => {
    expect(parseGrants(':view')).toBeNull();
    expect(parseGrants('user:fly')).toBeNull();
    expect(parseGrants('user')).toBeNull();
    expect(parseGrants(' ')).toBeUndefined();
  });
});
