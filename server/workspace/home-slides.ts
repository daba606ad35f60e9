import { AppError } from '../../runtime/errors.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** The carousel's four places (spec 02 §2). */
export const SLIDE_COUNT = 4;
/** Largest stored picture (the browser scales it to 1280 px wide before sending). */
export const SLIDE_MAX_CHARS = 1_500_000;
export const SLIDE_TITLE_MAX = 100;
const DATA_URL = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/;

/** One place of the carousel: its picture ('' for the built-in one) and title. */
export interface HomeSlide {
  seq: number;
  title: string;
  image: string;
}

export async function homeSlides(db: PlatformDb): Promise<HomeSlide[]> {
  const rows = await db.selectFrom('sys_home_slide').select(['seq', 'title', 'image']).execute();
  return Array.from({ length: SLIDE_COUNT }, (_, index) => {
    const row = rows.find((candidate) => candidate.seq === index + 1);
    return { seq: index + 1, title: row?.title ?? '', image: row?.image ?? '' };
  });
}

/** Sets a place's picture and title; an empty image gives the place back its built-in picture. */
export async function saveHomeSlide(db: PlatformDb, userId: string, slide: HomeSlide): Promise<void> {
  if (!Number.isInteger(slide.seq) || slide.seq < 1 || slide.seq > SLIDE_COUNT) throw new AppError('E_VALIDATION', { max: SLIDE_COUNT }, 'carousel.seq.invalid');
  if ([...slide.title].length > SLIDE_TITLE_MAX) throw new AppError('E_VALIDATION', { max: SLIDE_TITLE_MAX }, 'carousel.title.tooLong');
  if (slide.image === '') {
    await db.deleteFrom('sys_home_slide').where('seq', '=', slide.seq).execute();
    return;
  }
  if (slide.image.length > SLIDE_MAX_CHARS || !DATA_URL.test(slide.image)) throw new AppError('E_VALIDATION', {}, 'carousel.file.invalid');
  const values = { image: slide.image, title: slide.title || null, updated_by: userId, updated_at: new Date() };
  await db.insertInto('sys_home_slide').values({ seq: slide.seq, ...values }).onConflict((c) => c.column('seq').doUpdateSet(values)).execute();
}
