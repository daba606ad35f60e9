import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestApp, type TestApp } from './harness.ts';

interface Feature {
  label: string;
  type: string;
  value: string;
}

describe('pub/mapContext.ajax: what the map editor draws besides its shape', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ mapTileUrl: 'https://tiles.example.org/sat/{z}/{x}/{y}.jpg' });
  });
  afterAll(() => test.close());

  it("answers the tile source and the geo values of the user's stations, labelled by name", async () => {
    const { body } = await call(test.app, await login(test.app, 'manager'), 'pub/mapContext.ajax', {});
    expect(body.state).toBe(0);
    const { tileUrl, features } = body.value as { tileUrl: string; features: Feature[] };
    expect(tileUrl).toBe('https://tiles.example.org/sat/{z}/{x}/{y}.jpg');
    const labels = new Set(features.map((feature) => feature.label));
    // The manager works in the wind farm: its point and outline, not the PV station's.
    expect(labels.size).toBe(1);
    expect(features.map((feature) => [feature.type, feature.value])).toEqual([
      ['geoPoint', '[114.695,41.151]'],
      ['geoPolygon', '[[114.681,41.158],[114.703,41.162],[114.712,41.149],[114.698,41.139],[114.684,41.143]]'],
    ]);
    expect([...labels][0]).not.toBe('');
  });

  it('admits the tile server as an image source of the page policy, nothing else', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/pub/mapContext.ajax' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("img-src 'self' data: blob: https://tiles.example.org;");
    expect(policy).toContain("connect-src 'self';");
  });

  it('answers no tiles when MAP_TILE_URL is not set', async () => {
    const plain = await startTestApp();
    try {
      const { body } = await call(plain.app, await login(plain.app, 'manager'), 'pub/mapContext.ajax', {});
      expect((body.value as { tileUrl: string | null }).tileUrl).toBeNull();
    } finally {
      await plain.close();
    }
  });
});
