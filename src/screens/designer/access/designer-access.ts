/**
 * What the signed-in user may do in the module designer (grants moduleDesigner:view|edit|publish,
 * docs/module-authoring.md 'Roles and grants', answered by access.ajax). The server checks every
 * call; this only decides what the screen offers. Viewing is known from list.ajax (a refusal is no access).
 */
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { loadDesignerAccess } from '../api/design-calls.ts';

export interface DesignerAccess {
  canEdit: boolean;
  canPublish: boolean;
}

const NO_ACCESS: DesignerAccess = { canEdit: false, canPublish: false };

export async function loadAccess(): Promise<DesignerAccess> {
  const grants = await loadDesignerAccess();
  return { canEdit: grants.edit, canPublish: grants.publish };
}

/** Null until known; what cannot be learnt is not offered. */
export function useDesignerAccess(): DesignerAccess | null {
  const { data, isError } = useQuery({ queryKey: queryKeys.designAccess(), queryFn: loadAccess });
  return data ?? (isError ? NO_ACCESS : null);
}
