import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Switch } from '@headlessui/react';
import { reportError } from '../../api/report-error.ts';
import { useT } from '../../i18n/hooks.ts';
import { Button } from '../Button.tsx';
import { confirm } from '../confirm.ts';
import { CloseIcon } from '../icons.tsx';
import { Modal } from '../Modal.tsx';
import { Spinner } from '../Spinner.tsx';
import { toast } from '../toast.ts';
import { DownloadIcon, SheetIcon, UploadIcon } from './file-icons.tsx';
import { checkImportFile, IMPORT_MAX_BYTES, IMPORT_TYPES, megabytes } from './file-rules.ts';
import { formatSize } from './format-size.ts';
import { moduleImportSource, type ImportSource } from './import-api.ts';
import { ImportResultView, type ImportOutcome } from './ImportResultView.tsx';
import type { JobProgress } from './job-api.ts';
import { JobProgressBar } from './JobProgressBar.tsx';
import { notifyUploadFailed, warnRefusal } from './upload-feedback.ts';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after an import wrote at least one row, so the list reloads. */
  onImported: () => void;
}

/** A module's import. */
interface ModuleImportProps extends DialogProps {
  entityName: string;
  moduleId: string;
  /** Module name for the title. */
  title?: string;
  /** The field that identifies a row; '' or omitted for the bundle's own. */
  flagField?: string;
  /** A child list imports under its parent record. */
  parentId?: string;
  parentName?: string;
}

/** Another template's import (the users'): its calls, a title, and what the result offers besides the refused rows. */
interface SourceImportProps extends DialogProps {
  source: ImportSource;
  title: string;
  /** Rows that exist are refused: no overwrite switch. */
  overwritable: false;
  resultActions?: ReactNode;
}

export type ImportDialogProps = ModuleImportProps | SourceImportProps;

type Phase = { step: 'choose' } | { step: 'uploading'; percent: number } | { step: 'importing'; progress?: JobProgress } | { step: 'result'; outcome: ImportOutcome };

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

/**
 * The import flow of spec 01 §4: template download, one xls/xlsx file, upload with progress,
 * a confirm, the import (optionally overwriting), and the result with the refused rows to
 * download.
 *
 * @example <ImportDialog open={open} onClose={close} entityName="MtIssue" moduleId="mtIssue" onImported={refresh} />
 */
