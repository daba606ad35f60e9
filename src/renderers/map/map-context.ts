/**
 * What the map editor shows besides its shape (pub/mapContext.ajax): the tile source, or none
 * for the coordinate grid, and the backdrop records' shapes (the stations of the organisation).
 * Asked again by each map as it opens (the answer is the user's, and users change without a
 * reload); a failed call leaves the map with the grid and no backdrop.
 */
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
import { request, unwrap, type Envelope } from '../../api/request.ts';
import type { MapContextAnswer } from '../../../contracts/map.ts';
import { readGeoShape, type GeoShape } from '../../../runtime/rules/geo-value.ts';

export interface BackdropShape {
  label: string;
  shape: GeoShape;
}

export interface MapContext {
  tileUrl: string | null;
  backdrop: BackdropShape[];
}

const EMPTY: MapContext = { tileUrl: null, backdrop: [] };

export function loadMapContext(): Promise<MapContext> {
  return request<Envelope<MapContextAnswer>>('pub/mapContext.ajax').then(unwrap).then(
    (answer) => ({
      tileUrl: answer.tileUrl,
      backdrop: answer.features.flatMap((feature) => {
        const shape = readGeoShape(feature.type, feature.value);
        return shape ? [{ label: feature.label, shape }] : [];
      }),
    }),
    () => EMPTY,
  );
}

/** The context of one map, asked as it mounts; null until it answers. */
export function useMapContext(): MapContext | null {
  return useQuery({ queryKey: queryKeys.call('pub/mapContext.ajax'), queryFn: loadMapContext, refetchOnMount: 'always' }).data ?? null;
}
