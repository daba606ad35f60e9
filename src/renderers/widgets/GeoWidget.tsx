import { lazy, Suspense, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useT } from '../../i18n/index.ts';
import { Button } from '../../components/Button.tsx';
import { MapIcon } from '../../components/icons.tsx';
import { CLEARED_POINT, readGeoShape, type GeoType } from '../../../runtime/rules/geo-value.ts';
import { TextWidget } from './TextWidget.tsx';

// Leaflet and Geoman load with the first map a user opens, never with the form itself.
const MapEditorDialog = lazy(() => import('../map/MapEditorDialog.tsx'));
const MapPreview = lazy(() => import('../map/MapPreview.tsx'));

/**
 * Geometry in the formats of spec 02 §3 (point `[lng,lat]`, circle `[lng,lat];radius`, polygon
 * and polyline `[[lng,lat],...]`): typed in the text box or drawn in the map editor dialog; a
 * read-only form shows the shape on a map under the text.
 */
export function geoWidget(kind: GeoType) {
  function GeoWidget(props: WidgetProps) {
    const t = useT();
    const [open, setOpen] = useState(false);
    const text = typeof props.value === 'string' ? props.value : '';
    const placeholder = props.placeholder || t(`widget.geo.${kind}`);
    if (props.readonly || props.disabled) {
      const shape = readGeoShape(kind, text);
      const cleared = shape?.type === 'geoPoint' && shape.point[0] === CLEARED_POINT[0] && shape.point[1] === CLEARED_POINT[1];
      return (
        <div className="flex flex-col gap-1.5">
          <TextWidget {...props} placeholder={placeholder} />
          {shape && !cleared && (
            <Suspense fallback={<div className="h-60 w-full rounded border border-slate-200 bg-slate-50" />}>
              <MapPreview shape={shape} label={t('map.previewOf', { label: props.label })} />
            </Suspense>
          )}
        </div>
      );
    }
    return (
      <div className="flex gap-1.5">
        <TextWidget {...props} placeholder={placeholder} />
        <Button icon={<MapIcon size={14} />} onClick={() => setOpen(true)} aria-label={t('map.openFor', { label: props.label })}>
          {t('map.open')}
        </Button>
        {open && (
          <Suspense fallback={null}>
            <MapEditorDialog
              type={kind}
              value={text}
              fieldLabel={props.label}
              onConfirm={(value) => {
                props.onChange(value);
                setOpen(false);
              }}
              onClose={() => setOpen(false)}
            />
          </Suspense>
        )}
      </div>
    );
  }
  GeoWidget.displayName = `GeoWidget(${kind})`;
  return GeoWidget;
}
