/**
 * User Timing marks for the browser benchmark: 'list data arrived → table painted' and
 * 'form mount → first paint'. The benchmark reads the measures by these names with
 * performance.getEntriesByName(name, 'measure').
 */

export const LIST_PAINT = 'module-list:data-to-paint';
export const FORM_PAINT = 'module-form:mount-to-paint';

function hasTiming(): boolean {
  return typeof performance !== 'undefined' && typeof performance.mark === 'function';
}

export function markStart(measure: typeof LIST_PAINT | typeof FORM_PAINT): void {
  if (hasTiming()) performance.mark(`${measure}:start`);
}

/**
 * Ends the measure after the next paint: a frame callback runs before paint, and a task queued
 * from it runs once that frame has been painted.
 */
export function measureAfterPaint(measure: typeof LIST_PAINT | typeof FORM_PAINT): void {
  if (!hasTiming() || typeof requestAnimationFrame !== 'function') return;
  requestAnimationFrame(() => {
    setTimeout(() => {
      // Two renders in one frame both ask; the first measures, the second finds no start.
      if (performance.getEntriesByName(`${measure}:start`, 'mark').length === 0) return;
      performance.measure(measure, `${measure}:start`);
      performance.clearMarks(`${measure}:start`);
    }, 0);
  });
}
