import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../build/precompress.ts';
import { startTestApp, type TestApp } from './harness.ts';

const ASSET = '/assets/index-Bq3xY7aZ.js';
const SCRIPT = Buffer.from(Array.from({ length: 400 }, (_, line) => `export const value${line} = '值 ${line}';\n`).join(''));
const INDEX = '<!doctype html><title>app</title><script type="module" src="/assets/index-Bq3xY7aZ.js"></script>';
const SECRET = 'outside-the-client-folder';

/** A built client as `vite build` leaves it: a hashed asset with its .br and .gz copies, and index.html. */
async function writeClient(clientDir: string): Promise<void> {
  await fs.mkdir(path.join(clientDir, 'assets'), { recursive: true });
  await fs.writeFile(path.join(clientDir, ASSET), SCRIPT);
  await fs.writeFile(path.join(clientDir, 'index.html'), INDEX);
  await precompressDir(clientDir);
}

describe('client assets', () => {
  let test: TestApp;
  let folder: string;
  beforeAll(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'client-assets-'));
    await fs.writeFile(path.join(folder, 'secret.txt'), SECRET);
    await writeClient(path.join(folder, 'client'));
    test = await startTestApp({ clientDir: path.join(folder, 'client') });
  });
  afterAll(async () => {
    await test.close();
    await fs.rm(folder, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    test.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('are sent in brotli when the browser accepts it, the same bytes once decoded', async () => {
    const answer = await get(ASSET, 'gzip, deflate, br, zstd');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(zlib.brotliDecompressSync(answer.rawPayload).equals(SCRIPT)).toBe(true);
  });

  it('are sent in gzip when the browser accepts only gzip', async () => {
    const answer = await get(ASSET, 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(answer.rawPayload).equals(SCRIPT)).toBe(true);
  });

  it('are sent as they are when the browser accepts no encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const answer = await get(ASSET, acceptEncoding);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.rawPayload.equals(SCRIPT)).toBe(true);
    }
  });

  it('are cached for a year when hashed, while index.html and the page routes are revalidated', async () => {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      expect((await get(ASSET, acceptEncoding)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/', '/index.html', '/login', '/vm/vehicle']) {
      const answer = await get(url, 'gzip, br');
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(answer.body, url).toBe(INDEX);
    }
  });

  it('carry the security headers', async () => {
    const answer = await get(ASSET, 'br');
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answer 404, not the page, for an asset that is not there (a chunk of an earlier build)', async () => {
    const answer = await get('/assets/index-OLDBUILD.js', 'gzip, br');
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toBe(INDEX);
    expect((await get('/vm/vehicle')).body).toBe(INDEX);
  });

  it('never answer a file outside the client folder, however the path is spelled', async () => {
    const tricks = [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/..%5csecret.txt',
      '/assets/%252e%252e/%252e%252e/secret.txt',
      '/assets/index-Bq3xY7aZ.js/../../../secret.txt',
    ];
    for (const url of tricks) {
      for (const acceptEncoding of [undefined, 'gzip, br']) {
        const answer = await get(url, acceptEncoding);
        expect(answer.body, url).not.toContain(SECRET);
        if (answer.statusCode === 200) expect(answer.body, url).toBe(INDEX);
      }
    }
  });
});
