/**
 * The Leaflet map of the geo widgets: tiles when a tile source is configured, else the
 * coordinate grid; the backdrop records (station outlines and positions) greyed underneath; the
 * field's shape on top in the spec's red, editable with Leaflet-Geoman when the form is.
 * Only the map chunk imports this file, so Leaflet never weighs on the pages without a map.
 */
import 'leaflet/dist/leaflet.css';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import './map.css';
import type LeafletTypes from 'leaflet';
import L from './leaflet-global.ts';
import '@geoman-io/leaflet-geoman-free';
import { useEffect, useRef } from 'react';
import { CLEARED_POINT, geoShapeText, type GeoShape, type GeoType, type LngLat } from '../../../runtime/rules/geo-value.ts';
import { useLocale } from '../../i18n/index.ts';
import { addCoordinateGrid } from './coordinate-grid.ts';
import { DEFAULT_CIRCLE_RADIUS, SHAPE_STYLE, layerToShape, shapeToLayer, toLatLng, toLngLat, type ShapeLayer } from './geo-layers.ts';
import type { MapContext } from './map-context.ts';

/** Spec 02 §9 'Map': the default centre (about lng 110.294, lat 20.010) and zoom 17. */
const DEFAULT_CENTRE: LngLat = [110.294, 20.01];
const DEFAULT_ZOOM = 17;

/** Under the shapes and markers (overlay pane 400, markers 600), so the field's own shape is never covered. */
const BACKDROP_PANE = 'geoBackdrop';
const BACKDROP_STYLE: LeafletTypes.PathOptions = { color: '#475569', weight: 2, dashArray: '6 4', fillOpacity: 0.06, interactive: false, pmIgnore: true, pane: BACKDROP_PANE };

const DRAW_SHAPE = { geoPolygon: 'Polygon', geoPolyline: 'Line' } as const;

export interface MapCanvasProps {
  type: GeoType;
  shape: GeoShape | null;
  /** The tile source and backdrop; null while they load. */
  context: MapContext | null;
  editable: boolean;
  /** Draw mode (spec 02 §4 'Map editing'): clicks place the shape; ends by itself when it is placed. */
  drawing?: boolean;
  onShape?: (shape: GeoShape | null) => void;
  onDrawingEnd?: () => void;
  label: string;
  className?: string;
}

function isShown(shape: GeoShape | null): shape is GeoShape {
  return shape !== null && !(shape.type === 'geoPoint' && shape.point[0] === CLEARED_POINT[0] && shape.point[1] === CLEARED_POINT[1]);
}

/** Where a shape is: a point at zoom 17, anything larger fitted but no closer than zoom 17. */
function showShape(map: LeafletTypes.Map, layer: ShapeLayer): void {
  if (layer instanceof L.Marker) map.setView(layer.getLatLng(), Math.max(map.getZoom(), DEFAULT_ZOOM));
  else map.fitBounds(layer.getBounds(), { maxZoom: DEFAULT_ZOOM, padding: [40, 40] });
}

