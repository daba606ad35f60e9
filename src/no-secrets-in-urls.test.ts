import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve('src');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Ways client code puts a named parameter into a URL it builds. */
const URL_PARTS = [
  /searchParams\.(?:set|append)\(\s*['"`](access_token|uakey)['"`]/g,
  /new URLSearchParams\(\{[^}]*\b(access_token|uakey)\b[^}]*\}\)/g,
  /[?&](access_token|uakey)=/g,
];

describe('URLs the client builds', () => {
  it('never carry the bearer token or a uakey (downloads, previews, images, avatars, gotoView)', () => {
    const found = sources(SRC).flatMap((file) => {
      // Comments may name the entries other systems call (/loginSso?uakey=…): only code counts.
      const text = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
      return URL_PARTS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => `${path.relative(SRC, file)}: ${match[0]}`));
    });
    expect(found).toEqual([]);
  });
});
