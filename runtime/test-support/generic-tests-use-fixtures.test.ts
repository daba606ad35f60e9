import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The tests of the demo data itself: the only unit tests allowed to read modules/. */
const DEMO_DATA_TESTS = ['runtime/bundle/check.test.ts', 'runtime/rules/validation-catalog.test.ts', 'src/screens/designer/versions/versions-catalog.test.ts'];

function testFiles(dir: string): string[] {
  return readdirSync(ROOT + dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => `${entry.parentPath.slice(ROOT.length)}/${entry.name}`.replace(/\/+/g, '/'));
}

describe('generic unit tests', () => {
  it('read bundles from tests/fixtures, so editing a demo module of modules/ breaks none of them', () => {
    const self = fileURLToPath(import.meta.url).slice(ROOT.length);
    const readers = [...testFiles('runtime'), ...testFiles('src')].filter(
      (file) => file !== self && /(\.\.\/)+modules\/|demoBundles/.test(readFileSync(ROOT + file, 'utf8')),
    );
    expect(readers.sort()).toEqual([...DEMO_DATA_TESTS].sort());
  });
});
