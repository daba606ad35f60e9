/** The xlsx viewer: lazily loaded with its reader (default export for React.lazy). */
import { useState } from 'react';
import { useT } from '../../../i18n/hooks.ts';
import { EmptyState } from '../../EmptyState.tsx';
import { PreviewFailed, PreviewLoading } from './PreviewStatus.tsx';
import { useFileContent } from './use-file-content.ts';
import { columnName, PREVIEW_LIMITS, readWorkbook, type SheetTable } from './xlsx-reader.ts';

const read = (bytes: ArrayBuffer) => readWorkbook(bytes);

function SheetGrid({ sheet }: { sheet: SheetTable }) {
  const t = useT();
  if (sheet.rows.length === 0) return <EmptyState message={t('preview.sheetEmpty')} />;
  const head = 'sticky top-0 z-10 border border-slate-200 bg-slate-100 px-2 py-1 text-center font-normal text-slate-500';
  return (
    <>
      {sheet.truncated && <p className="px-3 py-1.5 text-xs text-amber-600">{t('preview.truncated', { rows: PREVIEW_LIMITS.rows, columns: PREVIEW_LIMITS.columns })}</p>}
      <table className="border-collapse text-xs text-slate-700">
        <thead>
          <tr>
            <th className={`${head} left-0 z-20 w-10`} />
            {Array.from({ length: sheet.columnCount }, (_, column) => (
              <th key={column} scope="col" className={`${head} min-w-20`}>
                {columnName(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sheet.rows.map((cells, row) => (
            <tr key={row}>
              <th scope="row" className="sticky left-0 border border-slate-200 bg-slate-100 px-2 py-1 text-right font-normal text-slate-500">
                {row + 1}
              </th>
              {cells.map((cell, column) =>
                cell === null ? null : (
                  <td key={column} colSpan={cell.colSpan} rowSpan={cell.rowSpan} className={`max-w-80 truncate border border-slate-200 bg-white px-2 py-1 ${cell.numeric ? 'text-right' : ''}`} title={cell.text}>
                    {cell.text}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export default function XlsxView({ id }: { id: string }) {
  const content = useFileContent(id, read);
  const [active, setActive] = useState(0);
  if (content.state === 'loading') return <PreviewLoading />;
  if (content.state === 'failed') return <PreviewFailed error={content.error} />;
  const sheets = content.value;
  const sheet = sheets[active] ?? sheets[0];
  return (
    <div className="flex h-full flex-col">
      <div className="min-h-0 flex-1 overflow-auto">{sheet && <SheetGrid sheet={sheet} />}</div>
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
