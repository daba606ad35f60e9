import { createHash } from 'node:crypto';
import type { CompiledModule } from '../../runtime/index.ts';

const versions = new WeakMap<CompiledModule, string>();

/**
 * A content hash of the module's bundle: clients cache compiled modules under it, and saved
 * rows record which version of the form wrote them (column bundle_version).
 */
export function bundleVersion(module: CompiledModule): string {
  let version = versions.get(module);
  if (!version) {
    version = createHash('sha256').update(JSON.stringify(module.bundle)).digest('hex').slice(0, 16);
    versions.set(module, version);
  }
  return version;
}
