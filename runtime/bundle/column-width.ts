/**
 * Default list column width of spec 01 §9, for columns whose bundle gives none:
 * one visible column takes 560, more than two take 180 each, otherwise 280.
 */
export function columnDefaultWidth(visibleColumnCount: number): string {
  if (visibleColumnCount === 1) return '560';
  if (visibleColumnCount > 2) return '180';
  return '280';
}

/** A width of zero ('0%', '0', '0px') hides the column (spec 01 §3). */
export function isHiddenWidth(width: string | undefined): boolean {
  return width !== undefined && Number.parseFloat(width) === 0;
}
