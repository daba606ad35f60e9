// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import L from './leaflet-global.ts';
import { layerToShape, shapeToLayer } from './geo-layers.ts';
import { geoShapeText, readGeoShape, type GeoType } from '../../../runtime/rules/geo-value.ts';

/** A value through a layer and back, as the editor does when it opens a record and saves it. */
function roundTrip(type: GeoType, text: string): string | null {
  const shape = readGeoShape(type, text);
  if (!shape) throw new Error(`not a ${type}: ${text}`);
  const back = layerToShape(type, shapeToLayer(shape));
  return back && geoShapeText(back);
}

describe('geo values ↔ Leaflet layers', () => {
  it('keeps each kind of value through its layer, longitude first', () => {
    expect(roundTrip('geoPoint', '[114.695,41.151]')).toBe('[114.695,41.151]');
    expect(roundTrip('geoCircle', '[110.294,20.01];200')).toBe('[110.294,20.01];200');
    expect(roundTrip('geoPolygon', '[[114.69,41.15],[114.7,41.15],[114.7,41.16]]')).toBe('[[114.69,41.15],[114.7,41.15],[114.7,41.16]]');
    expect(roundTrip('geoPolyline', '[[94.9,36.4],[94.91,36.41]]')).toBe('[[94.9,36.4],[94.91,36.41]]');
  });

  it('puts the latitude first on the layer', () => {
    const marker = shapeToLayer({ type: 'geoPoint', point: [114.695, 41.151] }) as L.Marker;
    expect(marker.getLatLng()).toMatchObject({ lat: 41.151, lng: 114.695 });
  });

  it('rounds coordinates to 6 decimals and the radius to 2', () => {
    const circle = L.circle(L.latLng(20.0100004999, 110.29412345678), { radius: 200.456 });
    expect(geoShapeText(layerToShape('geoCircle', circle)!)).toBe('[110.294123,20.01];200.46');
    const marker = L.marker(L.latLng(-0.0000001, 114.1234565));
    expect(geoShapeText(layerToShape('geoPoint', marker)!)).toBe('[114.123457,0]');
    const polygon = L.polygon([L.latLng(41.1500001, 114.69), L.latLng(41.15, 114.7000009), L.latLng(41.16, 114.7)]);
    expect(geoShapeText(layerToShape('geoPolygon', polygon)!)).toBe('[[114.69,41.15],[114.700001,41.15],[114.7,41.16]]');
  });

  it('wraps a longitude panned past the antimeridian back into -180..180', () => {
    expect(geoShapeText(layerToShape('geoPoint', L.marker(L.latLng(10, 190)))!)).toBe('[-170,10]');
  });

  it('answers null for a layer of another kind than the field', () => {
    const polygon = L.polygon([L.latLng(1, 1), L.latLng(1, 2), L.latLng(2, 2)]);
    expect(layerToShape('geoPolyline', polygon)).toBeNull();
    expect(layerToShape('geoPoint', polygon)).toBeNull();
    expect(layerToShape('geoCircle', L.marker(L.latLng(1, 1)))).toBeNull();
  });
});
