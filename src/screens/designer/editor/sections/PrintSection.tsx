import type { ColumnCount, PrintDef, PrintSectionDef, PrintSignatureDef } from '../../../../../runtime/index.ts';
import { printSectionKind } from '../../../../../runtime/index.ts';
import { Button } from '../../../../components/Button.tsx';
import { useLocale, useT } from '../../../../i18n/index.ts';
import { withoutUndefined } from '../../model/field-edits.ts';
import { addPrintSection, movePrintSection, newPrintSection, removePrint, removePrintSection, startPrint, updatePrint, updatePrintSection, type PrintSectionKind } from '../../model/print-edits.ts';
import { inBothLocales } from '../../preview/locale-i18n.ts';
import { PrintPreview } from '../../preview/PrintPreview.tsx';
import { Block, Check, Labeled, LocalizedInput, SelectInput, useFieldOptions } from '../controls.tsx';
import type { SectionProps } from './section-props.ts';

const KINDS: readonly PrintSectionKind[] = ['fields', 'childList', 'signatures'];
const COLUMNS = ['1', '2', '3', '4'] as const;

/** The bundle's A4 print template: sheet settings, its sections in order, and a live preview over sample data. */
export function PrintSection(props: SectionProps) {
  const { bundle, edit, readOnly } = props;
  const t = useT();
  const print = bundle.print;
  if (!print) {
    return (
      <Block title={t('designer.section.print')}>
        <p className="mb-2 text-[11px] text-slate-400">{t('designer.print.help')}</p>
        {!readOnly && (
          <Button size="small" onClick={() => edit(startPrint)}>
            {t('designer.print.enable')}
          </Button>
        )}
      </Block>
    );
  }
  const sections = print.sections;
  return (
    <div className="flex flex-col gap-3">
      <Block title={t('designer.section.print')} actions={!readOnly && <Button size="small" variant="text" className="!text-red-500" onClick={() => edit(removePrint)}>{t('designer.print.disable')}</Button>}>
        <p className="mb-2 text-[11px] text-slate-400">{t('designer.print.help')}</p>
        <div className="grid grid-cols-[1fr_120px] gap-2">
          <Labeled label={t('designer.print.title')}>{() => <LocalizedInput optional label={t('designer.print.title')} value={print.title} onChange={(title) => edit((b) => updatePrint(b, { title }))} />}</Labeled>
          <Labeled label={t('designer.print.orientation')}>
            {(id) => (
              <SelectInput
                id={id}
                value={print.orientation ?? 'portrait'}
                options={(['portrait', 'landscape'] as const).map((value) => [value, t(`designer.print.orientation.${value}`)] as const)}
                onChange={(orientation) => edit((b) => updatePrint(b, { orientation: orientation === 'landscape' ? 'landscape' : undefined }))}
              />
            )}
          </Labeled>
        </div>
      </Block>
      {sections.map((section, index) => (
        <Block
          key={index}
          title={`${t('designer.print.section', { n: index + 1 })} · ${t(`designer.print.kind.${printSectionKind(section) ?? 'fields'}`)}`}
          actions={
            !readOnly && (
              <>
                <Button size="small" variant="text" disabled={index === 0} onClick={() => edit((b) => movePrintSection(b, index, index - 1))} aria-label={t('designer.moveUp')}>
                  ↑
                </Button>
                <Button size="small" variant="text" disabled={index === sections.length - 1} onClick={() => edit((b) => movePrintSection(b, index, index + 1))} aria-label={t('designer.moveDown')}>
                  ↓
                </Button>
                <Button size="small" variant="text" className="!text-red-500" onClick={() => edit((b) => removePrintSection(b, index))}>
                  {t('designer.remove')}
                </Button>
              </>
            )
          }
        >
          <SectionEditor {...props} section={section} onChange={(next) => edit((b) => updatePrintSection(b, index, next))} />
        </Block>
      ))}
      {!readOnly && (
        <div className="flex flex-wrap gap-2">
          {KINDS.map((kind) => (
            <Button key={kind} size="small" onClick={() => edit((b) => addPrintSection(b, newPrintSection(kind, b)))}>
              {t('designer.print.add', { kind: t(`designer.print.kind.${kind}`) })}
            </Button>
          ))}
        </div>
      )}
      <Block title={t('designer.print.preview')}>
        <PrintPreview bundle={bundle} print={print} context={props.context} />
      </Block>
    </div>
  );
}

interface SectionEditorProps extends SectionProps {
  section: PrintSectionDef;
  onChange: (section: PrintSectionDef) => void;
}