export default function MapCanvas({ type, shape, context, editable, drawing = false, onShape, onDrawingEnd, label, className = '' }: MapCanvasProps) {
  const [locale] = useLocale();
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletTypes.Map | null>(null);
  const shapeLayer = useRef<ShapeLayer | null>(null);
  // The text of the shape on the map: an edit on the map reports it, so the parent's echo is no change.
  const shownText = useRef<string | null>(null);
  const viewed = useRef(false);
  const callbacks = useRef({ onShape, onDrawingEnd });
  callbacks.current = { onShape, onDrawingEnd };

  useEffect(() => {
    const map = L.map(element.current!, { center: toLatLng(DEFAULT_CENTRE), zoom: DEFAULT_ZOOM, minZoom: 2, maxZoom: 21, scrollWheelZoom: true, attributionControl: false, zoomControl: false });
    // The grid labels its lines along the top and left edges: the zoom buttons go bottom right.
    L.control.zoom({ position: 'bottomright' }).addTo(map);
    map.createPane(BACKDROP_PANE).style.zIndex = '350';
    mapRef.current = map;
    map.pm.setGlobalOptions({ allowSelfIntersection: true, snappable: true });
    // A dialog or tab that changes the map's size leaves Leaflet's tiles and clicks misplaced until it remeasures.
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(element.current!);
    return () => {
      resize.disconnect();
      map.remove();
      mapRef.current = null;
      shapeLayer.current = null;
      shownText.current = null;
      viewed.current = false;
    };
  }, []);

  useEffect(() => {
    mapRef.current?.pm.setLang(locale === 'zh-CN' ? 'zh' : 'en');
  }, [locale]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !context) return;
    const base = context.tileUrl ? L.tileLayer(context.tileUrl, { maxZoom: 21, maxNativeZoom: 19 }).addTo(map) : null;
    const removeGrid = base ? null : addCoordinateGrid(map);
    const backdrop = L.layerGroup().addTo(map);
    const labelled = new Set<string>();
    for (const item of context.backdrop) {
      const layer = shapeToLayer(item.shape, BACKDROP_STYLE);
      if (item.label) {
        // One name per record, on its first shape.
        layer.bindTooltip(item.label, { permanent: !labelled.has(item.label), direction: layer instanceof L.Marker ? 'right' : 'center', className: 'geo-backdrop-label' });
        labelled.add(item.label);
      }
      backdrop.addLayer(layer);
    }
    if (!viewed.current) {
      viewed.current = true;
      if (shapeLayer.current) showShape(map, shapeLayer.current);
      else if (context.backdrop[0]) showShape(map, shapeToLayer(context.backdrop[0].shape));
    }
    return () => {
      base?.remove();
      removeGrid?.();
      backdrop.remove();
    };
  }, [context]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const text = isShown(shape) ? geoShapeText(shape) : null;
    if (text === shownText.current) return;
    shapeLayer.current?.remove();
    shapeLayer.current = null;
    shownText.current = text;
    if (!isShown(shape)) return;
    const layer = shapeToLayer(shape).addTo(map);
    shapeLayer.current = layer;
    if (editable) {
      const report = () => {
        const edited = layerToShape(type, layer);
        shownText.current = edited && geoShapeText(edited);
        callbacks.current.onShape?.(edited);
      };
      if (layer instanceof L.Marker) {
        layer.dragging?.enable();
        layer.on('dragend', report);
      } else {
        layer.pm.enable({ allowSelfIntersection: true, preventMarkerRemoval: false, removeLayerBelowMinVertexCount: false });
        layer.on('pm:edit', report);
      }
    }
    // A shape typed in or loaded elsewhere is brought into view; one being edited on the map is in it.
    if (viewed.current && !map.getBounds().contains(layer instanceof L.Marker ? layer.getLatLng() : layer.getBounds())) showShape(map, layer);
  }, [shape, editable, type]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !drawing) return;
    const end = () => callbacks.current.onDrawingEnd?.();
    const container = map.getContainer();
    if (type === 'geoPoint' || type === 'geoCircle') {
      // Spec 02 §4: a click places the point, or the centre of a circle of radius 200; right-click ends.
      const place = (event: LeafletTypes.LeafletMouseEvent) => {
        const at = toLngLat(event.latlng);
        callbacks.current.onShape?.(layerToShape(type, type === 'geoPoint' ? L.marker(event.latlng) : L.circle(toLatLng(at), { radius: DEFAULT_CIRCLE_RADIUS })));
        end();
      };
      container.style.cursor = 'crosshair';
      map.on('click', place);
      map.on('contextmenu', end);
      return () => {
        container.style.cursor = '';
        map.off('click', place);
        map.off('contextmenu', end);
      };
    }
    // Starting clears the path; each click adds a vertex, the hint line follows the mouse, right-click ends.
    callbacks.current.onShape?.(null);
    const created = (event: { layer: LeafletTypes.Layer }) => {
      const drawn = layerToShape(type, event.layer);
      event.layer.remove();
      callbacks.current.onShape?.(drawn);
    };
    map.on('pm:create', created);
    map.on('pm:drawend', end);
    map.pm.enableDraw(DRAW_SHAPE[type], {
      finishOn: 'contextmenu',
      continueDrawing: false,
      pathOptions: SHAPE_STYLE,
      templineStyle: { color: SHAPE_STYLE.color },
      hintlineStyle: { color: SHAPE_STYLE.color, dashArray: [5, 5] },
    });
    return () => {
      map.off('pm:create', created);
      map.off('pm:drawend', end);
      map.pm.disableDraw();
    };
  }, [drawing, type]);

  return <div ref={element} aria-label={label} className={`geo-map ${className}`} />;
}
