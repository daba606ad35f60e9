import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

describe('precompressDir', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'precompress-'));
    await fs.mkdir(path.join(dir, 'assets'));
  });
  afterEach(async () => fs.rm(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies that decode to the file, in every folder', async () => {
    const script = Buffer.from('export const label = "风机";\n'.repeat(200));
    await fs.writeFile(path.join(dir, 'assets', 'index-a1b2.js'), script);
    await fs.writeFile(path.join(dir, 'index.html'), `<!doctype html>${'<p>页面</p>'.repeat(200)}`);
    const written = await precompressDir(dir);
    expect(written.sort()).toEqual(['assets/index-a1b2.js.br', 'assets/index-a1b2.js.gz', 'index.html.br', 'index.html.gz']);
    expect(zlib.brotliDecompressSync(await fs.readFile(path.join(dir, 'assets', 'index-a1b2.js.br'))).equals(script)).toBe(true);
    expect(zlib.gunzipSync(await fs.readFile(path.join(dir, 'assets', 'index-a1b2.js.gz'))).equals(script)).toBe(true);
  });

  it('leaves alone small files, compressed formats and files that would not shrink', async () => {
    await fs.writeFile(path.join(dir, 'assets', 'tiny-a1b2.js'), 'export {};');
    await fs.writeFile(path.join(dir, 'assets', 'logo-a1b2.png'), Buffer.alloc(10_000));
    await fs.writeFile(path.join(dir, 'assets', 'font-a1b2.woff2'), Buffer.alloc(10_000));
    await fs.writeFile(path.join(dir, 'assets', 'noise-a1b2.js'), randomBytes(10_000));
    expect(await precompressDir(dir)).toEqual([]);
    expect((await fs.readdir(path.join(dir, 'assets'))).sort()).toEqual(['font-a1b2.woff2', 'logo-a1b2.png', 'noise-a1b2.js', 'tiny-a1b2.js']);
  });
});
