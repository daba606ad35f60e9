import { request, unwrap, type Envelope } from '../../../api/request.ts';

/** One place of the carousel: its picture as a data: URL, '' for the built-in one. */
export interface HomeSlide {
  seq: number;
  title: string;
  image: string;
}

export interface HomeSlides {
  slides: HomeSlide[];
  /** The user may change them (system parameters' grant). */
  editable: boolean;
}

/** Widest picture stored: larger ones are scaled down in the browser before saving. */
const MAX_WIDTH = 1280;
const JPEG_QUALITY = 0.82;

export async function loadHomeSlides(): Promise<HomeSlides> {
  const body = await request<Envelope<HomeSlide[] | null>>('system/homeSlide/list.ajax', {}, { method: 'GET' });
  return { slides: unwrap(body) ?? [], editable: body.param?.editable === true };
}

export async function saveHomeSlide(slide: HomeSlide): Promise<void> {
  unwrap(await request<Envelope>('system/homeSlide/save.ajax', { seq: slide.seq, image: slide.image, title: slide.title }));
}

/** A chosen picture as a JPEG data: URL at most MAX_WIDTH wide. */
export async function scaledDataUrl(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_WIDTH / bitmap.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
}