export function ImportDialog(props: ImportDialogProps) {
  const { open, onClose, onImported } = props;
  const t = useT();
  const moduleProps = 'source' in props ? undefined : props;
  const parentName = moduleProps?.parentName;
  const title = props.title ?? moduleProps?.entityName ?? '';
  const source = useMemo(
    () =>
      'source' in props
        ? props.source
        : moduleImportSource({ entityName: props.entityName, moduleId: props.moduleId }, { flagField: props.flagField ?? '', parentId: props.parentId, parentName: props.parentName }),
    // A stateful source (the users' keeps its job's key) must live as long as the dialog.
    [],
  );
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [overwrite, setOverwrite] = useState(false);
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const [templateBusy, setTemplateBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const busy = phase.step === 'uploading' || phase.step === 'importing';

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setOverwrite(false);
    setPhase({ step: 'choose' });
  }, [open]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const refusal = checkImportFile(chosen);
    if (refusal) warnRefusal(t, refusal);
    else setFile(chosen);
  };

  const template = async () => {
    setTemplateBusy(true);
    try {
      await source.template();
    } catch (error) {
      reportError(error);
    } finally {
      setTemplateBusy(false);
    }
  };

  const start = async () => {
    if (!file) return;
    setPhase({ step: 'uploading', percent: 0 });
    let fileId: string;
    try {
      fileId = await source.upload(file, (percent) => setPhase({ step: 'uploading', percent }));
    } catch (error) {
      notifyUploadFailed(t, error);
      setPhase({ step: 'choose' });
      return;
    }
    if (!(await confirm(t('importDialog.confirm')))) {
      setPhase({ step: 'choose' });
      return;
    }
    setPhase({ step: 'importing' });
    try {
      const result = await source.run(fileId, overwrite, (progress) => setPhase({ step: 'importing', progress }));
      setPhase({ step: 'result', outcome: { kind: 'done', result } });
      if (result.successNum > 0) onImported();
    } catch (error) {
      reportError(error);
      setPhase({ step: 'result', outcome: { kind: 'failed', message: errorText(error) } });
    }
  };

  const footer =
    phase.step === 'result' ? (
      <Button variant="primary" onClick={onClose}>
        {t('importDialog.close')}
      </Button>
    ) : (
      <>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="primary" icon={<UploadIcon size={15} />} disabled={!file} loading={busy} onClick={() => void start()}>
          {t('importDialog.start')}
        </Button>
      </>
    );

  return (
    <Modal
      open={open}
      // Closing mid-upload or mid-import would hide a result the user is waiting for.
      onClose={busy ? () => undefined : onClose}
      title={phase.step === 'result' ? t('importDialog.resultTitle') : t('importDialog.title', { name: title })}
      width={560}
      footer={footer}
    >
      {phase.step === 'result' ? (
        <>
          <ImportResultView outcome={phase.outcome} onDownloadErrors={(uuid) => source.errorRows(uuid)} />
          {'source' in props && phase.outcome.kind === 'done' && props.resultActions}
        </>
      ) : (
        <ol className="flex flex-col gap-5 text-sm">
          <li className="flex flex-col gap-2">
            <span className="font-medium text-slate-800">1. {t('importDialog.templateStep')}</span>
            <p className="text-xs text-slate-500">{t('importDialog.templateHint')}</p>
            <div>
              <Button size="small" icon={<DownloadIcon size={14} />} loading={templateBusy} onClick={() => void template()}>
                {t('importDialog.template')}
              </Button>
            </div>
          </li>
          <li className="flex flex-col gap-2">
            <span className="font-medium text-slate-800">2. {t('importDialog.fileStep')}</span>
            {parentName && <p className="text-xs text-slate-500">{t('importDialog.parent', { name: parentName })}</p>}
            {file ? (
              <div className="flex items-center gap-2 rounded border border-slate-200 bg-slate-50 px-3 py-2">
                <SheetIcon size={18} className="shrink-0 text-emerald-600" />
                <span className="min-w-0 truncate text-slate-700" title={file.name}>
                  {file.name}
                </span>
                <span className="shrink-0 text-xs text-slate-400">{formatSize(file.size)}</span>
                {!busy && (
                  <button type="button" className="ml-auto rounded p-1 text-slate-400 hover:text-red-500" aria-label={`${t('upload.remove')} ${file.name}`} onClick={() => setFile(null)}>
                    <CloseIcon size={14} />
                  </button>
                )}
              </div>
            ) : (
              <button
                type="button"
                onClick={() => input.current?.click()}
                onDragOver={(event) => {
                  event.preventDefault();
                  setDragging(true);
                }}
                onDragLeave={() => setDragging(false)}
                onDrop={(event) => {
                  event.preventDefault();
                  setDragging(false);
                  choose(event.dataTransfer.files[0]);
                }}
                className={`flex flex-col items-center gap-1.5 rounded-md border border-dashed px-4 py-6 text-slate-500 hover:border-primary-500 hover:text-primary-600 ${dragging ? 'border-primary-500 bg-primary-50' : 'border-slate-300 bg-slate-50'}`}
              >
                <UploadIcon size={26} />
                <span>{t('importDialog.choose')}</span>
              </button>
            )}
            <p className="text-xs text-slate-400">{t('importDialog.fileHint', { n: megabytes(IMPORT_MAX_BYTES) })}</p>
            <input
              ref={input}
              type="file"
              hidden
              data-testid="import-file-input"
              accept={IMPORT_TYPES.map((type) => `.${type}`).join(',')}
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </li>
          {moduleProps && (
            <li className="flex items-start gap-3">
              <Switch
                checked={overwrite}
                onChange={setOverwrite}
                disabled={busy}
                className="group relative mt-0.5 inline-flex h-5 w-9 shrink-0 items-center rounded-full bg-slate-300 transition-colors data-[checked]:bg-primary-600 data-[disabled]:opacity-50"
              >
                <span className="sr-only">{t('importDialog.overwrite')}</span>
                <span className="inline-block h-4 w-4 translate-x-0.5 rounded-full bg-white shadow transition-transform group-data-[checked]:translate-x-[18px]" />
              </Switch>
              <div className="flex flex-col">
                <span className="text-slate-800">{t('importDialog.overwrite')}</span>
                <span className="text-xs text-slate-400">{t('importDialog.overwriteHint')}</span>
              </div>
            </li>
          )}
          {busy && (
            <li className="flex flex-col gap-1.5">
              {phase.step === 'uploading' ? (
                <>
                  <span className="text-xs text-slate-500">{t('importDialog.uploading', { percent: phase.percent })}</span>
                  <div className="h-1.5 overflow-hidden rounded bg-slate-100" role="progressbar" aria-valuenow={phase.percent} aria-valuemin={0} aria-valuemax={100}>
                    <div className="h-full bg-primary-500 transition-[width]" style={{ width: `${phase.percent}%` }} />
                  </div>
                </>
              ) : (
                <>
                  <Spinner size={16} label={t('importDialog.importing')} showLabel />
                  {phase.step === 'importing' && phase.progress && <JobProgressBar progress={phase.progress} />}
                </>
              )}
            </li>
          )}
        </ol>
      )}
    </Modal>
  );
}
