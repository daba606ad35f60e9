import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { BUNDLE_VALIDATORS_FILE, bundleValidatorsSource } from './bundle-validators-source.ts';

describe('precompiled bundle validators', () => {
  it('are the ones the schemas give now', async () => {
    const committed = await fs.readFile(BUNDLE_VALIDATORS_FILE, 'utf8');
    expect(committed === bundleValidatorsSource(), 'schemas/ changed: run `npm run schemas:compile` and commit runtime/bundle/generated/').toBe(true);
  });

  it('import ajv helpers, never require them', () => {
    expect(bundleValidatorsSource()).not.toContain('require(');
  });
});
