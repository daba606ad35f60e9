import type { ModuleVersion } from '../../../../contracts/module-design.ts';

/**
 * The two versions a comparison starts with, as [before, after] version numbers. Without a
 * focus: the draft against the published version. With a focus: the draft against the
 * published, the published against the version before it, an archived version against the
 * published. Null when there is nothing to compare it with.
 *
 * @param versions newest first, as versions.ajax answers
 */
export function comparePair(versions: readonly ModuleVersion[], focus?: number): [number, number] | null {
  const published = versions.find((version) => version.status === 'published')?.version;
  const target = focus ?? versions.find((version) => version.status === 'draft')?.version ?? published;
  if (target === undefined) return null;
  if (published === undefined || target === published) {
    const older = versions.find((version) => version.version < target)?.version;
    return older === undefined ? null : [older, target];
  }
  return target > published ? [published, target] : [target, published];
}
