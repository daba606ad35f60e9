import type { CompiledModule, PrintChildListSectionDef, PrintDef, PrintFieldsSectionDef, PrintSectionDef, PrintSignaturesSectionDef } from '../../../../runtime/index.ts';
import { useLocale, useT } from '../../../i18n/index.ts';
import { printText, type PrintData } from './print-values.ts';

export interface PrintSheetProps {
  module: CompiledModule;
  print: PrintDef;
  data: PrintData;
  /** The time printed in the sheet's head. */
  printedAt: string;
}

/** Width of a field's label cell in a field grid. */
const LABEL_WIDTH = '6.5em';

/**
 * One record on an A4 sheet (docs/bundle-format.md 'Print templates'): the title, then the
 * template's sections in order. On screen it is a page-sized card; printed, the page margins
 * of the print view's @page rule frame it. Rows and sections are kept whole across pages.
 */
export function PrintSheet({ module, print, data, printedAt }: PrintSheetProps) {
  const t = useT();
  const [locale] = useLocale();
  const landscape = print.orientation === 'landscape';
  return (
    <article
      data-print-sheet
      aria-label={(print.title ?? module.bundle.title)[locale]}
      className={`mx-auto flex flex-col gap-4 bg-white p-[12mm] text-[10.5pt] leading-snug text-black shadow-md print:min-h-0 print:w-auto print:p-0 print:shadow-none ${landscape ? 'w-[297mm] min-h-[210mm]' : 'w-[210mm] min-h-[297mm]'}`}
    >
      <header className="flex flex-col items-center gap-1 border-b-2 border-black pb-2">
        <h1 className="text-[16pt] font-bold tracking-wide">{(print.title ?? module.bundle.title)[locale]}</h1>
        <p className="self-end text-[8.5pt] text-slate-600">{t('print.printedAt', { time: printedAt })}</p>
      </header>
      {print.sections.map((section, index) => (
        <PrintSection key={index} module={module} section={section} data={data} />
      ))}
    </article>
  );
}

function PrintSection({ module, section, data }: { module: CompiledModule; section: PrintSectionDef; data: PrintData }) {
  const [locale] = useLocale();
  const body = 'signatures' in section ? <Signatures section={section} /> : 'childList' in section ? <ChildTable section={section} data={data} /> : <FieldGrid module={module} section={section} data={data} />;
  return (
    <section className={'childList' in section ? '' : 'break-inside-avoid'}>
      {section.title && <h2 className="mb-1.5 text-[11pt] font-bold break-after-avoid">{section.title[locale]}</h2>}
      {body}
    </section>
  );
}

function FieldGrid({ module, section, data }: { module: CompiledModule; section: PrintFieldsSectionDef; data: PrintData }) {
  const t = useT();
  const [locale] = useLocale();
  const columns = section.columns ?? 2;
  const row = { rowDatas: data.record, pkValue: '' };
  return (
    <div className="grid border-t border-l border-black" style={{ gridTemplateColumns: `repeat(${columns}, ${LABEL_WIDTH} minmax(0, 1fr))` }}>
      {section.fields.map((name) => {
        const field = module.fields.get(name);
        const span = Math.min(field?.def.span ?? 1, columns);
        return (
          <div key={name} className="contents" data-print-field={name}>
            <div className="border-r border-b border-black bg-slate-100 px-1.5 py-1 font-medium print:bg-transparent">{field?.def.label[locale] ?? name}</div>
            <div className="border-r border-b border-black px-1.5 py-1 break-words whitespace-pre-wrap" style={{ gridColumn: `span ${span * 2 - 1}` }}>
              {printText(module, row, name, locale, t)}
            </div>
          </div>
        );
      })}
    </div>
  );
}

function ChildTable({ section, data }: { section: PrintChildListSectionDef; data: PrintData }) {
  const t = useT();
  const [locale] = useLocale();
  const child = data.children.get(section.childList);
  const rows = child?.rows ?? [];
  return (
    <table className="w-full border-collapse" data-print-child={section.childList}>
      <thead>
        <tr>
          {section.fields.map((name) => (
            <th key={name} className="border border-black bg-slate-100 px-1.5 py-1 text-left font-medium print:bg-transparent">
              {child?.module.fields.get(name)?.def.label[locale] ?? name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.pkValue} className="break-inside-avoid">
            {section.fields.map((name) => (
              <td key={name} className="border border-black px-1.5 py-1 align-top break-words whitespace-pre-wrap">
                {child ? printText(child.module, row, name, locale, t) : ''}
              </td>
            ))}
          </tr>
        ))}
        {rows.length === 0 && (
          <tr>
            <td colSpan={section.fields.length} className="border border-black px-1.5 py-1 text-center text-slate-600">
              {t('print.noRows')}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

function Signatures({ section }: { section: PrintSignaturesSectionDef }) {
  const t = useT();
  const [locale] = useLocale();
  return (
    <div className="grid gap-3" style={{ gridTemplateColumns: `repeat(${Math.min(section.signatures.length, 3)}, minmax(0, 1fr))` }}>
      {section.signatures.map((signature, index) => (
        <div key={index} className="flex min-h-[24mm] flex-col justify-between border border-black p-2" data-print-signature>
          <span className="font-medium">{signature.label[locale]}</span>
          <span className="border-b border-black pb-0.5 text-[9pt] text-slate-600">{t('print.signature')}：</span>
          {signature.date !== false && <span className="border-b border-black pb-0.5 text-[9pt] text-slate-600">{t('print.date')}：</span>}
        </div>
      ))}
    </div>
  );
}
