import { useState } from 'react';
import { download } from '../../../api/request.ts';
import { Button } from '../../../components/index.ts';
import { toast } from '../../../components/toast.ts';
import { useT } from '../../../i18n/hooks.ts';

/** Downloads the accounts the list's filter finds (system/user/export.ajax, CSV). */
export function UserExportButton({ filter }: { filter: Readonly<Record<'keyword' | 'state' | 'orgNo' | 'departNo', string>> }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      await download('system/user/export.ajax', filter, { method: 'GET' });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button loading={busy} onClick={() => void exportCsv()}>
      {t('system.export')}
    </Button>
  );
}
