import type { ModuleVersion } from '../../../../contracts/module-design.ts';
import { comparePair } from './compare-pair.ts';
import type { VersionAction } from './VersionRow.tsx';

/**
 * What a user may do with a version: open it; compare it when there is another to compare
 * with; publish the draft and roll back to an archived version with the publish grant;
 * discard the draft with the edit grant.
 */
export function versionActions(version: ModuleVersion, versions: readonly ModuleVersion[], grants: { canEdit: boolean; canPublish: boolean }): VersionAction[] {
  const actions: VersionAction[] = ['open'];
  if (comparePair(versions, version.version)) actions.push('compare');
  if (version.status === 'draft' && grants.canPublish) actions.push('publish');
  if (version.status === 'archived' && grants.canPublish) actions.push('rollback');
  if (version.status === 'draft' && grants.canEdit) actions.push('discard');
  return actions;
}
