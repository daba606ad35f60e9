import { describe, expect, it } from 'vitest';
import { readMapTileUrl } from './config.ts';

describe('MAP_TILE_URL', () => {
  it('takes a tile template on this site or on one http(s) host; blank means none', () => {
    expect(readMapTileUrl(undefined)).toBeUndefined();
    expect(readMapTileUrl('  ')).toBeUndefined();
    expect(readMapTileUrl(' /tiles/{z}/{x}/{y}.png ')).toBe('/tiles/{z}/{x}/{y}.png');
    expect(readMapTileUrl('https://tiles.example.org:8443/sat/{z}/{y}/{x}.jpg')).toBe('https://tiles.example.org:8443/sat/{z}/{y}/{x}.jpg');
  });

  it('refuses at start what names no tile or no fixed host', () => {
    for (const bad of ['/tiles/{z}/{x}.png', 'tiles/{z}/{x}/{y}.png', 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', 'javascript:{z}{x}{y}']) {
      expect(() => readMapTileUrl(bad)).toThrow(/MAP_TILE_URL/);
    }
  });
});
