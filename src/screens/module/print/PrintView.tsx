import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import type { CompiledModule, PrintDef } from '../../../../runtime/index.ts';
import { Button } from '../../../components/Button.tsx';
import { useT } from '../../../i18n/index.ts';
import { errorMessage } from '../error-message.ts';
import { moduleStamp } from '../module-stamp.ts';
import { ScreenError, ScreenLoading } from '../ScreenStatus.tsx';
import { loadPrintData } from './print-data.ts';
import { printedAt, type PrintData } from './print-values.ts';
import { PrintSheet } from './PrintSheet.tsx';

export interface PrintViewProps {
  module: CompiledModule;
  print: PrintDef;
  pkValue: string;
  onClose: () => void;
}

type PrintState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: PrintData; at: string };

/**
 * The page's print rules while the view is open: A4 in the template's orientation, and nothing
 * of the app but the sheet (the view is a child of body; the app's root and any dialog are not).
 */
function printCss(print: PrintDef): string {
  return `@page { size: A4 ${print.orientation ?? 'portrait'}; margin: 12mm; }
@media print {
  html, body { height: auto !important; overflow: visible !important; background: #fff !important; }
  body > :not([data-print-root]) { display: none !important; }
  [data-print-root] { position: static !important; overflow: visible !important; background: none !important; }
}`;
}

/**
 * The print view of a record over the whole page: loads the record and its child rows, shows
 * the sheet as it will print, and opens the browser's print dialog once it has rendered (the
 * browser prints or saves as PDF; the server renders nothing). Escape or 关闭 closes it.
 */
export function PrintView({ module, print, pkValue, onClose }: PrintViewProps) {
  const t = useT();
  const printButton = useRef<HTMLButtonElement | null>(null);
  // The sheet is read once per opening (nothing kept for the next); a language switch re-renders the labels it has.
  const query = useQuery({
    queryKey: [...queryKeys.moduleRecord(module.moduleId, pkValue), 'print', moduleStamp(module), print],
    queryFn: async () => ({ data: await loadPrintData(module, print, pkValue, t), at: printedAt(new Date()) }),
    gcTime: 0,
  });
  const state: PrintState = query.isError ? { status: 'error', message: errorMessage(query.error) } : query.data ? { status: 'ready', ...query.data } : { status: 'loading' };
  const ready = state.status === 'ready';
  useEffect(() => {
    if (!ready) return;
    printButton.current?.focus();
    window.print();
  }, [ready]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return createPortal(
    <div data-print-root role="dialog" aria-modal="true" aria-label={t('print.dialog')} className="fixed inset-0 z-[3000] overflow-auto bg-slate-300">
      <style>{printCss(print)}</style>
      <div className="sticky top-0 z-10 flex items-center justify-between gap-3 bg-white px-4 py-2 shadow print:hidden">
        <span className="text-xs text-slate-500">{t('print.pages')}</span>
        <div className="flex gap-2">
          <Button ref={printButton} variant="primary" disabled={!ready} onClick={() => window.print()}>
            {t('print.print')}
          </Button>
          <Button onClick={onClose}>{t('print.close')}</Button>
        </div>
      </div>
      <div className="p-6 print:p-0">
        {state.status === 'loading' && <ScreenLoading />}
        {state.status === 'error' && <ScreenError message={state.message} />}
        {state.status === 'ready' && <PrintSheet module={module} print={print} data={state.data} printedAt={state.at} />}
      </div>
    </div>,
    document.body,
  );
}
