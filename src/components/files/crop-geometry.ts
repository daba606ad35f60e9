/** The crop frame's arithmetic, in display pixels of the image on the stage. */

export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Size {
  x: number;
  y: number;
}

/** What a drag holds: the whole frame or one of its corners. */
export type Handle = 'move' | 'nw' | 'ne' | 'sw' | 'se';

export const MIN_CROP = 16;

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** The factor that fits the image on the stage, never enlarging it. */
export function fitScale(image: Size, stage: Size): number {
  return Math.min(stage.width / image.width, stage.height / image.height, 1);
}

/** A centred frame over 80% of the image, of the aspect ratio when one is set. */
export function initialCrop(bounds: Size, ratio: number | null): Rect {
  let width = bounds.width * 0.8;
  let height = bounds.height * 0.8;
  if (ratio) {
    if (width / height > ratio) width = height * ratio;
    else height = width / ratio;
  }
  return { x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width, height };
}

/**
 * The frame after dragging `handle` by (dx, dy) from `start`: moved within the image, or
 * resized about the opposite corner, keeping the ratio and at least MIN_CROP pixels.
 */
export function dragCrop(start: Rect, handle: Handle, dx: number, dy: number, bounds: Size, ratio: number | null): Rect {
  if (handle === 'move') {
    return { ...start, x: clamp(start.x + dx, 0, bounds.width - start.width), y: clamp(start.y + dy, 0, bounds.height - start.height) };
  }
  const east = handle.endsWith('e');
  const south = handle.startsWith('s');
  const anchorX = east ? start.x : start.x + start.width;
  const anchorY = south ? start.y : start.y + start.height;
  const roomX = east ? bounds.width - anchorX : anchorX;
  const roomY = south ? bounds.height - anchorY : anchorY;
  let width = clamp(start.width + (east ? dx : -dx), Math.min(MIN_CROP, roomX), roomX);
  let height = clamp(start.height + (south ? dy : -dy), Math.min(MIN_CROP, roomY), roomY);
  if (ratio) {
    height = width / ratio;
    if (height > roomY) {
      height = roomY;
      width = height * ratio;
    }
  }
  return { x: east ? anchorX : anchorX - width, y: south ? anchorY : anchorY - height, width, height };
}

/** A display rectangle in the image's own pixels, whole and inside the image. */
export function toSourceRect(rect: Rect, scale: number, source: Size): Rect {
  const x = clamp(Math.round(rect.x / scale), 0, source.width - 1);
  const y = clamp(Math.round(rect.y / scale), 0, source.height - 1);
  return { x, y, width: clamp(Math.round(rect.width / scale), 1, source.width - x), height: clamp(Math.round(rect.height / scale), 1, source.height - y) };
}
