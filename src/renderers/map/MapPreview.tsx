/** A field's shape on the map, read-only (the detail view), over the same tiles or grid and backdrop as the editor. */
import type { GeoShape } from '../../../runtime/rules/geo-value.ts';
import MapCanvas from './MapCanvas.tsx';
import { useMapContext } from './map-context.ts';

export interface MapPreviewProps {
  shape: GeoShape;
  label: string;
}

export default function MapPreview({ shape, label }: MapPreviewProps) {
  const context = useMapContext();
  return <MapCanvas type={shape.type} shape={shape} context={context} editable={false} label={label} className="h-60 w-full rounded border border-slate-200" />;
}
