/** The xlsx viewer: lazily loaded with its reader (default export for React.lazy). */
import { useMemo, useState } from 'react';
import { useT } from '../../../i18n/hooks.ts';
import { EmptyState } from '../../EmptyState.tsx';
import { PreviewFailed, PreviewLoading } from './PreviewStatus.tsx';
import { useFileContent } from './use-file-content.ts';
import { PreviewFrame } from './PreviewFrame.tsx';
import { sheetDocument } from './sheet-markup.ts';
import { PREVIEW_LIMITS, readWorkbook, type SheetTable } from './xlsx-reader.ts';

const read = (bytes: ArrayBuffer) => readWorkbook(bytes);

function SheetGrid({ sheet, title }: { sheet: SheetTable; title: string }) {
  const t = useT();
  const html = useMemo(() => sheetDocument(sheet), [sheet]);
  if (sheet.rows.length === 0) return <EmptyState message={t('preview.sheetEmpty')} />;
  return (
    <div className="flex h-full flex-col">
      {sheet.truncated && <p className="px-3 py-1.5 text-xs text-amber-600">{t('preview.truncated', { rows: PREVIEW_LIMITS.rows, columns: PREVIEW_LIMITS.columns })}</p>}
      <div className="min-h-0 flex-1">
        <PreviewFrame title={`${title} - ${sheet.name}`} html={html} />
      </div>
    </div>
  );
}

export default function XlsxView({ id, title }: { id: string; title: string }) {
  const content = useFileContent(id, read);
  const [active, setActive] = useState(0);
  if (content.state === 'loading') return <PreviewLoading />;
  if (content.state === 'failed') return <PreviewFailed error={content.error} />;
  const sheets = content.value;
  const sheet = sheets[active] ?? sheets[0];
  return (
    <div className="flex h-full flex-col">
      <div className="min-h-0 flex-1">{sheet && <SheetGrid sheet={sheet} title={title} />}</div>
      {sheets.length > 1 && (
        <div role="tablist" className="flex shrink-0 gap-0.5 overflow-x-auto border-t border-slate-200 bg-slate-100 px-2">
          {sheets.map((item, index) => (
            <button
              key={item.name}
              type="button"
              role="tab"
              aria-selected={index === active}
              onClick={() => setActive(index)}
              className={`whitespace-nowrap px-3 py-1.5 text-xs ${index === active ? 'bg-white font-medium text-primary-600' : 'text-slate-600 hover:text-primary-600'}`}
            >
              {item.name}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
