/**
 * Leaflet layers ↔ geo values (runtime/rules/geo-value.ts): a point is a marker, a circle a
 * circle, a polygon or polyline a path. Leaflet orders coordinates lat,lng; the values lng,lat.
 */
import type {} from '@geoman-io/leaflet-geoman-free';
import L from './leaflet-global.ts';
import { roundGeoShape, type GeoShape, type GeoType, type LngLat } from '../../../runtime/rules/geo-value.ts';

/** The spec's stroke (02 §9 'Map'): #ad2b26, weight 3. */
export const SHAPE_STYLE: L.PathOptions = { color: '#ad2b26', weight: 3, fillOpacity: 0.15 };

/** The default radius a click gives a new circle (spec 02 §4, §9), metres. */
export const DEFAULT_CIRCLE_RADIUS = 200;

export function toLatLng(point: LngLat): L.LatLng {
  return L.latLng(point[1], point[0]);
}

/** Longitude wrapped into -180..180: a map panned past the antimeridian reports 190 for -170. */
export function toLngLat(latLng: L.LatLng): LngLat {
  // wrap() does arithmetic even on a longitude in range, which shifts its last binary digit.
  const wrapped = Math.abs(latLng.lng) > 180 ? latLng.wrap() : latLng;
  return [wrapped.lng, wrapped.lat];
}

/** A pin drawn by CSS (Leaflet's image icons need their image paths patched under a bundler). */
export function pinIcon(color: string): L.DivIcon {
  return L.divIcon({
    className: '',
    html: `<span class="geo-pin" style="--pin:${color}"></span>`,
    iconSize: [22, 30],
    iconAnchor: [11, 30],
    tooltipAnchor: [0, -26],
  });
}

export type ShapeLayer = L.Marker | L.Circle | L.Polyline<GeoJSON.LineString | GeoJSON.MultiLineString | GeoJSON.Polygon | GeoJSON.MultiPolygon>;

/**
 * The layer showing a shape, styled as given (a point as a pin of the style's colour, in the
 * style's pane). The style's pmIgnore keeps Geoman's editing off a layer (the backdrop's).
 */
export function shapeToLayer(shape: GeoShape, style: L.PathOptions = SHAPE_STYLE): ShapeLayer {
  switch (shape.type) {
    case 'geoPoint':
      return L.marker(toLatLng(shape.point), { icon: pinIcon(style.color ?? '#ad2b26'), pmIgnore: style.pmIgnore, interactive: style.interactive, pane: style.pane ?? 'markerPane' });
    case 'geoCircle':
      return L.circle(toLatLng(shape.centre), { ...style, radius: shape.radius });
    case 'geoPolygon':
      return L.polygon(shape.path.map(toLatLng), style);
    case 'geoPolyline':
      return L.polyline(shape.path.map(toLatLng), style);
  }
}

/** A polygon's outer ring or a polyline's vertices, whatever nesting Leaflet keeps them in. */
function firstRing(latLngs: L.LatLng[] | L.LatLng[][] | L.LatLng[][][]): L.LatLng[] {
  let ring: unknown = latLngs;
  while (Array.isArray(ring) && Array.isArray(ring[0])) ring = ring[0];
  return ring as L.LatLng[];
}

/**
 * The value a layer holds for a field of the type, rounded as the editor stores it (coordinates
 * to 6 decimals, radius to 2); null when the layer is not of the type's kind.
 */
export function layerToShape(type: GeoType, layer: L.Layer): GeoShape | null {
  if (type === 'geoPoint' && layer instanceof L.Marker) return roundGeoShape({ type, point: toLngLat(layer.getLatLng()) });
  if (type === 'geoCircle' && layer instanceof L.Circle) return roundGeoShape({ type, centre: toLngLat(layer.getLatLng()), radius: layer.getRadius() });
  // A polygon is a polyline too: test it first.
  if (type === 'geoPolygon' && layer instanceof L.Polygon) return roundGeoShape({ type, path: firstRing(layer.getLatLngs()).map(toLngLat) });
  if (type === 'geoPolyline' && layer instanceof L.Polyline && !(layer instanceof L.Polygon)) return roundGeoShape({ type, path: firstRing(layer.getLatLngs()).map(toLngLat) });
  return null;
}
