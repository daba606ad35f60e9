import { describe, expect, it } from 'vitest';
import { toggleGrant } from './menu-grants.ts';

describe('menu grants grid', () => {
  it('adds an operation to a role in the catalogue order, and a new role at the end', () => {
    const grants = toggleGrant([{ role: 'user', operations: ['add'] }], 'user', 'view', true);
    expect(grants).toEqual([{ role: 'user', operations: ['view', 'add'] }]);
    expect(toggleGrant(grants, 'analyst', 'view', true)).toEqual([
      { role: 'user', operations: ['view', 'add'] },
      { role: 'analyst', operations: ['view'] },
    ]);
  });

  it('drops a role left without operations, and the list when none is left', () => {
    const grants = toggleGrant([{ role: 'user', operations: ['view'] }, { role: 'analyst', operations: ['view', 'edit'] }], 'user', 'view', false);
    expect(grants).toEqual([{ role: 'analyst', operations: ['view', 'edit'] }]);
    expect(toggleGrant(toggleGrant(grants, 'analyst', 'view', false), 'analyst', 'edit', false)).toBeUndefined();
  });
});
