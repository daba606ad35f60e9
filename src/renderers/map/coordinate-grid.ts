/**
 * The coordinate grid as Leaflet layers: meridians and parallels of grid-lines.ts across the
 * view, labelled at the top and left edges, drawn again after every move or zoom.
 */
import type L from 'leaflet';
import Leaflet from './leaflet-global.ts';
import { degreeLabel, gridValues } from './grid-lines.ts';

const LINE: L.PolylineOptions = { color: '#94a3b8', weight: 1, opacity: 0.7, interactive: false, pmIgnore: true, snapIgnore: true };

/** Pixels between two grid lines at most; the spacing is the widest round one that keeps this. */
const PIXELS_PER_LINE = 150;

function label(text: string, edge: 'top' | 'left'): L.DivIcon {
  // Leaflet places the icon element by its transform: the offset goes on the inner span.
  return Leaflet.divIcon({ className: 'geo-grid-label', html: `<span class="geo-grid-label-${edge}">${text}</span>`, iconSize: [0, 0] });
}

/** Draws the grid on the map; answers what removes it. */
export function addCoordinateGrid(map: L.Map): () => void {
  const group = Leaflet.layerGroup().addTo(map);
  const draw = () => {
    group.clearLayers();
    const bounds = map.getBounds();
    const size = map.getSize();
    const [south, north, west, east] = [bounds.getSouth(), bounds.getNorth(), bounds.getWest(), bounds.getEast()];
    const lngs = gridValues(west, east, Math.max(2, size.x / PIXELS_PER_LINE));
    for (const lng of lngs.values) {
      group.addLayer(Leaflet.polyline([[south, lng], [north, lng]], LINE));
      group.addLayer(Leaflet.marker([north, lng], { icon: label(degreeLabel(lng, lngs.decimals, 'lng'), 'top'), interactive: false, keyboard: false, pmIgnore: true, snapIgnore: true }));
    }
    const lats = gridValues(south, north, Math.max(2, size.y / PIXELS_PER_LINE));
    for (const lat of lats.values) {
      group.addLayer(Leaflet.polyline([[lat, west], [lat, east]], LINE));
      group.addLayer(Leaflet.marker([lat, west], { icon: label(degreeLabel(lat, lats.decimals, 'lat'), 'left'), interactive: false, keyboard: false, pmIgnore: true, snapIgnore: true }));
    }
  };
  map.on('moveend zoomend resize', draw);
  draw();
  return () => {
    map.off('moveend zoomend resize', draw);
    group.remove();
  };
}
