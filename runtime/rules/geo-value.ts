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

type Point = [number, number];

const MIN_VERTICES: Record<'geoPolygon' | 'geoPolyline', number> = { geoPolygon: 3, geoPolyline: 2 };

function isCoordinate(value: unknown, limit: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= -limit && value <= limit;
}

function isPoint(value: unknown): value is Point {
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
function pointText(point: Point): string {
  return `[${point[0]},${point[1]}]`;
}

function readCircle(text: string): string | null {
  const separator = text.lastIndexOf(';');
  if (separator < 0) return null;
  const centre = parseJson(text.slice(0, separator).trim());
  const radius = parseNumber(text.slice(separator + 1).trim());
  if (!isPoint(centre) || radius === null || radius < 0) return null;
  return `${pointText(centre)};${radius}`;
}

/**
 * Reads a geo value in its documented shape and answers its canonical text (no spaces, numbers
 * as JSON writes them), or null when the text is not of the shape.
 * @example parseGeoValue('geoCircle', '[114.69, 41.15] ; 200') // '[114.69,41.15];200'
 * @example parseGeoValue('geoPolygon', '[[1,2],[3,4]]') // null: a polygon needs 3 vertices
 */
export function parseGeoValue(type: GeoType, text: string): string | null {
  const trimmed = text.trim();
  if (type === 'geoCircle') return readCircle(trimmed);
  const value = parseJson(trimmed);
  if (type === 'geoPoint') return isPoint(value) ? pointText(value) : null;
  if (!Array.isArray(value) || value.length < MIN_VERTICES[type] || !value.every(isPoint)) return null;
  return `[${(value as Point[]).map(pointText).join(',')}]`;
}
