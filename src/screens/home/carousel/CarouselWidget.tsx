import { useEffect, useState } from 'react';
import { useLoad } from '../../../api/use-load.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { SettingsIcon } from '../../../components/icons.tsx';
import { useT } from '../../../i18n/hooks.ts';
import { DefaultSlide } from './DefaultSlides.tsx';
import { CarouselSettingsDialog } from './CarouselSettingsDialog.tsx';
import { loadHomeSlides } from './home-slides.ts';

/** Seconds each picture shows. */
const INTERVAL_MS = 5000;
const PATH = 'system/homeSlide/list.ajax';

/** The carousel of four pictures (spec 02 §2); the built-in ones until an administrator sets others. */
export function CarouselWidget() {
  const t = useT();
  const { data, error, reload } = useLoad(loadHomeSlides, [], { key: queryKeys.call(PATH) });
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [editing, setEditing] = useState(false);
  const count = data?.slides.length ?? 0;
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  return (
    <section className="relative h-48 overflow-hidden rounded-lg bg-slate-200 shadow-sm" aria-roledescription="carousel" aria-label={t('carousel.label')} data-testid="carousel" onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)}>
      {error ? (
        <LoadFailed message={error} onRetry={reload} className="h-full bg-white" />
      ) : !data ? (
        <div className="h-full animate-pulse bg-slate-200" />
      ) : (
        <>
          {data.slides.map((slide, index) => {
            const title = slide.title || t(`carousel.default.${slide.seq}`);
            return (
              <figure key={slide.seq} className={`absolute inset-0 transition-opacity duration-700 ${index === current ? 'opacity-100' : 'opacity-0'}`} aria-hidden={index !== current} aria-roledescription="slide" aria-label={t('carousel.slide', { n: slide.seq })}>
                {slide.image ? <img src={slide.image} alt={title} className="h-full w-full object-cover" /> : <DefaultSlide seq={slide.seq} />}
                <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/55 to-transparent px-4 pt-8 pb-3 text-sm font-medium text-white">{title}</figcaption>
              </figure>
            );
          })}
          <div className="absolute right-3 bottom-3 flex gap-1.5">
            {data.slides.map((slide, index) => (
              <button key={slide.seq} type="button" aria-label={t('carousel.slide', { n: slide.seq })} aria-current={index === current} onClick={() => setCurrent(index)} className={`h-1.5 rounded-full transition-all ${index === current ? 'w-5 bg-white' : 'w-1.5 bg-white/60'}`} />
            ))}
          </div>
          {data.editable && (
            <button type="button" aria-label={t('carousel.edit')} title={t('carousel.edit')} onClick={() => setEditing(true)} className="absolute top-2 right-2 rounded-full bg-black/30 p-1.5 text-white hover:bg-black/50">
              <SettingsIcon size={14} />
            </button>
          )}
          {editing && <CarouselSettingsDialog slides={data.slides} onClose={() => setEditing(false)} onChanged={reload} />}
        </>
      )}
    </section>
  );
}
