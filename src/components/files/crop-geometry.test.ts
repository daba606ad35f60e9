import { describe, expect, it } from 'vitest';
import { dragCrop, fitScale, initialCrop, MIN_CROP, toSourceRect } from './crop-geometry.ts';

const bounds = { width: 400, height: 300 };

describe('crop geometry', () => {
  it('fits the image on the stage without enlarging it', () => {
    expect(fitScale({ width: 1600, height: 900 }, { width: 560, height: 380 })).toBeCloseTo(0.35);
    expect(fitScale({ width: 100, height: 80 }, { width: 560, height: 380 })).toBe(1);
  });

  it('starts centred over 80% of the image, in the ratio when set', () => {
    expect(initialCrop(bounds, null)).toEqual({ x: 40, y: 30, width: 320, height: 240 });
    const square = initialCrop(bounds, 1);
    expect(square.width).toBe(square.height);
    expect(square.x).toBe((400 - square.width) / 2);
  });

  it('moves the frame but never out of the image', () => {
    const start = { x: 40, y: 30, width: 100, height: 100 };
    expect(dragCrop(start, 'move', 20, 10, bounds, null)).toMatchObject({ x: 60, y: 40 });
    expect(dragCrop(start, 'move', 1000, -1000, bounds, null)).toMatchObject({ x: 300, y: 0 });
  });

  it('resizes about the opposite corner, within the image and above the minimum', () => {
    const start = { x: 100, y: 100, width: 100, height: 100 };
    expect(dragCrop(start, 'se', 50, 20, bounds, null)).toEqual({ x: 100, y: 100, width: 150, height: 120 });
    expect(dragCrop(start, 'nw', -500, -500, bounds, null)).toEqual({ x: 0, y: 0, width: 200, height: 200 });
    expect(dragCrop(start, 'ne', -500, 0, bounds, null).width).toBe(MIN_CROP);
  });

  it('keeps the ratio while resizing, shrinking when the height runs out', () => {
    const start = { x: 100, y: 100, width: 100, height: 100 };
    const grown = dragCrop(start, 'se', 300, 0, bounds, 1);
    expect(grown).toEqual({ x: 100, y: 100, width: 200, height: 200 });
  });

  it('maps display pixels to whole source pixels inside the image', () => {
    expect(toSourceRect({ x: 10, y: 10, width: 100, height: 50 }, 0.5, { width: 1000, height: 1000 })).toEqual({ x: 20, y: 20, width: 200, height: 100 });
    expect(toSourceRect({ x: 390, y: 0, width: 20, height: 10 }, 1, { width: 400, height: 300 })).toEqual({ x: 390, y: 0, width: 10, height: 10 });
  });
});
