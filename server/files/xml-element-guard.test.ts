import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { xmlElementGuard } from './xml-element-guard.ts';

const through = (chunks: string[], maxBytes: number) => text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(xmlElementGuard('row', maxBytes)));

describe('xmlElementGuard', () => {
  it('passes elements within the limit, however many and however the chunks cut their tags', async () => {
    const xml = '<sheetData><row r="1"><c>12</c></row><x:row r="2"/><row r="3"><c>34</c></row></sheetData>';
    expect(await through([xml], 24)).toBe(xml);
    expect(await through(xml.match(/.{1,3}/g) as string[], 24)).toBe(xml);
  });

  it('refuses an element beyond the limit, in one chunk or over several, with or without a prefix', async () => {
    await expect(through(['<row r="1"><c>123456789012345678901234</c></row>'], 24)).rejects.toMatchObject({ messageId: 'files.zipBomb' });
    await expect(through(['<x:row r="1"><c>1234', '5678901234', '5678901234</c></x:row>'], 24)).rejects.toMatchObject({ messageId: 'files.zipBomb' });
  });

  it('refuses an element that never ends once it is beyond the limit', async () => {
    const endless = ['<row r="1">', ...Array.from({ length: 30 }, () => '<c><v>1</v></c>')];
    await expect(through(endless, 24)).rejects.toMatchObject({ messageId: 'files.zipBomb' });
  });

  it('does not take other elements for it', async () => {
    expect(await through(['<rows><rowBreaks>1234567890123456789012345678901234567890</rowBreaks></rows>'], 24)).toContain('rowBreaks');
  });
});
