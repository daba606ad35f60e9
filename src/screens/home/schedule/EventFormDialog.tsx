import { useEffect, useState, type ReactNode } from 'react';
import { reportError } from '../../../api/report-error.ts';
import { useLoad } from '../../../api/use-load.ts';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { DialogButtons } from '../../../components/DialogButtons.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { Select } from '../../../components/Select.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { DateInput } from '../../../components/temporal/DateInput.tsx';
import { toast } from '../../../components/toast.ts';
import { useT } from '../../../i18n/hooks.ts';
import { findEvent, saveEvent, type EventRecord } from './schedule-api.ts';

/** Spec 02 §2/§9: the form dialog is 800 × 580; content at most 512 characters. */
const SIZE = { width: 800, height: 580 };
const CONTENT_MAX = 512;
const TYPES = ['OT', 'BM', 'CD', 'BY', 'MT', 'WK'] as const;
const CYCLES = ['N', 'D', 'W', 'M'] as const;
const UNTIL = ['date', 'count'] as const;

interface Draft {
  customEventType: string;
  content: string;
  startDtm: string;
  allDay: boolean;
  startTime: string;
  endTime: string;
  cycle: string;
  /** How a series ends: on a day or after a number of times. */
  until: (typeof UNTIL)[number];
  endDtm: string;
  repeatCount: string;
  reminder: boolean;
  remindTime: string;
}

const newDraft = (day: string): Draft => ({ customEventType: 'WK', content: '', startDtm: day, allDay: true, startTime: '09:00', endTime: '10:00', cycle: 'N', until: 'date', endDtm: '', repeatCount: '', reminder: false, remindTime: '' });

function draftOf(record: EventRecord): Draft {
  const [startTime = '09:00', endTime = '10:00'] = record.eventTime ? record.eventTime.split('-') : [];
  return {
    ...newDraft(record.startDtm),
    customEventType: record.customEventType,
    content: record.content,
    allDay: record.allDay === 'Y',
    startTime,
    endTime,
    cycle: record.cycle,
    until: record.repeatCount ? 'count' : 'date',
    endDtm: record.endDtm,
    repeatCount: record.repeatCount ? String(record.repeatCount) : '',
    reminder: record.reminder === 'Y',
    remindTime: record.remindTime,
  };
}

/** The first of spec 02 §5's form rules the draft breaks, as a message id and parameters. */
function draftProblem(draft: Draft): [string, Record<string, number>?] | undefined {
  if (!draft.customEventType) return ['schedule.type.invalid'];
  if (!draft.content.trim()) return ['schedule.content.required'];
  if ([...draft.content.trim()].length > CONTENT_MAX) return ['schedule.content.tooLong', { max: CONTENT_MAX }];
  if (!draft.startDtm) return ['schedule.startDtm.invalid'];
  if (!draft.allDay && !(draft.startTime && draft.endTime && draft.startTime < draft.endTime)) return ['schedule.eventTime.invalid'];
  if (draft.cycle !== 'N') {
    if (draft.until === 'date' ? !draft.endDtm : !draft.repeatCount) return ['schedule.endDtm.required'];
    if (draft.until === 'date' && draft.startDtm >= draft.endDtm) return ['schedule.endBeforeStart'];
  }
  return undefined;
}

function Row({ label, required, children }: { label: string; required?: boolean; children: ReactNode }) {
  return (
    <label className="grid grid-cols-[130px_1fr] items-center gap-3 text-sm">
      <span className="text-right text-slate-600">
        {required && <span className="mr-0.5 text-red-500">*</span>}
        {label}
      </span>
      <span className="flex min-w-0 items-center gap-2">{children}</span>
    </label>
  );
}

const SELECT = 'h-8 w-40';
const INPUT = 'h-8 rounded border border-slate-300 px-2 text-sm text-slate-800 outline-none focus:border-primary-500 focus:ring-2 focus:ring-primary-100';

