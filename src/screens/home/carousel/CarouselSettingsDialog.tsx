import { useState } from 'react';
import { reportError } from '../../../api/report-error.ts';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { toast } from '../../../components/toast.ts';
import { useT } from '../../../i18n/hooks.ts';
import { DefaultSlide } from './DefaultSlides.tsx';
import { saveHomeSlide, scaledDataUrl, type HomeSlide } from './home-slides.ts';

const ACCEPTED = 'image/png,image/jpeg,image/webp';

/** An administrator's choice of the carousel's four pictures: upload one per place, or go back to the built-in one. */
export function CarouselSettingsDialog({ slides, onClose, onChanged }: { slides: HomeSlide[]; onClose: () => void; onChanged: () => void }) {
  const t = useT();
  const [busy, setBusy] = useState<number | null>(null);
  const store = async (slide: HomeSlide) => {
    setBusy(slide.seq);
    try {
      await saveHomeSlide(slide);
      toast.success(t('msg.success'));
      onChanged();
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(null);
    }
  };
  const upload = async (slide: HomeSlide, file: File | undefined) => {
    if (!file) return;
    try {
      await store({ ...slide, image: await scaledDataUrl(file) });
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <Modal open onClose={onClose} title={t('carousel.dialogTitle')} width={760} footer={<Button onClick={onClose}>{t('schedule.close')}</Button>}>
      <ul className="grid grid-cols-2 gap-4">
        {slides.map((slide) => (
          <li key={slide.seq} className="overflow-hidden rounded border border-slate-200">
            <div className="h-32 bg-slate-100">{slide.image ? <img src={slide.image} alt="" className="h-full w-full object-cover" /> : <DefaultSlide seq={slide.seq} />}</div>
            <div className="flex items-center justify-between gap-2 p-2 text-sm">
              <span className="truncate text-slate-600">{t('carousel.slide', { n: slide.seq })}</span>
              <span className="flex gap-1">
                <label className={`inline-flex h-7 cursor-pointer items-center rounded border border-slate-300 px-2.5 text-xs text-slate-700 hover:border-primary-500 hover:text-primary-600 ${busy === slide.seq ? 'pointer-events-none opacity-50' : ''}`}>
                  {t('carousel.upload')}
                  <input type="file" accept={ACCEPTED} className="sr-only" onChange={(event) => void upload(slide, event.target.files?.[0])} />
                </label>
                {slide.image && (
                  <Button size="small" variant="text" onClick={() => void store({ ...slide, image: '' })}>
                    {t('carousel.reset')}
                  </Button>
                )}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