function SectionEditor({ bundle, context, section, onChange }: SectionEditorProps) {
  const t = useT();
  const [locale] = useLocale();
  const ownFields = useFieldOptions(bundle);
  const title = <Labeled label={t('designer.print.sectionTitle')}>{() => <LocalizedInput optional label={t('designer.print.sectionTitle')} value={section.title} onChange={(next) => onChange(withTitle(section, next))} />}</Labeled>;
  if ('signatures' in section) return <div className="flex flex-col gap-2">{title}<SignatureRows signatures={section.signatures} onChange={(signatures) => onChange({ ...section, signatures })} /></div>;
  if ('childList' in section) {
    const children = bundle.form.children ?? [];
    const childFields = (context.entities.find((entity) => entity.moduleId === section.childList)?.fields ?? []).map((field) => [field.name, `${field.label[locale]} (${field.name})`] as [string, string]);
    return (
      <div className="flex flex-col gap-2">
        {title}
        <Labeled label={t('designer.print.childList')} hint={children.length ? undefined : t('designer.print.noChildren')}>
          {(id) => <SelectInput id={id} value={section.childList} options={children.map((child) => [child.module, child.title?.[locale] ?? child.module] as const)} onChange={(childList) => childList && onChange({ ...section, childList, fields: [] })} />}
        </Labeled>
        <NameList label={t('designer.print.fields')} names={section.fields} options={childFields} onChange={(fields) => onChange({ ...section, fields })} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-[1fr_90px] gap-2">
        {title}
        <Labeled label={t('designer.print.columns')}>
          {(id) => <SelectInput id={id} value={String(section.columns ?? 2) as (typeof COLUMNS)[number]} options={COLUMNS.map((n) => [n, n] as const)} onChange={(columns) => columns && onChange({ ...section, columns: Number(columns) as ColumnCount })} />}
        </Labeled>
      </div>
      <NameList label={t('designer.print.fields')} names={section.fields} options={ownFields} onChange={(fields) => onChange({ ...section, fields })} />
    </div>
  );
}

function withTitle(section: PrintSectionDef, title: PrintDef['title']): PrintSectionDef {
  const { title: _old, ...rest } = section;
  return title ? { ...rest, title } : rest;
}

/** Field names in order: each removable, more added from a choice of the ones not yet listed. */
function NameList({ label, names, options, onChange }: { label: string; names: readonly string[]; options: readonly (readonly [string, string])[]; onChange: (names: string[]) => void }) {
  const t = useT();
  const labelOf = (name: string) => options.find(([value]) => value === name)?.[1] ?? name;
  return (
    <Labeled label={label}>
      {(id) => (
        <div className="flex flex-wrap items-center gap-1.5">
          {names.map((name) => (
            <span key={name} className="inline-flex items-center gap-1 rounded border border-slate-200 bg-slate-50 px-1.5 py-0.5 text-xs text-slate-700">
              {labelOf(name)}
              <button type="button" className="text-slate-400 hover:text-red-500" aria-label={`${t('designer.remove')} ${labelOf(name)}`} onClick={() => onChange(names.filter((other) => other !== name))}>
                ×
              </button>
            </span>
          ))}
          <div className="w-48">
            <SelectInput id={id} value={undefined} empty="+" options={options.filter(([value]) => !names.includes(value))} onChange={(name) => name && onChange([...names, name])} />
          </div>
        </div>
      )}
    </Labeled>
  );
}

function SignatureRows({ signatures, onChange }: { signatures: readonly PrintSignatureDef[]; onChange: (signatures: PrintSignatureDef[]) => void }) {
  const t = useT();
  const set = (index: number, patch: Partial<PrintSignatureDef>) => onChange(signatures.map((entry, at) => (at === index ? withoutUndefined({ ...entry, ...patch }) : entry)));
  return (
    <div className="flex flex-col gap-1.5">
      {signatures.map((signature, index) => (
        <div key={index} className="grid grid-cols-[1fr_auto_auto] items-center gap-2">
          <LocalizedInput label={t('designer.print.signature')} value={signature.label} onChange={(label) => label && set(index, { label })} />
          <Check label={t('designer.print.date')} checked={signature.date !== false} onChange={(on) => set(index, { date: on ? undefined : false })} />
          <Button size="small" variant="text" className="!text-red-500" onClick={() => onChange(signatures.filter((_, at) => at !== index))}>
            {t('designer.remove')}
          </Button>
        </div>
      ))}
      <Button size="small" className="self-start" onClick={() => onChange([...signatures, { label: inBothLocales('print.signature') }])}>
        {t('designer.print.addSignature')}
      </Button>
    </div>
  );
}
