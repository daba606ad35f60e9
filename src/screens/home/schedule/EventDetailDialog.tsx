import { useLoad } from '../../../api/use-load.ts';
import { Button } from '../../../components/Button.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useT } from '../../../i18n/hooks.ts';
import { findEvent, type EventOccurrence } from './schedule-api.ts';
import { EventBadge } from './EventRow.tsx';

/** Spec 02 §2: the read-only detail dialog is 600 × 380. */
const SIZE = { width: 600, height: 380 };

/** The read-only detail of one occurrence, with its series' repeat and reminder. */
export function EventDetailDialog({ occurrence, onClose, onDelete }: { occurrence: EventOccurrence; onClose: () => void; onDelete: () => void }) {
  const t = useT();
  const { data: record, error, reload } = useLoad(() => findEvent(occurrence.eventNo, false), [occurrence.eventNo], { keep: false });
  const rows: [string, string][] = record
    ? [
        [t('schedule.field.type'), t(`schedule.type.${record.customEventType}`)],
        [t('schedule.field.date'), occurrence.eventDate],
        [t('schedule.field.eventTime'), record.allDay === 'Y' ? t('schedule.allDay') : record.eventTime],
        [t('schedule.field.cycle'), t(`schedule.cycle.${record.cycle}`) + (record.endDtm ? ` → ${record.endDtm}` : record.repeatCount ? ` × ${record.repeatCount}` : '')],
        [t('schedule.field.reminder'), record.reminder === 'Y' ? `${t('schedule.yes')} ${record.remindTime}` : t('schedule.no')],
      ]
    : [];
  return (
    <Modal
      open
      onClose={onClose}
      title={t('schedule.detailTitle')}
      {...SIZE}
      footer={
        <>
          <Button variant="danger" onClick={onDelete}>
            {t('schedule.delete')}
          </Button>
          <Button onClick={onClose}>{t('schedule.close')}</Button>
        </>
      }
    >
      {error ? (
        <LoadFailed message={error} onRetry={reload} />
      ) : !record ? (
        <Spinner />
      ) : (
        <div data-testid="schedule-detail">
          <div className="mb-4 flex items-start gap-2">
            <EventBadge type={record.customEventType} />
            <p className="text-base break-words whitespace-pre-wrap text-slate-800">{record.content}</p>
          </div>
          <dl className="grid grid-cols-[7rem_1fr] gap-y-2 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-500">{label}</dt>
                <dd className="text-slate-800">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </Modal>
  );
}
