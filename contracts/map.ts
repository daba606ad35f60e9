/** The map editor's context (pub/mapContext.ajax), defined once for the server and the client. */
import type { GeoType } from '../runtime/rules/geo-value.ts';

/** One geo value of a backdrop record (a module with `mapBackdrop`), as the map draws it under the edited shape. */
export interface BackdropFeature {
  /** The record's labelField (a station's name); '' when the user may not see that field. */
  label: string;
  type: GeoType;
  /** The stored text, in runtime/rules/geo-value.ts's shape. */
  value: string;
}

export interface MapContextAnswer {
  /** MAP_TILE_URL, a Leaflet tile template; null: no tiles, the map draws a coordinate grid. */
  tileUrl: string | null;
  features: BackdropFeature[];
}
