import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { compileModule, type CompiledModule, type ModuleBundle, type PrintDef } from '../../../../runtime/index.ts';
import { useLocale, useT } from '../../../i18n/index.ts';
import { loadModule } from '../../module/module-meta.ts';
import { PrintSheet } from '../../module/print/PrintSheet.tsx';
import { printedAt, type PrintChildRows } from '../../module/print/print-values.ts';
import type { DesignContext } from '../../../../contracts/module-design.ts';
import { sampleRows } from '../model/sample-rows.ts';

/** Sheets are drawn at this scale beside the editor, to show a whole A4 page. */
const PREVIEW_ZOOM = 0.6;

/** The draft, compiled as it stands; null while it does not compile (its problems say why). */
function compiledDraft(bundle: ModuleBundle, context: DesignContext): CompiledModule | null {
  try {
    return compileModule(bundle, context.dictionaries);
  } catch {
    return null;
  }
}

/** The published child modules the template prints, each with its sample rows. */
function useChildSamples(print: PrintDef): ReadonlyMap<string, PrintChildRows> {
  const t = useT();
  const [locale] = useLocale();
  const ids = useMemo(() => [...new Set(print.sections.flatMap((section) => ('childList' in section && section.childList ? [section.childList] : [])))].sort().join(','), [print]);
  // A child module that cannot be loaded is left out of the sheet.
  const { data: modules } = useQuery({
    queryKey: queryKeys.printChildren(ids),
    queryFn: async () => {
      const loaded = await Promise.all((ids ? ids.split(',') : []).map((id) => loadModule(id).then((answer) => [id, answer.module] as const, () => null)));
      return loaded.filter((entry) => entry !== null);
    },
  });
  return useMemo(() => new Map((modules ?? []).map(([id, module]) => [id, { module, rows: sampleRows(module, locale, t).slice(0, 3) }])), [modules, locale, t]);
}

/** The print sheet of the draft over sample values: the record sheet staff will print, at a reduced scale. */
export function PrintPreview({ bundle, print, context }: { bundle: ModuleBundle; print: PrintDef; context: DesignContext }) {
  const t = useT();
  const [locale] = useLocale();
  const module = useMemo(() => compiledDraft(bundle, context), [bundle, context]);
  const children = useChildSamples(print);
  const record = useMemo(() => (module ? sampleRows(module, locale, t)[0]?.rowDatas : undefined), [module, locale, t]);
  if (!module || !record) return null;
  return (
    <div className="overflow-auto rounded bg-slate-200 p-3" data-print-preview>
      <div style={{ zoom: PREVIEW_ZOOM }}>
        <PrintSheet module={module} print={print} data={{ record, children }} printedAt={printedAt(new Date())} />
      </div>
    </div>
  );
}
