import { OPERATION_NAMES, type MenuGrantDef } from '../../../../runtime/index.ts';

const GRANTABLE: readonly string[] = ['view', ...OPERATION_NAMES];

/** The menu's grants as the designer's one-line text: `role:op,op;role:op`. */
export function grantsText(grants: readonly MenuGrantDef[] | undefined): string {
  return (grants ?? []).map((grant) => `${grant.role}:${grant.operations.join(',')}`).join(';');
}

/**
 * The one-line text back as grants; undefined for an empty text, null when a part has no role or
 * names an operation a module does not have.
 * @example parseGrants('user:view,add;analyst:view') // [{ role: 'user', operations: ['view', 'add'] }, { role: 'analyst', operations: ['view'] }]
 */
export function parseGrants(text: string): MenuGrantDef[] | undefined | null {
  const parts = text.split(/[;；]/).map((part) => part.trim()).filter(Boolean);
  if (parts.length === 0) return undefined;
  const grants: MenuGrantDef[] = [];
  for (const part of parts) {
    const [role = '', operations = ''] = part.split(/[:：]/, 2).map((piece) => piece.trim());
    const names = [...new Set(operations.split(/[,，\s]+/).filter(Boolean))];
    if (!role || names.length === 0 || names.some((name) => !GRANTABLE.includes(name))) return null;
    grants.push({ role, operations: names as MenuGrantDef['operations'] });
  }
  return grants;
}
