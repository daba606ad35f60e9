import type { FieldType } from './types.ts';

/**
 * The field types whose control is a box that shows a placeholder while empty: the bundle check
 * refuses `placeholder` on the others (check boxes, radios, uploads, the browser's date and time
 * pickers), and the designer offers it only on these.
 */
export const PLACEHOLDER_TYPES: readonly FieldType[] = [
  'text', 'textarea', 'int', 'number', 'decimal', 'select', 'reference', 'treeRef', 'geoPoint', 'geoCircle', 'geoPolygon', 'geoPolyline',
];
