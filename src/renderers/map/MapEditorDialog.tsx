/**
 * The geographic coordinate editor (spec 02 §2, §4): a full-screen dialog with the map and a
 * side panel of typed coordinates, in the field's mode (point, circle, polygon or polyline).
 * What it confirms is the field's value text, rounded as spec 02 §5 says.
 */
import { useState } from 'react';
import { Button } from '../../components/Button.tsx';
import { DialogButtons } from '../../components/DialogButtons.tsx';
import { Modal } from '../../components/Modal.tsx';
import { CloseIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/index.ts';
import { CLEARED_POINT, geoShapeText, readGeoShape, type GeoShape, type GeoType } from '../../../runtime/rules/geo-value.ts';
import { inputClass } from '../input-class.ts';
import { draftOf, shapeOfDraft, type CoordinateDraft, type VertexDraft } from './coordinate-drafts.ts';
import MapCanvas from './MapCanvas.tsx';
import { useMapContext } from './map-context.ts';

export interface MapEditorDialogProps {
  type: GeoType;
  /** The field's value text; one not of the type's shape opens an empty editor. */
  value: string | undefined;
  /** The field's label, named in the title. */
  fieldLabel: string;
  onConfirm: (value: string | undefined) => void;
  onClose: () => void;
}

export default function MapEditorDialog({ type, value, fieldLabel, onConfirm, onClose }: MapEditorDialogProps) {
  const t = useT();
  const context = useMapContext();
  const [shape, setShape] = useState<GeoShape | null>(() => (value ? readGeoShape(type, value) : null));
  const [draft, setDraft] = useState<CoordinateDraft>(() => draftOf(type, shape));
  const [drawing, setDrawing] = useState(false);
  const typed = shapeOfDraft(type, draft);
  const problem = 'problem' in typed ? typed.problem : null;

  const fromMap = (next: GeoShape | null) => {
    setShape(next);
    setDraft(draftOf(type, next));
  };
  const fromPanel = (next: CoordinateDraft) => {
    setDraft(next);
    const read = shapeOfDraft(type, next);
    if ('shape' in read) setShape(read.shape);
  };
  const clear = () => {
    setDrawing(false);
    // Spec 02 §4: clearing a point sets lng and lat to -1; the other shapes are emptied.
    setShape(type === 'geoPoint' ? { type, point: CLEARED_POINT } : null);
    setDraft(draftOf(type, null));
  };
  const setVertex = (index: number, part: keyof VertexDraft, text: string) =>
    fromPanel({ ...draft, vertices: draft.vertices.map((vertex, at) => (at === index ? { ...vertex, [part]: text } : vertex)) });
  const paths = type === 'geoPolygon' || type === 'geoPolyline';

  return (
    <Modal
      open
      fullScreen
      onClose={onClose}
      title={`${t('map.title')} · ${fieldLabel}`}
      bodyClassName="flex p-0"
      footer={<DialogButtons onCancel={onClose} onConfirm={() => !problem && onConfirm(shape ? geoShapeText(shape) : undefined)} />}
    >
      <MapCanvas type={type} shape={shape} context={context} editable drawing={drawing} onShape={fromMap} onDrawingEnd={() => setDrawing(false)} label={t('map.canvas')} className="min-h-0 min-w-0 flex-1" />
      <aside className="flex w-80 shrink-0 flex-col gap-3 overflow-auto border-l border-slate-200 p-4 text-sm">
        <div>
          <div className="font-medium text-slate-900">{t(`map.mode.${type}`)}</div>
          <p className="mt-1 text-xs leading-5 text-slate-500">{t(`map.hint.${type}`)}</p>
        </div>
        <div className="flex gap-2">
          <Button variant={drawing ? 'primary' : 'default'} size="small" aria-pressed={drawing} onClick={() => setDrawing(!drawing)}>
            {drawing ? t('map.drawing') : t('map.draw')}
          </Button>
          <Button size="small" onClick={clear}>
            {t('map.clear')}
          </Button>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-xs font-medium text-slate-600">{t(paths ? 'map.vertices' : type === 'geoCircle' ? 'map.centre' : 'map.position')}</legend>
          {draft.vertices.map((vertex, index) => (
            <div key={index} className="flex items-center gap-1.5">
              {paths && <span className="w-5 shrink-0 text-right text-xs text-slate-500">{index + 1}</span>}
              <input aria-label={t('map.lngOf', { row: index + 1 })} placeholder={t('map.lng')} inputMode="decimal" value={vertex.lng} onChange={(event) => setVertex(index, 'lng', event.target.value)} className={inputClass(false, 'h-7 w-full min-w-0')} />
              <input aria-label={t('map.latOf', { row: index + 1 })} placeholder={t('map.lat')} inputMode="decimal" value={vertex.lat} onChange={(event) => setVertex(index, 'lat', event.target.value)} className={inputClass(false, 'h-7 w-full min-w-0')} />
              {paths && (
                <button type="button" aria-label={t('map.removeVertex', { row: index + 1 })} onClick={() => fromPanel({ ...draft, vertices: draft.vertices.filter((_, at) => at !== index) })} className="rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-red-600">
                  <CloseIcon size={12} />
                </button>
              )}
            </div>
          ))}
          {paths && (
            <Button size="small" variant="text" className="self-start" onClick={() => setDraft({ ...draft, vertices: [...draft.vertices, { lng: '', lat: '' }] })}>
              {t('map.addVertex')}
            </Button>
          )}
          {type === 'geoCircle' && (
            <label className="flex items-center gap-1.5 text-xs text-slate-600">
              <span className="shrink-0">{t('map.radius')}</span>
              <input inputMode="decimal" value={draft.radius} onChange={(event) => fromPanel({ ...draft, radius: event.target.value })} className={inputClass(false, 'h-7 w-full min-w-0')} />
            </label>
          )}
        </fieldset>
        {problem && (
          <p role="alert" className="text-xs text-red-600">
            {t(problem.messageId, problem.params)}
          </p>
        )}
        <div className="mt-auto">
          <div className="text-xs text-slate-500">{t('map.value')}</div>
          <output className="mt-1 block break-all rounded bg-slate-50 p-2 font-mono text-xs text-slate-700">{shape ? geoShapeText(shape) : '—'}</output>
        </div>
      </aside>
    </Modal>
  );
}
