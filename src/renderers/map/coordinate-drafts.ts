/**
 * Typed coordinates: the side panel of the map editor keeps what the user types as text rows
 * (a half-typed "114." must survive), and turns them into a shape only when every row reads.
 */
import { minVertices, roundGeoShape, type GeoShape, type GeoType, type LngLat } from '../../../runtime/rules/geo-value.ts';

/** One typed coordinate pair. */
export interface VertexDraft {
  lng: string;
  lat: string;
}

/** The panel's rows: one for a point, the centre and radius for a circle, the vertices of a path. */
export interface CoordinateDraft {
  vertices: VertexDraft[];
  radius: string;
}

/** Why the typed rows are not a value yet: a message id of locales/ and its parameters. */
export interface DraftProblem {
  messageId: string;
  params?: Record<string, number>;
}

function pairText(point: LngLat): VertexDraft {
  return { lng: String(point[0]), lat: String(point[1]) };
}

/** The rows showing a shape; a new point or circle has one empty row, a new path none. */
export function draftOf(type: GeoType, shape: GeoShape | null): CoordinateDraft {
  if (!shape) return { vertices: type === 'geoPoint' || type === 'geoCircle' ? [{ lng: '', lat: '' }] : [], radius: '' };
  if (shape.type === 'geoPoint') return { vertices: [pairText(shape.point)], radius: '' };
  if (shape.type === 'geoCircle') return { vertices: [pairText(shape.centre)], radius: String(shape.radius) };
  return { vertices: shape.path.map(pairText), radius: '' };
}

/** A typed number within ±limit, else null (blank is not 0). */
function coordinate(text: string, limit: number): number | null {
  const value = text.trim() === '' ? NaN : Number(text);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/**
 * The shape the rows describe, rounded as stored; or the first problem in them. A point or
 * circle with both coordinates blank is no shape (null) rather than a problem.
 */
export function shapeOfDraft(type: GeoType, draft: CoordinateDraft): { shape: GeoShape | null } | { problem: DraftProblem } {
  const blank = draft.vertices.every((vertex) => vertex.lng.trim() === '' && vertex.lat.trim() === '');
  if (blank && (type !== 'geoCircle' || draft.radius.trim() === '')) return { shape: null };
  const points: LngLat[] = [];
  for (const [index, vertex] of draft.vertices.entries()) {
    const lng = coordinate(vertex.lng, 180);
    const lat = coordinate(vertex.lat, 90);
    if (lng === null || lat === null) return { problem: { messageId: 'map.problem.coordinate', params: { row: index + 1 } } };
    points.push([lng, lat]);
  }
  const [first] = points;
  if (type === 'geoPoint' || type === 'geoCircle') {
    if (!first) return { problem: { messageId: 'map.problem.coordinate', params: { row: 1 } } };
    if (type === 'geoPoint') return { shape: roundGeoShape({ type, point: first }) };
    const radius = draft.radius.trim() === '' ? NaN : Number(draft.radius);
    if (!Number.isFinite(radius) || radius < 0) return { problem: { messageId: 'map.problem.radius' } };
    return { shape: roundGeoShape({ type, centre: first, radius }) };
  }
  const needed = minVertices(type);
  if (points.length < needed) return { problem: { messageId: 'map.problem.vertices', params: { count: needed } } };
  return { shape: roundGeoShape({ type, path: points }) };
}
