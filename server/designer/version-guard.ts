import { AppError, type CompiledModule } from '../../runtime/index.ts';
import { bundleVersion } from '../modules/bundle-version.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/**
 * A save runs under the version it validated against, or not at all: this holds the module's
 * published row (FOR SHARE) for the save's transaction and refuses when that row is no longer
 * the version the module was compiled from. A publish holds the same row FOR UPDATE, so a
 * publish and a save of the module never overlap: the save either commits before the publish
 * changes anything, or meets the new version here and is refused (E_BUNDLE_CHANGED {version}).
 * Every row therefore carries in bundle_version the version whose rules it was checked by.
 */
export async function holdPublishedVersion(trx: PlatformDb, module: CompiledModule): Promise<void> {
  const published = trx.selectFrom('sys_module_version').select('version').where('module_id', '=', module.moduleId).where('status', '=', 'published');
  const held = await published.forShare().executeTakeFirst();
  if (held && String(held.version) === bundleVersion(module)) return;
  // A publish that committed while this waited leaves the held row archived; the new number is read afresh.
  const now = held ?? (await published.executeTakeFirst());
  throw new AppError('E_BUNDLE_CHANGED', { version: now ? String(now.version) : '' });
}
