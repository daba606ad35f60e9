import { useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
import { useT } from '../../i18n/hooks.ts';
import { Button } from '../Button.tsx';
import { Modal } from '../Modal.tsx';
import { Spinner } from '../Spinner.tsx';
import { dragCrop, fitScale, initialCrop, toSourceRect, type Handle, type Rect } from './crop-geometry.ts';
import { RotateIcon } from './file-icons.tsx';
import { cropToBlob, loadImage, outputName, outputType, rotated } from './image-canvas.ts';

export interface ImageCropDialogProps {
  /** The chosen image; null closes the dialog. */
  file: File | null;
  onCancel: () => void;
  /** The cropped image (or the original, unchanged) and the name to upload it under. */
  onCrop: (image: Blob, name: string) => void;
}

const STAGE = { width: 640, height: 400 };
const RATIOS: readonly { label: string; value: number | null }[] = [
  { label: '', value: null },
  { label: '1:1', value: 1 },
  { label: '4:3', value: 4 / 3 },
  { label: '16:9', value: 16 / 9 },
];
const CORNERS: readonly { handle: Handle; className: string }[] = [
  { handle: 'nw', className: '-left-1.5 -top-1.5 cursor-nwse-resize' },
  { handle: 'ne', className: '-right-1.5 -top-1.5 cursor-nesw-resize' },
  { handle: 'sw', className: '-bottom-1.5 -left-1.5 cursor-nesw-resize' },
  { handle: 'se', className: '-bottom-1.5 -right-1.5 cursor-nwse-resize' },
];
const ARROWS: Readonly<Record<string, [number, number]>> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * The image cropping dialog of spec 01 §2: the image drawn on a canvas under a frame that
 * moves and resizes, an aspect ratio, quarter-turn rotation; the cut is encoded by a canvas.
 */
export function ImageCropDialog({ file, onCancel, onCrop }: ImageCropDialogProps) {
  const t = useT();
  const owner = useId();
  const decoded = useQuery({
    queryKey: queryKeys.chosenImage(owner, file),
    queryFn: () => loadImage(file!),
    enabled: file !== null,
    // A picture of the user's own, decoded in the browser: once, and not kept once the dialog closes.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const image = file && decoded.data ? decoded.data : null;
  const [canvasFailed, setCanvasFailed] = useState(false);
  const failed = decoded.isError || canvasFailed;
  const [turns, setTurns] = useState(0);
  const [ratio, setRatio] = useState<number | null>(null);
  const [rect, setRect] = useState<Rect>({ x: 0, y: 0, width: 0, height: 0 });
  const [busy, setBusy] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ handle: Handle; x: number; y: number; start: Rect } | null>(null);

  useEffect(() => {
    setCanvasFailed(false);
    setTurns(0);
  }, [file]);

  const [source, setSource] = useState<HTMLCanvasElement | null>(null);
  useEffect(() => {
    try {
      setSource(image ? rotated(image, turns) : null);
    } catch {
      // No 2d context (a browser with canvas disabled): only the original can be sent.
      setCanvasFailed(true);
    }
  }, [image, turns]);
  const scale = source ? fitScale(source, STAGE) : 1;
  const display = source ? { width: Math.round(source.width * scale), height: Math.round(source.height * scale) } : { width: 0, height: 0 };

  useEffect(() => {
    // A new source or ratio starts a new frame (display follows from source).
    setRect(initialCrop(display, ratio));
  }, [source, ratio, display.width, display.height]);

  useEffect(() => {
    const target = canvas.current;
    if (!source || !target) return;
    const density = window.devicePixelRatio || 1;
    target.width = Math.round(display.width * density);
    target.height = Math.round(display.height * density);
    target.getContext('2d')?.drawImage(source, 0, 0, target.width, target.height);
  }, [source, display.width, display.height]);

  const startDrag = (handle: Handle) => (event: ReactPointerEvent<HTMLElement>) => {
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { handle, x: event.clientX, y: event.clientY, start: rect };
  };
  const moveDrag = (event: ReactPointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (current) setRect(dragCrop(current.start, current.handle, event.clientX - current.x, event.clientY - current.y, display, ratio));
  };

  const confirm = async () => {
    if (!file || !source) return;
    setBusy(true);
    try {
      const type = outputType(file.type);
      onCrop(await cropToBlob(source, toSourceRect(rect, scale, source), type), outputName(file.name, type));
    } catch {
      setCanvasFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const cut = source ? toSourceRect(rect, scale, source) : null;
  return (
    <Modal
      open={file !== null}
      onClose={onCancel}
      title={t('crop.title')}
      width={720}
      footer={
        <>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button disabled={!file || failed} onClick={() => file && onCrop(file, file.name)}>
            {t('crop.original')}
          </Button>
          <Button variant="primary" loading={busy} disabled={!source || failed} onClick={() => void confirm()}>
            {t('crop.confirm')}
          </Button>
        </>
      }
    >
      <div className="mb-3 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-slate-500">{t('crop.ratio')}</span>
        <div className="inline-flex overflow-hidden rounded border border-slate-300">
          {RATIOS.map((option) => (
            <button
              key={option.label || 'free'}
              type="button"
              aria-pressed={ratio === option.value}
              onClick={() => setRatio(option.value)}
              className={`h-7 px-2.5 text-xs ${ratio === option.value ? 'bg-primary-600 text-white' : 'bg-white text-slate-600 hover:text-primary-600'}`}
            >
              {option.label || t('crop.free')}
            </button>
          ))}
        </div>
        <Button size="small" icon={<RotateIcon size={14} />} disabled={!source} onClick={() => setTurns((value) => value + 1)}>
          {t('crop.rotate')}
        </Button>
        {cut && <span className="ml-auto text-xs tabular-nums text-slate-400">{`${cut.width} × ${cut.height} px`}</span>}
      </div>
      <div className="flex items-center justify-center rounded bg-slate-800" style={{ height: STAGE.height + 16 }}>
        {failed && <p className="text-sm text-slate-200">{t('crop.loadFailed')}</p>}
        {!failed && !source && <Spinner className="text-slate-300" />}
        {!failed && source && (
          <div className="relative overflow-hidden" style={display}>
            <canvas ref={canvas} style={display} className="block" data-testid="crop-canvas" />
            <div
              role="slider"
              tabIndex={0}
              aria-label={t('crop.hint')}
              aria-valuetext={cut ? `${cut.x}, ${cut.y}, ${cut.width} × ${cut.height}` : undefined}
              className="absolute cursor-move touch-none border border-white shadow-[0_0_0_9999px_rgba(15,23,42,0.55)] outline-none focus-visible:border-primary-400"
              style={{ left: rect.x, top: rect.y, width: rect.width, height: rect.height }}
              onPointerDown={startDrag('move')}
              onPointerMove={moveDrag}
              onPointerUp={() => (drag.current = null)}
              onPointerCancel={() => (drag.current = null)}
              onKeyDown={(event) => {
                const step = ARROWS[event.key];
                if (!step) return;
                event.preventDefault();
                setRect((current) => dragCrop(current, 'move', step[0] * 10, step[1] * 10, display, ratio));
              }}
            >
              {CORNERS.map((corner) => (
                <span key={corner.handle} className={`absolute h-3 w-3 border border-primary-600 bg-white ${corner.className}`} onPointerDown={startDrag(corner.handle)} />
              ))}
            </div>
          </div>
        )}
      </div>
      <p className="mt-2 text-xs text-slate-400">{t('crop.hint')}</p>
    </Modal>
  );
}
