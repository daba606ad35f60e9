import { useCallback, useState } from 'react';
import type { CompiledModule, PrintDef } from '../../../../runtime/index.ts';
import { Button } from '../../../components/Button.tsx';
import { useT } from '../../../i18n/index.ts';
import { PrintView } from './PrintView.tsx';

/** The detail page's 打印 button of a saved record whose bundle has a print template; prints the record as saved. */
export function PrintButton({ module, print, pkValue }: { module: CompiledModule; print: PrintDef; pkValue: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('print.button')}</Button>
      {open && <PrintView module={module} print={print} pkValue={pkValue} onClose={close} />}
    </>
  );
}
