import { describe, expect, it } from 'vitest';
import { compileModule } from '../bundle/compile.ts';
import type { FieldType, ModuleBundle } from '../bundle/types.ts';
import { coerceRecord } from './coerce.ts';
import { GEO_TYPES, geoShapeText, parseGeoValue, readGeoShape, roundGeoShape } from './geo-value.ts';
import { validateRecord } from './validate-record.ts';

const label = (zh: string) => ({ 'zh-CN': zh, 'en-US': zh });

/** A module with one field of each geo type. */
const geoModule = compileModule(
  {
    moduleId: 'geoTest',
    title: label('地理'),
    apiPath: 'geo/test',
    entity: {
      name: 'GeoTest',
      table: 'geo_test',
      primaryKey: 'id',
      orgScoped: false,
      fields: [
        { name: 'id', type: 'text', label: label('编号') },
        ...GEO_TYPES.map((type: FieldType) => ({ name: type, type, label: label(type) })),
      ],
    },
    list: { columns: [{ field: 'id' }] },
    form: { groups: [{ columns: 1, fields: ['id', ...GEO_TYPES] }] },
    operations: [],
  } as ModuleBundle,
  {},
);

describe('parseGeoValue', () => {
  it('reads points as [lng,lat] in range, the cleared point [-1,-1] included', () => {
    expect(parseGeoValue('geoPoint', '[114.695,41.151]')).toBe('[114.695,41.151]');
    expect(parseGeoValue('geoPoint', ' [ 114.6950 , 41.151 ] ')).toBe('[114.695,41.151]');
    expect(parseGeoValue('geoPoint', '[-1,-1]')).toBe('[-1,-1]');
    expect(parseGeoValue('geoPoint', '[180,-90]')).toBe('[180,-90]');
    for (const bad of ['114.695,41.151', '[114.695]', '[114.695,41.151,5]', '[181,0]', '[0,90.5]', '["1","2"]', '[1,2', '{"lng":1,"lat":2}', '[[1,2]]', 'null', '[1e999,0]']) {
      expect([bad, parseGeoValue('geoPoint', bad)]).toEqual([bad, null]);
    }
  });

  it('reads circles as [lng,lat];radius with a radius of 0 or more', () => {
    expect(parseGeoValue('geoCircle', '[114.69,41.15];200')).toBe('[114.69,41.15];200');
    expect(parseGeoValue('geoCircle', '[114.69, 41.15] ; 200.50')).toBe('[114.69,41.15];200.5');
    expect(parseGeoValue('geoCircle', '[0,0];0')).toBe('[0,0];0');
    for (const bad of ['[114.69,41.15]', '[114.69,41.15];', '[114.69,41.15];-1', '[114.69,41.15];abc', '[200,0];5', '200;[1,2]', '[[1,2]];5']) {
      expect([bad, parseGeoValue('geoCircle', bad)]).toEqual([bad, null]);
    }
  });

  it('reads polygons of 3 or more vertices and polylines of 2 or more points', () => {
    expect(parseGeoValue('geoPolygon', '[[1,2],[3,4],[5,6]]')).toBe('[[1,2],[3,4],[5,6]]');
    expect(parseGeoValue('geoPolygon', '[[1,2],[3,4]]')).toBeNull();
    expect(parseGeoValue('geoPolyline', '[[1,2], [3,4]]')).toBe('[[1,2],[3,4]]');
    expect(parseGeoValue('geoPolyline', '[[1,2]]')).toBeNull();
    for (const bad of ['[]', '[1,2]', '[[1,2],[3]]', '[[1,2],[3,95]]', '[[1,2],"x"]', '[[1,2],[3,4]];5']) {
      expect([bad, parseGeoValue('geoPolyline', bad)]).toEqual([bad, null]);
    }
  });
});

describe('roundGeoShape', () => {
  const rounded = (type: (typeof GEO_TYPES)[number], text: string) => geoShapeText(roundGeoShape(readGeoShape(type, text)!));

  it('keeps 6 decimals of a coordinate, half away from zero as the decimal text reads', () => {
    expect(rounded('geoPoint', '[114.1234565,-41.1234565]')).toBe('[114.123457,-41.123457]');
    expect(rounded('geoPoint', '[114.12345649,41.1]')).toBe('[114.123456,41.1]');
    expect(rounded('geoPoint', '[-0.0000004,1e-7]')).toBe('[0,0]');
    expect(rounded('geoPolyline', '[[1.00000051,2],[3,4.9999999]]')).toBe('[[1.000001,2],[3,5]]');
  });

  it('keeps 2 decimals of a radius', () => {
    expect(rounded('geoCircle', '[110.294,20.01];200.005')).toBe('[110.294,20.01];200.01');
    expect(rounded('geoCircle', '[110.294,20.01];199.994')).toBe('[110.294,20.01];199.99');
  });
});

describe('geo fields in coerceRecord and validateRecord', () => {
  it('keep well-formed values in their canonical text, from form text or JSON', () => {
    const { values, errors } = coerceRecord(geoModule, {
      geoPoint: '[ 114.695, 41.151 ]',
      geoCircle: '[114.69,41.15];200',
      geoPolygon: [[1, 2], [3, 4], [5, 6]],
      geoPolyline: '',
    });
    expect(errors).toEqual([]);
    expect(values).toEqual({ geoPoint: '[114.695,41.151]', geoCircle: '[114.69,41.15];200', geoPolygon: '[[1,2],[3,4],[5,6]]', geoPolyline: null });
  });

  it('refuse other values with a field error naming the shape', () => {
    const raw = { geoPoint: 'somewhere', geoCircle: '[1,2]', geoPolygon: '[[1,2],[3,4]]', geoPolyline: { lng: 1 } };
    const expected = GEO_TYPES.map((type) => ({ field: type, messageId: `rule.${type}`, params: { label: type } }));
    expect(coerceRecord(geoModule, raw).errors).toEqual(expected);
    expect(validateRecord(geoModule, raw)).toEqual(expected);
    expect(validateRecord(geoModule, { geoPoint: '[1,2]', geoCircle: '[1,2];3', geoPolygon: '[[1,2],[3,4],[5,6]]', geoPolyline: '[[1,2],[3,4]]' })).toEqual([]);
  });
});
