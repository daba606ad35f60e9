import type { DesignContext } from '../../../../contracts/module-design.ts';

type Folder = DesignContext['menuFolders'][number];

/** A module's family: the lower-case letters before the first capital of its id, as the demo families name theirs. */
function familyOf(moduleId: string): string {
  return /^[a-z]+/.exec(moduleId)?.[0] ?? '';
}

/**
 * The folder a module's menu entry starts in: the one holding most modules of its family; when
 * no folder holds one, the first folder holding any module (a business folder, not 流程中心 or
 * 系统设置, whose entries are the platform's own screens); else the first folder. Undefined
 * without folders.
 */
export function defaultMenuFolder(folders: readonly Folder[], moduleId: string): string | undefined {
  const family = familyOf(moduleId);
  const kin = (folder: Folder) => folder.modules.filter((module) => family !== '' && familyOf(module) === family).length;
  const best = folders.reduce<Folder | undefined>((chosen, folder) => (kin(folder) > (chosen ? kin(chosen) : 0) ? folder : chosen), undefined);
  return (best ?? folders.find((folder) => folder.modules.length > 0) ?? folders[0])?.id;
}
