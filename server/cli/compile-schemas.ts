/**
 * npm run schemas:compile: writes the precompiled bundle validators after a change to
 * schemas/ (a unit test fails while the committed file is stale).
 */
import fs from 'node:fs/promises';
import { BUNDLE_VALIDATORS_FILE, bundleValidatorsSource } from './bundle-validators-source.ts';

await fs.writeFile(BUNDLE_VALIDATORS_FILE, bundleValidatorsSource());
console.log(`wrote ${BUNDLE_VALIDATORS_FILE.pathname}`);