/** Add or edit an event (eventNo '-1' adds one starting on `day`): spec 02 §2's 800 × 580 form. */
export function EventFormDialog({ eventNo, day, onClose, onSaved }: { eventNo: string; day: string; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const isNew = eventNo === '-1';
  const [draft, setDraft] = useState<Draft | null>(isNew ? newDraft(day) : null);
  const [saving, setSaving] = useState(false);
  const loaded = useLoad(() => findEvent(eventNo, true), [eventNo], { enabled: !isNew, keep: false });
  useEffect(() => {
    if (loaded.data) setDraft(draftOf(loaded.data));
  }, [loaded.data]);
  const set = (patch: Partial<Draft>) => setDraft((current) => (current ? { ...current, ...patch } : current));

  const save = async () => {
    if (!draft) return;
    const problem = draftProblem(draft);
    if (problem) {
      toast.warning(t(problem[0], problem[1]));
      return;
    }
    setSaving(true);
    try {
      const repeating = draft.cycle !== 'N';
      await saveEvent(eventNo, {
        customEventType: draft.customEventType,
        content: draft.content.trim(),
        startDtm: draft.startDtm,
        allDay: draft.allDay ? 'Y' : 'N',
        eventTime: draft.allDay ? undefined : `${draft.startTime}-${draft.endTime}`,
        cycle: draft.cycle,
        endDtm: repeating && draft.until === 'date' ? draft.endDtm : undefined,
        repeatCount: repeating && draft.until === 'count' ? Number(draft.repeatCount) : undefined,
        reminder: draft.reminder ? 'Y' : 'N',
        remindTime: draft.reminder && draft.remindTime ? draft.remindTime : undefined,
      });
      onSaved();
    } catch (error) {
      reportError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open onClose={onClose} title={t(isNew ? 'schedule.formTitleAdd' : 'schedule.formTitleEdit')} {...SIZE} footer={<DialogButtons onCancel={onClose} onConfirm={() => void save()} confirmText={t('schedule.save')} loading={saving} />}>
      {loaded.error ? (
        <LoadFailed message={loaded.error} onRetry={loaded.reload} />
      ) : !draft ? (
        <Spinner />
      ) : (
        <div className="flex flex-col gap-4" data-testid="schedule-form">
          <Row label={t('schedule.field.type')} required>
            <Select label={t('schedule.field.type')} size={SELECT} value={draft.customEventType} options={TYPES.map((type) => ({ value: type, label: t(`schedule.type.${type}`) }))} onChange={(customEventType) => set({ customEventType })} />
          </Row>
          <Row label={t('schedule.field.content')} required>
            <textarea name="content" rows={4} maxLength={CONTENT_MAX} className={`${INPUT} h-auto w-full py-1`} value={draft.content} onChange={(event) => set({ content: event.target.value })} />
          </Row>
          <Row label={t('schedule.field.startDtm')} required>
            <DateInput kind="date" name="startDtm" label={t('schedule.field.startDtm')} width="w-40" value={draft.startDtm} onChange={(startDtm) => set({ startDtm: startDtm ?? '' })} />
          </Row>
          <Row label={t('schedule.field.allDay')} required>
            <input type="checkbox" name="allDay" className="h-4 w-4 accent-primary-600" checked={draft.allDay} onChange={(event) => set({ allDay: event.target.checked })} />
          </Row>
          {!draft.allDay && (
            <Row label={t('schedule.field.eventTime')} required>
              <DateInput kind="time" name="startTime" label={t('schedule.field.startTime')} width="w-28" value={draft.startTime} onChange={(startTime) => set({ startTime: startTime ?? '' })} />
              <span className="text-slate-400">–</span>
              <DateInput kind="time" name="endTime" label={t('schedule.field.endTime')} width="w-28" value={draft.endTime} onChange={(endTime) => set({ endTime: endTime ?? '' })} />
            </Row>
          )}
          <Row label={t('schedule.field.cycle')}>
            <Select label={t('schedule.field.cycle')} size={SELECT} value={draft.cycle} options={CYCLES.map((cycle) => ({ value: cycle, label: t(`schedule.cycle.${cycle}`) }))} onChange={(cycle) => set({ cycle })} />
          </Row>
          {draft.cycle !== 'N' && (
            <Row label={t(draft.until === 'date' ? 'schedule.field.endDtm' : 'schedule.field.repeatCount')} required>
              <Select
                label={t('schedule.field.until')}
                size={SELECT}
                value={draft.until}
                options={UNTIL.map((until) => ({ value: until, label: t(until === 'date' ? 'schedule.field.endDtm' : 'schedule.field.repeatCount') }))}
                onChange={(until) => set({ until: UNTIL.find((known) => known === until) ?? draft.until })}
              />
              {draft.until === 'date' ? (
                <DateInput kind="date" name="endDtm" label={t('schedule.field.endDtm')} width="w-40" value={draft.endDtm} onChange={(endDtm) => set({ endDtm: endDtm ?? '' })} />
              ) : (
                <input type="number" name="repeatCount" min={2} className={`${INPUT} w-24`} value={draft.repeatCount} onChange={(event) => set({ repeatCount: event.target.value })} />
              )}
            </Row>
          )}
          <Row label={t('schedule.field.reminder')}>
            <input type="checkbox" role="switch" name="reminder" className="h-4 w-4 accent-primary-600" checked={draft.reminder} onChange={(event) => set({ reminder: event.target.checked })} />
            {draft.reminder && <DateInput kind="time" name="remindTime" label={t('schedule.field.remindTime')} width="w-28" value={draft.remindTime || (draft.allDay ? '08:00' : draft.startTime)} onChange={(remindTime) => set({ remindTime: remindTime ?? '' })} />}
          </Row>
        </div>
      )}
    </Modal>
  );
}
