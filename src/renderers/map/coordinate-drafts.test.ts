import { describe, expect, it } from 'vitest';
import { draftOf, shapeOfDraft } from './coordinate-drafts.ts';

describe('typed coordinates', () => {
  it('shows a shape as rows and reads the rows back to it', () => {
    const circle = { type: 'geoCircle', centre: [110.294, 20.01], radius: 200 } as const;
    expect(draftOf('geoCircle', circle)).toEqual({ vertices: [{ lng: '110.294', lat: '20.01' }], radius: '200' });
    expect(shapeOfDraft('geoCircle', draftOf('geoCircle', circle))).toEqual({ shape: circle });
    expect(draftOf('geoPolygon', null)).toEqual({ vertices: [], radius: '' });
  });

  it('rounds typed coordinates to 6 decimals and a radius to 2', () => {
    const draft = { vertices: [{ lng: '114.12345678', lat: ' 41.1 ' }], radius: '150.555' };
    expect(shapeOfDraft('geoCircle', draft)).toEqual({ shape: { type: 'geoCircle', centre: [114.123457, 41.1], radius: 150.56 } });
  });

  it('names the first row that does not read, a radius below 0, or too few vertices', () => {
    const rows = [{ lng: '114.6', lat: '41.1' }, { lng: '114.', lat: '' }];
    expect(shapeOfDraft('geoPolyline', { vertices: rows, radius: '' })).toEqual({ problem: { messageId: 'map.problem.coordinate', params: { row: 2 } } });
    expect(shapeOfDraft('geoPoint', { vertices: [{ lng: '190', lat: '1' }], radius: '' })).toEqual({ problem: { messageId: 'map.problem.coordinate', params: { row: 1 } } });
    expect(shapeOfDraft('geoCircle', { vertices: [{ lng: '1', lat: '1' }], radius: '-5' })).toEqual({ problem: { messageId: 'map.problem.radius' } });
    expect(shapeOfDraft('geoPolygon', { vertices: rows.slice(0, 1), radius: '' })).toEqual({ problem: { messageId: 'map.problem.vertices', params: { count: 3 } } });
  });

  it('reads blank rows of a point as no point yet', () => {
    expect(shapeOfDraft('geoPoint', draftOf('geoPoint', null))).toEqual({ shape: null });
  });
});
