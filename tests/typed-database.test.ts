import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every folder of TypeScript that may hold a database handle. */
const CODE_DIRS = ['server', 'runtime', 'src', 'contracts', 'tests', 'bench', 'build'];
const SOURCE = /\.(ts|tsx|mts)$/;
/** Module tables are defined at run time by bundles: the one helper that views the database untyped. */
const HELPER = path.join('server', 'db', 'module-tables.ts');
/** An untyped handle: the platform tables' columns unchecked behind it. */
const UNTYPED = /\b(?:Kysely|Transaction)\s*<\s*any\s*>/g;

function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(file);
    return SOURCE.test(entry.name) ? [file] : [];
  });
}

function untypedHandles(file: string): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) => [...line.matchAll(UNTYPED)].map((match) => `${file}:${index + 1}: ${match[0]}`));
}

describe('typed database handles', () => {
  it('recognises an untyped handle however it is spaced', () => {
    const any = 'any';
    expect([`db: Kysely<${any}>`, `trx: Transaction< ${any} >`, `Kysely <${any}>`].map((text) => text.match(UNTYPED)?.length ?? 0)).toEqual([1, 1, 1]);
    expect(['db: PlatformDb', `Kysely<Database>`, `Kysely<${any}Table>`].map((text) => text.match(UNTYPED)?.length ?? 0)).toEqual([0, 0, 0]);
  });

  it('are untyped only in the module-table helper', () => {
    expect(untypedHandles(HELPER)).toHaveLength(1);
    const found = CODE_DIRS.flatMap(sources).filter((file) => file !== HELPER).flatMap(untypedHandles);
    expect(found).toEqual([]);
  });
});
