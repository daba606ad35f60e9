/**
 * Leaflet as the global `L`: Leaflet-Geoman's bundle patches `L` from the global scope, and
 * Leaflet sets no global when a bundler loads it. Imported before Geoman, only by the map chunk.
 */
import L from 'leaflet';

(globalThis as unknown as { L: typeof L }).L = L;

export default L;
