import type { WidgetProps } from '@rjsf/utils';
import { useT } from '../../i18n/index.ts';
import { TextWidget } from './TextWidget.tsx';

/**
 * Geometry as text in the formats of spec 02 §3: point `[lng,lat]`, circle `[lng,lat];radius`,
 * polygon and polyline `[[lng,lat],...]`. The map editor dialog is a separate issue; the
 * placeholder shows the expected form.
 */
export function geoWidget(kind: 'geoPoint' | 'geoCircle' | 'geoPolygon' | 'geoPolyline') {
  function GeoWidget(props: WidgetProps) {
    const t = useT();
    return <TextWidget {...props} placeholder={props.placeholder || t(`widget.geo.${kind}`)} />;
  }
  GeoWidget.displayName = `GeoWidget(${kind})`;
  return GeoWidget;
}
