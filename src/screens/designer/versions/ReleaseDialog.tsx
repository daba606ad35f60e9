import { useId, useMemo, useState, type ReactNode } from 'react';
import { reportError } from '../../../api/report-error.ts';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { toast } from '../../../components/toast.ts';
import { useLocale, useT } from '../../../i18n/hooks.ts';
import { useBusy } from '../../workflow/shared/use-busy.ts';
import { DiffView } from './DiffView.tsx';
import { fieldLabeler } from './localized-text.ts';
import { MigrationPlanView } from './MigrationPlanView.tsx';
import { planBlocked } from './plan-wording.ts';
import { PlanAlerts } from './PlanAlerts.tsx';
import { applyRelease, releaseRefusalOf, targetVersion, type Release, type ReleasePreview, type ReleaseRefusal } from './release.ts';
import { useReleasePreview } from './use-release-preview.ts';

export interface ReleaseDialogProps {
  moduleId: string;
  /** The release to preview; null keeps the dialog closed. */
  release: Release | null;
  onClose: () => void;
  onDone: (version: number) => void;
}

const NOTE_MAX = 500;

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <span className="inline-flex h-5 w-5 items-center justify-center rounded-full bg-primary-600 text-xs text-white">{n}</span>
        {title}
      </h3>
      <div className="pl-7">{children}</div>
    </section>
  );
}

function ReleaseBody({ release, preview, note, onNote, refusal }: { release: Release; preview: ReleasePreview; note: string; onNote: (note: string) => void; refusal: ReleaseRefusal | null }) {
  const t = useT();
  const [locale] = useLocale();
  const noteId = useId();
  const labelOf = useMemo(() => fieldLabeler([preview.after.bundle, preview.before?.bundle], locale), [preview, locale]);
  const versionLabel = (version: number) => t('designer.versions.versionNo', { version });
  return (
    <div className="flex flex-col gap-5">
      {release.kind === 'rollback' && <p className="rounded bg-amber-50 px-3 py-2 text-xs text-amber-700">{t('designer.publish.rollbackHint', { version: release.version })}</p>}
      <Step n={1} title={t('designer.publish.diffTitle')}>
        {preview.before ? (
          <DiffView before={preview.before.bundle} after={preview.after.bundle} beforeLabel={`${versionLabel(preview.before.version)} · ${t('designer.versions.status.published')}`} afterLabel={versionLabel(preview.after.version)} />
        ) : (
          <p className="text-xs text-slate-500">{t('designer.publish.firstPublish')}</p>
        )}
      </Step>
      <Step n={2} title={t('designer.publish.planTitle')}>
        <MigrationPlanView answer={preview.plan} labelOf={labelOf} />
      </Step>
      <Step n={3} title={t('designer.publish.noteTitle')}>
        <label htmlFor={noteId} className="sr-only">
          {t('designer.publish.note')}
        </label>
        <textarea
          id={noteId}
          required
          rows={3}
          maxLength={NOTE_MAX}
          value={note}
          placeholder={t('designer.publish.notePlaceholder')}
          onChange={(event) => onNote(event.target.value)}
          className="w-full rounded border border-slate-300 px-2 py-1.5 text-sm outline-none focus:border-primary-500"
        />
        <p className="mt-0.5 text-right text-xs text-slate-400">
          {note.length}/{NOTE_MAX}
        </p>
      </Step>
      {refusal && <PlanAlerts message={refusal.message} refusals={refusal.refusals} problems={refusal.problems} labelOf={labelOf} />}
    </div>
  );
}

/**
 * The publish (or rollback) dialog: the diff against the published version, the migration
 * plan with the rows its checks count, a required change note. The action stays disabled
 * while the plan is blocked; a refusal from the server is shown in place.
 */
export function ReleaseDialog({ moduleId, release, onClose, onDone }: ReleaseDialogProps) {
  const t = useT();
  const { preview, failed, refusal: planRefusal } = useReleasePreview(moduleId, release);
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<ReleaseRefusal | null>(null);
  const [busy, run] = useBusy();
  const blocked = preview !== null && planBlocked(preview.plan);
  const close = () => {
    setNote('');
    setRefusal(null);
    onClose();
  };

  const submit = () =>
    run(async () => {
      if (!release || !preview) return;
      setRefusal(null);
      try {
        const version = await applyRelease(moduleId, release, preview, note.trim());
        toast.success(t(release.kind === 'publish' ? 'designer.publish.published' : 'designer.publish.rolledBack', { version }));
        setNote('');
        onDone(version);
      } catch (error) {
        const refused = releaseRefusalOf(error);
        if (refused) setRefusal(refused);
        else reportError(error);
      }
    });

  const isPublish = release?.kind !== 'rollback';
  const title = release ? t(isPublish ? 'designer.publish.title' : 'designer.publish.rollbackTitle', { version: targetVersion(release) }) : '';
  return (
    <Modal
      open={release !== null}
      onClose={close}
      width={960}
      title={title}
      footer={
        <>
          {blocked && <span className="mr-auto self-center text-xs text-red-600">{t('designer.publish.blocked')}</span>}
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button variant={isPublish ? 'primary' : 'danger'} loading={busy} disabled={!preview || blocked || note.trim() === ''} onClick={() => void submit()}>
            {t(isPublish ? 'designer.publish.submit' : 'designer.publish.rollbackSubmit')}
          </Button>
        </>
      }
    >
      {release && preview && <ReleaseBody release={release} preview={preview} note={note} onNote={setNote} refusal={refusal} />}
      {release && !preview && !failed && (
        <div className="flex h-40 items-center justify-center">
          <Spinner label={t('common.loading')} showLabel />
        </div>
      )}
      {failed &&
        (planRefusal ? (
          <PlanAlerts message={planRefusal.message} refusals={planRefusal.refusals} problems={planRefusal.problems} labelOf={(field) => field} />
        ) : (
          <p className="py-10 text-center text-sm text-red-500">{t('designer.versions.loadFailed')}</p>
        ))}
    </Modal>
  );
}
