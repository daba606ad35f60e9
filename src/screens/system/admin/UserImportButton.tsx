import { useRef, useState } from 'react';
import { download, request, unwrap, type Envelope } from '../../../api/request.ts';
import { reportError } from '../../../api/report-error.ts';
import { Button } from '../../../components/index.ts';
import { ImportDialog } from '../../../components/files/ImportDialog.tsx';
import { importResultOf, uploadWorkbook, type ImportResult, type ImportSource } from '../../../components/files/import-api.ts';
import { followJob } from '../../../components/files/job-api.ts';
import { toast } from '../../../components/toast.ts';
import { useT } from '../../../i18n/hooks.ts';

/** The import job of system/user/import.ajax and the private key its first passwords are sealed for (kept in this page only). */
interface StartedImport {
  jobId: string;
  passwordKey: string;
}

/** The user template's calls (server/routes/user-import-routes.ts); `started` receives the job and its key. */
function userImportSource(started: { current?: StartedImport }): ImportSource {
  return {
    template: () => download('system/user/importTemplate.ajax'),
    upload: (file, onProgress) => uploadWorkbook('system/user/importUpload.ajax', file, onProgress),
    async run(fileId, _overwrite, onProgress) {
      const job = unwrap(await request<Envelope<StartedImport>>('system/user/import.ajax', { filePath: fileId }));
      started.current = job;
      return importResultOf((await followJob(job.jobId, onProgress)) as Partial<ImportResult>);
    },
    errorRows: (uuid) => download('system/user/importErrors.ajax', { uuid }),
  };
}

/** The first passwords, once: the server forgets them as it sends them. */
function InitialPasswords({ started }: { started: StartedImport }) {
  const t = useT();
  const [state, setState] = useState<'ready' | 'busy' | 'taken'>('ready');
  const take = async () => {
    setState('busy');
    try {
      await download('system/user/importPasswords.ajax', { ...started });
      setState('taken');
      toast.success(t('admin.userImport.passwordsTaken'));
    } catch (error) {
      reportError(error);
      setState('ready');
    }
  };
  return (
    <div className="mt-2 flex flex-col items-center gap-2 rounded-md bg-amber-50 px-4 py-3 text-center text-sm text-amber-800">
      <p>{t('admin.userImport.passwordsHint')}</p>
      <Button variant="primary" loading={state === 'busy'} disabled={state === 'taken'} onClick={() => void take()}>
        {state === 'taken' ? t('admin.userImport.passwordsTaken') : t('admin.userImport.downloadPasswords')}
      </Button>
    </div>
  );
}

/** setting/user's import: the user template through the import dialog, then the imported accounts' first passwords. */
export function UserImportButton({ onImported }: { onImported: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const started = useRef<StartedImport | undefined>(undefined);
  const [imported, setImported] = useState<StartedImport>();
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('admin.user.import')}</Button>
      {open && (
        <ImportDialog
          open
          source={userImportSource(started)}
          title={t('admin.menu.user')}
          overwritable={false}
          onClose={() => {
            setOpen(false);
            setImported(undefined);
          }}
          onImported={() => {
            setImported(started.current);
            onImported();
          }}
          resultActions={imported && <InitialPasswords started={imported} />}
        />
      )}
    </>
  );
}
