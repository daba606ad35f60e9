/** Canvas work of the cropping dialog: decode, rotate by quarter turns, cut out and encode. */
import type { Rect } from './crop-geometry.ts';

export async function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The image turned clockwise by `turns` quarter turns, as a canvas to crop from. */
export function rotated(image: HTMLImageElement, turns: number): HTMLCanvasElement {
  const quarter = ((turns % 4) + 4) % 4;
  const sideways = quarter % 2 === 1;
  const canvas = document.createElement('canvas');
  canvas.width = sideways ? image.naturalHeight : image.naturalWidth;
  canvas.height = sideways ? image.naturalWidth : image.naturalHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d');
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate((quarter * Math.PI) / 2);
  context.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);
  return canvas;
}

/**
 * Canvases encode png and jpeg, not gif: a cropped gif becomes a png (its name follows), and
 * 'upload original' keeps an animation.
 */
export function outputType(type: string): 'image/png' | 'image/jpeg' {
  return type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
}

export function outputName(name: string, type: string): string {
  const base = name.replace(/\.[^.]*$/, '') || 'image';
  return `${base}.${type === 'image/jpeg' ? 'jpg' : 'png'}`;
}

export function cropToBlob(source: HTMLCanvasElement, rect: Rect, type: 'image/png' | 'image/jpeg'): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = rect.width;
  canvas.height = rect.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('canvas 2d'));
  context.drawImage(source, rect.x, rect.y, rect.width, rect.height, 0, 0, rect.width, rect.height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas encode'))), type, 0.92));
}
