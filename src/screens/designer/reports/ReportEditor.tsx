import type { ReactNode } from 'react';
import { MEASURE_FUNCTIONS, REPORT_PERIODS, type CompiledModule, type MeasureFunction, type ReportBundle, type ReportDisplayType, type ReportFilterOp } from '../../../../runtime/index.ts';
import { Button } from '../../../components/Button.tsx';
import { Select } from '../../../components/Select.tsx';
import { useLocale, useT } from '../../../i18n/index.ts';
import type { DesignContext, DesignedModule } from '../../../../contracts/module-design.ts';
import { useCompiledModule } from '../../module/use-compiled-module.ts';
import { groupableFields, isDated, measurableFields } from './report-draft.ts';
import { addDimension, addFilter, addMeasure, patchEntry, removeEntry } from './report-edits.ts';
import { ReportPreview } from './ReportPreview.tsx';

const INPUT = 'h-8 rounded border border-slate-300 bg-white px-2 text-sm outline-none focus:border-primary-500';
const DISPLAYS: readonly ReportDisplayType[] = ['table', 'pivot', 'bar', 'line', 'pie', 'kpi'];
const FILTER_OPS: readonly ReportFilterOp[] = ['eq', 'in', 'like', 'gte', 'lte'];
/** The field choice that lets the analyst type a path through other records. */
const PATH = '__path';

function Part({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2 rounded border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">{title}</legend>
      {children}
      {action && <div>{action}</div>}
    </fieldset>
  );
}

function Choice({ label, value, options, onChange, width = 'w-40' }: { label: string; value: string; options: readonly (readonly [string, string])[]; onChange: (value: string) => void; width?: string }) {
  return <Select label={label} size={`h-8 ${width}`} value={value} options={options.map(([id, text]) => ({ value: id, label: text }))} onChange={onChange} />;
}

function Text({ label, value, onChange, width = 'w-32' }: { label: string; value: string; onChange: (value: string) => void; width?: string }) {
  return <input aria-label={label} title={label} placeholder={label} className={`${INPUT} ${width}`} value={value} onChange={(event) => onChange(event.target.value)} />;
}

export interface ReportEditorProps {
  bundle: ReportBundle;
  onChange: (bundle: ReportBundle) => void;
  /** Published modules a report may read. */
  modules: readonly DesignedModule[];
  context: DesignContext;
  canEdit: boolean;
}

/**
 * A report bundle edited part by part (source, dimensions with date buckets and paths, measures,
 * fixed filters, display, menu) beside its live preview on real data. Every choice offered is
 * one the runtime check accepts for the source's field types; the preview shows what it refuses.
 */
