import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { xmlRunGuard } from './xml-run-guard.ts';

const through = (chunks: string[], maxRun: number) => text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(xmlRunGuard(maxRun)));

describe('xmlRunGuard', () => {
  it('passes XML whose runs between two < stay within the limit, across chunk borders', async () => {
    expect(await through(['<a>12', '345</a><b>', '12345</b>'], 7)).toBe('<a>12345</a><b>12345</b>');
  });

  it('refuses a run beyond the limit, within one chunk or spread over several', async () => {
    await expect(through(['<a>1234567</a>'], 7)).rejects.toMatchObject({ messageId: 'files.zipBomb' });
    await expect(through(['<a>123', '4', '567'], 7)).rejects.toMatchObject({ messageId: 'files.zipBomb' });
  });
});
