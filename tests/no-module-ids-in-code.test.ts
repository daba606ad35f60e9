import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The generic code: every module is a bundle it interprets, none has its own code path. */
const CODE_DIRS = ['server', 'runtime', 'src'];
/** The demo seed (its records and workflow model) is the one place that knows the demo modules. */
const SEED_DIR = path.join('server', 'seed');
const SOURCE = /\.(ts|tsx|js|mjs|json|html|css)$/;
const TEST_CODE = /\.test\.tsx?$|[\\/]test-support[\\/]/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return file === SEED_DIR ? [] : sources(file);
    return SOURCE.test(entry.name) && !TEST_CODE.test(file) ? [file] : [];
  });
}

/** The module ids and entity names of the bundles in `dir`, which name demo modules. */
function demoNames(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as { moduleId?: unknown; entity?: { name?: unknown } })
    .flatMap((bundle) => [bundle.moduleId, bundle.entity?.name])
    .filter((name): name is string => typeof name === 'string');
}

describe('module ids in the code', () => {
  // The demo modules, and the copies of them the tests keep as fixtures.
  const names = [...new Set([...demoNames('modules'), ...demoNames(path.join('tests', 'fixtures', 'bundles'))])];

  it('knows the demo modules', () => {
    expect(names).toEqual(expect.arrayContaining(['dfDefect', 'dfDefectTrack', 'vmVehicle', 'VmVehicle']));
  });

  it('are named by no file of server/, runtime/ or src/ (comments included), the demo seed aside', () => {
    const word = new RegExp(`(?<![\\w$])(${names.join('|')})(?![\\w$])`, 'g');
    const found = CODE_DIRS.flatMap(sources).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => [...line.matchAll(word)].map((match) => `${file}:${index + 1}: ${match[0]}`)),
    );
    expect(found).toEqual([]);
  });
});