export function ReportEditor({ bundle, onChange, modules, context, canEdit }: ReportEditorProps) {
  const t = useT();
  const [locale] = useLocale();
  const source = useCompiledModule(bundle.source).data ?? null;

  const fieldText = (name: string) => source?.fields.get(name)?.def.label[locale] ?? name;
  const groupable = source ? groupableFields(source).map((field) => [field.name, fieldText(field.name)] as const) : [];
  const dimensionNames = bundle.dimensions.map((dimension) => [dimension.name, dimension.label?.[locale] ?? fieldText(dimension.field)] as const);
  const none = ['', t('report.designer.none')] as const;
  const edit = (next: ReportBundle) => canEdit && onChange(next);
  const display = bundle.display;

  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <div className="flex flex-col gap-3 text-sm">
        <Part title={t('report.designer.basics')}>
          <div className="flex flex-wrap items-center gap-2">
            <Text label={t('report.designer.titleZh')} value={bundle.title['zh-CN']} width="w-56" onChange={(value) => edit({ ...bundle, title: { ...bundle.title, 'zh-CN': value } })} />
            <Text label={t('report.designer.titleEn')} value={bundle.title['en-US']} width="w-56" onChange={(value) => edit({ ...bundle, title: { ...bundle.title, 'en-US': value } })} />
            <Choice
              label={t('report.designer.source')}
              value={bundle.source}
              options={modules.map((module) => [module.moduleId, module.title[locale] || module.moduleId] as const)}
              onChange={(value) => edit({ ...bundle, source: value, dimensions: [], filters: [], measures: bundle.measures.filter((measure) => measure.fn === 'count' && !measure.field), display: { type: 'table' } })}
            />
          </div>
        </Part>

        <Part title={t('report.designer.dimensions')} action={canEdit && groupable[0] && <Button size="small" onClick={() => edit(addDimension(bundle, groupable[0]![0]))}>{t('report.designer.addDimension')}</Button>}>
          {bundle.dimensions.map((dimension, index) => {
            const n = index + 1;
            const custom = dimension.field.includes('.');
            const own = source?.fields.get(dimension.field);
            return (
              <div key={index} className="flex flex-wrap items-center gap-2" role="group" aria-label={t('report.designer.dimensionN', { n })}>
                <Text label={t('report.designer.name')} value={dimension.name} onChange={(name) => edit(patchEntry(bundle, 'dimensions', index, { name }))} />
                <Choice
                  label={t('report.designer.field')}
                  value={custom ? PATH : dimension.field}
                  options={[...groupable, [PATH, t('report.designer.path')] as const]}
                  onChange={(field) => edit(patchEntry(bundle, 'dimensions', index, { field: field === PATH ? 'parent.' : field, truncate: undefined }))}
                />
                {custom && <Text label={t('report.designer.pathText')} value={dimension.field} width="w-56" onChange={(field) => edit(patchEntry(bundle, 'dimensions', index, { field }))} />}
                {(custom || isDated(own)) && (
                  <Choice
                    label={t('report.designer.truncate')}
                    value={dimension.truncate ?? ''}
                    options={[none, ...REPORT_PERIODS.map((period) => [period, t(`report.designer.period.${period}`)] as const)]}
                    onChange={(truncate) => edit(patchEntry(bundle, 'dimensions', index, { truncate: (truncate || undefined) as ReportPeriodOrNone }))}
                    width="w-28"
                  />
                )}
                {canEdit && (
                  <Button size="small" variant="text" onClick={() => edit(removeEntry(bundle, 'dimensions', index))}>
                    {t('report.designer.remove')}
                  </Button>
                )}
              </div>
            );
          })}
        </Part>

        <Part title={t('report.designer.measures')} action={canEdit && <Button size="small" onClick={() => edit(addMeasure(bundle))}>{t('report.designer.addMeasure')}</Button>}>
          {bundle.measures.map((measure, index) => {
            const n = index + 1;
            const fields = source ? measurableFields(source, measure.fn).map((field) => [field.name, fieldText(field.name)] as const) : [];
            const others = bundle.measures.filter((other) => other.fn !== 'ratio').map((other) => [other.name, other.label[locale]] as const);
            return (
              <div key={index} className="flex flex-wrap items-center gap-2" role="group" aria-label={t('report.designer.measureN', { n })}>
                <Text label={t('report.designer.name')} value={measure.name} width="w-28" onChange={(name) => edit(patchEntry(bundle, 'measures', index, { name }))} />
                <Choice
                  label={t('report.designer.fn')}
                  value={measure.fn}
                  width="w-28"
                  options={MEASURE_FUNCTIONS.map((fn) => [fn, t(`report.designer.fn.${fn}`)] as const)}
                  onChange={(fn) => edit(patchEntry(bundle, 'measures', index, { fn: fn as MeasureFunction, field: fn === 'count' || fn === 'ratio' ? undefined : measurableFields(source as CompiledModule, fn as MeasureFunction)[0]?.name, fraction: fn === 'percentile' ? 0.9 : undefined, numerator: undefined, denominator: undefined }))}
                />
                {measure.fn !== 'ratio' && (
                  <Choice label={t('report.designer.field')} value={measure.field ?? ''} options={measure.fn === 'count' ? [['', t('report.designer.rows')] as const, ...fields] : fields} onChange={(field) => edit(patchEntry(bundle, 'measures', index, { field: field || undefined }))} />
                )}
                {measure.fn === 'percentile' && (
                  <Text label={t('report.designer.fraction')} value={String(measure.fraction ?? '')} width="w-16" onChange={(value) => edit(patchEntry(bundle, 'measures', index, { fraction: Number(value) || undefined }))} />
                )}
                {measure.fn === 'ratio' &&
                  (['numerator', 'denominator'] as const).map((side) => (
                    <Choice key={side} label={t(`report.designer.${side}`)} value={measure[side] ?? ''} options={[none, ...others]} onChange={(value) => edit(patchEntry(bundle, 'measures', index, { [side]: value || undefined }))} width="w-32" />
                  ))}
                <Text label={t('report.designer.labelZh')} value={measure.label['zh-CN']} width="w-28" onChange={(value) => edit(patchEntry(bundle, 'measures', index, { label: { ...measure.label, 'zh-CN': value } }))} />
                <Text label={t('report.designer.labelEn')} value={measure.label['en-US']} width="w-28" onChange={(value) => edit(patchEntry(bundle, 'measures', index, { label: { ...measure.label, 'en-US': value } }))} />
                {canEdit && bundle.measures.length > 1 && (
                  <Button size="small" variant="text" onClick={() => edit(removeEntry(bundle, 'measures', index))}>
                    {t('report.designer.remove')}
                  </Button>
                )}
              </div>
            );
          })}
        </Part>

        <Part title={t('report.designer.filters')} action={canEdit && groupable[0] && <Button size="small" onClick={() => edit(addFilter(bundle, groupable[0]![0]))}>{t('report.designer.addFilter')}</Button>}>
          {(bundle.filters ?? []).map((filter, index) => (
            <div key={index} className="flex flex-wrap items-center gap-2" role="group" aria-label={t('report.designer.filterN', { n: index + 1 })}>
              <Choice label={t('report.designer.field')} value={filter.field} options={groupable} onChange={(field) => edit(patchEntry(bundle, 'filters', index, { field }))} />
              <Choice label={t('report.designer.op')} value={filter.op} width="w-28" options={FILTER_OPS.map((op) => [op, t(`report.designer.op.${op}`)] as const)} onChange={(op) => edit(patchEntry(bundle, 'filters', index, { op: op as ReportFilterOp, value: op === 'in' ? [String(filter.value)] : String(filter.value) }))} />
              <Text
                label={t('report.designer.value')}
                value={Array.isArray(filter.value) ? filter.value.join(',') : filter.value}
                width="w-40"
                onChange={(value) => edit({ ...bundle, filters: (bundle.filters ?? []).map((entry, at) => (at === index ? { ...entry, value: filter.op === 'in' ? value.split(',') : value } : entry)) })}
              />
              {canEdit && (
                <Button size="small" variant="text" onClick={() => edit(removeEntry(bundle, 'filters', index))}>
                  {t('report.designer.remove')}
                </Button>
              )}
            </div>
          ))}
        </Part>

        <Part title={t('report.designer.display')}>
          <div className="flex flex-wrap items-center gap-2">
            <Choice label={t('report.designer.displayType')} value={display.type} width="w-28" options={DISPLAYS.map((type) => [type, t(`report.designer.type.${type}`)] as const)} onChange={(type) => edit({ ...bundle, display: { ...display, type: type as ReportDisplayType } })} />
            <Choice label={t('report.designer.x')} value={display.x ?? ''} options={[none, ...dimensionNames]} onChange={(x) => edit({ ...bundle, display: withOptional(display, 'x', x) })} />
            <Choice label={t('report.designer.series')} value={display.series ?? ''} options={[none, ...dimensionNames]} onChange={(series) => edit({ ...bundle, display: withOptional(display, 'series', series) })} />
          </div>
          <div className="flex flex-wrap items-center gap-3" role="group" aria-label={t('report.designer.shown')}>
            {bundle.measures.map((measure) => {
              const shown = display.measures?.includes(measure.name) ?? false;
              return (
                <label key={measure.name} className="flex items-center gap-1">
                  <input
                    type="checkbox"
                    checked={shown}
                    onChange={() => {
                      const measures = shown ? (display.measures ?? []).filter((name) => name !== measure.name) : [...(display.measures ?? []), measure.name];
                      edit({ ...bundle, display: measures.length ? { ...display, measures } : withOptional(display, 'measures', '') });
                    }}
                  />
                  {measure.label[locale]}
                </label>
              );
            })}
          </div>
        </Part>

        <Part title={t('report.designer.menu')}>
          <div className="flex flex-wrap items-center gap-2">
            <Choice
              label={t('report.designer.menuParent')}
              value={bundle.menu?.parentId ?? ''}
              options={[none, ...context.menuFolders.map((folder) => [folder.id, folder.title[locale]] as const)]}
              onChange={(parentId) => {
                const { menu: _menu, ...rest } = bundle;
                edit(parentId ? { ...rest, menu: { ...bundle.menu, parentId, icon: bundle.menu?.icon ?? 'chart' } } : rest);
              }}
            />
            {bundle.menu && <Text label={t('report.designer.menuSeq')} value={String(bundle.menu.seq ?? '')} width="w-20" onChange={(value) => edit({ ...bundle, menu: { ...bundle.menu!, ...(Number.isInteger(Number(value)) && value ? { seq: Number(value) } : {}) } })} />}
          </div>
        </Part>
      </div>
      <ReportPreview bundle={bundle} />
    </div>
  );
}

type ReportPeriodOrNone = (typeof REPORT_PERIODS)[number] | undefined;

/** The display with `key` set, or without it when `value` is empty (measures: only removed, its list is set directly). */
function withOptional(display: ReportBundle['display'], key: 'x' | 'series' | 'measures', value: string): ReportBundle['display'] {
  const next = { ...display };
  delete next[key];
  if (value && key !== 'measures') next[key] = value;
  return next;
}
