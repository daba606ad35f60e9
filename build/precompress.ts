import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Text formats; images, woff2 fonts and archives are compressed already and would only grow. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|wasm)$/;
/** Below this size a compressed copy saves less than one packet. */
const MIN_BYTES = 1024;

/** The encodings written beside each file, named as @fastify/static's preCompressed looks them up. */
export const ENCODINGS = {
  br: (data: Buffer) =>
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gz: (data: Buffer) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
} as const;

/**
 * Writes `file.br` and `file.gz` beside every compressible file of `dir` (at any depth) at
 * maximum compression, skipping a copy that would not be smaller than the file itself.
 * Returns the paths written, relative to `dir`.
 *
 * Example: after `vite build`, dist/assets/index-3f9a.js gets index-3f9a.js.br and .gz.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
  const written = await Promise.all(files.map((file) => precompressFile(file)));
  return written.flat().map((file) => path.relative(dir, file));
}

async function precompressFile(file: string): Promise<string[]> {
  const data = await fs.readFile(file);
  if (data.length < MIN_BYTES) return [];
  const written: string[] = [];
  for (const [extension, compress] of Object.entries(ENCODINGS)) {
    const compressed = await compress(data);
    if (compressed.length >= data.length) continue;
    await fs.writeFile(`${file}.${extension}`, compressed);
    written.push(`${file}.${extension}`);
  }
  return written;
}

/** Vite build plugin: precompresses the whole output folder once it is written (public files included). */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler(options) {
        if (options.dir) await precompressDir(options.dir);
      },
    },
  };
}
