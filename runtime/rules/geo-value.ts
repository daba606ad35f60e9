/**
 * Geometry values (spec 02 §3 'Geo values', the map editor's output and the geo widgets'
 * placeholders): a point is `[lng,lat]`; a polygon or polyline is an array of points,
 * `[[lng,lat],[lng,lat],...]`; a circle is `[lng,lat];radius`. Longitudes lie in -180..180,
 * latitudes in -90..90 (the editor's 'cleared' point [-1,-1] among them); a radius is a number
 * of metres, 0 or more (the editor starts a circle at 0). A polygon needs 3 vertices, a polyline 2.
 * Shared by coerceRecord and validateRecord, so the form and the server refuse the same texts.
 */
import type { FieldType } from '../bundle/types.ts';
import { parseNumber } from './value-parsers.ts';

export type GeoType = Extract<FieldType, 'geoPoint' | 'geoCircle' | 'geoPolygon' | 'geoPolyline'>;

export const GEO_TYPES: readonly GeoType[] = ['geoPoint', 'geoCircle', 'geoPolygon', 'geoPolyline'];

/** Message id (locales/*\/validation.json) of a value not of its geo type's shape: `rule.geoPoint`, ... */
export function geoMessageId(type: GeoType): string {
  return `rule.${type}`;
}

export function isGeoType(type: FieldType): type is GeoType {
  return (GEO_TYPES as readonly FieldType[]).includes(type);
}

/** A coordinate pair in the values' order: longitude first. */
export type LngLat = readonly [number, number];

/** A geo value read into numbers: what the map editor draws and edits. */
export type GeoShape =
  | { type: 'geoPoint'; point: LngLat }
  | { type: 'geoCircle'; centre: LngLat; radius: number }
  | { type: 'geoPolygon' | 'geoPolyline'; path: readonly LngLat[] };

/** Decimals the map editor keeps (spec 02 §5 'Map'): coordinates 6, a circle's radius 2. */
export const COORDINATE_DECIMALS = 6;
export const RADIUS_DECIMALS = 2;

/** The point value of a cleared point editor (spec 02 §4 'Map editing'): lng and lat -1. */
export const CLEARED_POINT: LngLat = [-1, -1];

const MIN_VERTICES: Record<'geoPolygon' | 'geoPolyline', number> = { geoPolygon: 3, geoPolyline: 2 };

/** Vertices a path of the type needs before it is a value. */
export function minVertices(type: 'geoPolygon' | 'geoPolyline'): number {
  return MIN_VERTICES[type];
}

function isCoordinate(value: unknown, limit: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= -limit && value <= limit;
}

function isPoint(value: unknown): value is LngLat {
  return Array.isArray(value) && value.length === 2 && isCoordinate(value[0], 180) && isCoordinate(value[1], 90);
}

/** JSON text to a value; undefined when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** `[lng,lat]` as written back: JSON numbers without spaces (`[114.695,41.151]`). */
function pointText(point: LngLat): string {
  return `[${point[0]},${point[1]}]`;
}

function readCircle(text: string): GeoShape | null {
  const separator = text.lastIndexOf(';');
  if (separator < 0) return null;
  const centre = parseJson(text.slice(0, separator).trim());
  const radius = parseNumber(text.slice(separator + 1).trim());
  if (!isPoint(centre) || radius === null || radius < 0) return null;
  return { type: 'geoCircle', centre, radius };
}

/**
 * Reads a geo value in its documented shape into numbers, or null when the text is not of the shape.
 * @example readGeoShape('geoCircle', '[114.69, 41.15] ; 200') // { type: 'geoCircle', centre: [114.69, 41.15], radius: 200 }
 */
export function readGeoShape(type: GeoType, text: string): GeoShape | null {
  const trimmed = text.trim();
  if (type === 'geoCircle') return readCircle(trimmed);
  const value = parseJson(trimmed);
  if (type === 'geoPoint') return isPoint(value) ? { type, point: value } : null;
  if (!Array.isArray(value) || value.length < MIN_VERTICES[type] || !value.every(isPoint)) return null;
  return { type, path: value as LngLat[] };
}

/** A shape's canonical text: no spaces, numbers as JSON writes them. */
export function geoShapeText(shape: GeoShape): string {
  if (shape.type === 'geoPoint') return pointText(shape.point);
  if (shape.type === 'geoCircle') return `${pointText(shape.centre)};${shape.radius}`;
  return `[${shape.path.map(pointText).join(',')}]`;
}

/** `value × 10^places` by moving the decimal exponent, free of the binary error of a multiplication. */
function shift(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/**
 * Half away from zero, as the decimal text reads: 114.1234565 → 114.123457 (a multiplication
 * by 10^6 gives 114123456.49999999 and rounds down).
 */
function round(value: number, decimals: number): number {
  const rounded = Math.sign(value) * Math.round(shift(Math.abs(value), decimals));
  // `+ 0` turns -0 into 0.
  return shift(rounded, -decimals) + 0;
}

function roundPoint(point: LngLat): LngLat {
  return [round(point[0], COORDINATE_DECIMALS), round(point[1], COORDINATE_DECIMALS)];
}

/** The shape as the map editor stores it: coordinates to 6 decimals, a radius to 2. */
export function roundGeoShape(shape: GeoShape): GeoShape {
  if (shape.type === 'geoPoint') return { type: shape.type, point: roundPoint(shape.point) };
  if (shape.type === 'geoCircle') return { type: shape.type, centre: roundPoint(shape.centre), radius: round(shape.radius, RADIUS_DECIMALS) };
  return { type: shape.type, path: shape.path.map(roundPoint) };
}

/**
 * Reads a geo value in its documented shape and answers its canonical text (no spaces, numbers
 * as JSON writes them), or null when the text is not of the shape.
 * @example parseGeoValue('geoCircle', '[114.69, 41.15] ; 200') // '[114.69,41.15];200'
 * @example parseGeoValue('geoPolygon', '[[1,2],[3,4]]') // null: a polygon needs 3 vertices
 */
export function parseGeoValue(type: GeoType, text: string): string | null {
  const shape = readGeoShape(type, text);
  return shape && geoShapeText(shape);
}
