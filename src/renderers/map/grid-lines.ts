/**
 * The coordinate grid drawn when no tile server is configured: round meridians and parallels
 * a readable distance apart at any zoom, each labelled with its degrees.
 */

/** Grid spacings in degrees, widest first: 1-2-5 steps down to about a metre. */
const FINEST = 0.00001;
const STEPS = [30, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002, 0.001, 0.0005, 0.0002, 0.0001, 0.00005, 0.00002, FINEST];

/** The widest spacing that puts at least `lines` lines across the span, so the grid stays readable. */
export function gridStep(span: number, lines: number): number {
  return STEPS.find((step) => span / step >= lines) ?? FINEST;
}

/** Decimals a spacing needs: 0.005 → 3, 2 → 0. */
function decimalsOf(step: number): number {
  const text = String(step);
  return text.includes('e-') ? Number(text.split('e-')[1]) : (text.split('.')[1]?.length ?? 0);
}

/** The grid values inside min..max for a spacing chosen for `lines` lines, with their labels' decimals. */
export function gridValues(min: number, max: number, lines: number): { values: number[]; decimals: number } {
  const step = gridStep(max - min, lines);
  const decimals = decimalsOf(step);
  const values: number[] = [];
  for (let index = Math.ceil(min / step); index * step <= max; index += 1) values.push(Number((index * step).toFixed(decimals)));
  return { values, decimals };
}

/** 114.69 → '114.69°E', -20.5 → '20.5°S'; 0 has no hemisphere. */
export function degreeLabel(value: number, decimals: number, axis: 'lng' | 'lat'): string {
  const hemisphere = value === 0 ? '' : axis === 'lng' ? (value > 0 ? 'E' : 'W') : value > 0 ? 'N' : 'S';
  return `${Math.abs(value).toFixed(decimals)}°${hemisphere}`;
}
