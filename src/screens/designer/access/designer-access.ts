/**
 * What the signed-in user may do in the module designer (grants moduleDesigner:view|edit|publish,
 * docs/module-authoring.md 'Roles and grants', answered by access.ajax). The server checks every
 * call; this only decides what the screen offers. Viewing is known from list.ajax (a refusal is no access).
 */
import { useEffect, useState } from 'react';
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
  const [access, setAccess] = useState<DesignerAccess | null>(null);
  useEffect(() => {
    let live = true;
    loadAccess().then(
      (known) => live && setAccess(known),
      () => live && setAccess(NO_ACCESS),
    );
    return () => {
      live = false;
    };
  }, []);
  return access;
}
