import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { linkFieldNames, type ChildListDef, type CompiledField, type CompiledModule } from '../../../../../runtime/index.ts';
import { Button } from '../../../../components/Button.tsx';
import { useLocale, useT } from '../../../../i18n/index.ts';
import type { ModuleFormContext } from '../../../../renderers/form-context.ts';
import { GridCell } from './GridCell.tsx';
import { moveRow, newRow, type InlineErrors, type InlineRow } from './inline-rows.ts';

export interface InlineGridProps {
  link: ChildListDef;
  child: CompiledModule;
  rows: readonly InlineRow[];
  errors: InlineErrors;
  readonly: boolean;
  onChange: (update: (rows: readonly InlineRow[]) => readonly InlineRow[]) => void;
}

/** The grid's columns: the child's form fields in form order, without its key, hidden fields and parent link. */
export function gridFields(link: ChildListDef, child: CompiledModule): CompiledField[] {
  const skip = new Set([child.primaryKey.name, ...linkFieldNames(link, child)]);
  const names = [...new Set(child.bundle.form.groups.flatMap((group) => group.fields))];
  return names.map((name) => child.fields.get(name)).filter((field): field is CompiledField => field !== undefined && !field.def.hidden && !skip.has(field.name));
}

/** A new row's values: the child fields' bundle defaults. */
function defaultRowValues(child: CompiledModule): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of child.fields.values()) if (field.def.default !== undefined) values[field.name] = field.def.default;
  return values;
}

function belowMax(link: ChildListDef, count: number): boolean {
  return link.maxRows === undefined || count < link.maxRows;
}

function insertAt(rows: readonly InlineRow[], at: number, row: InlineRow): readonly InlineRow[] {
  return [...rows.slice(0, at), row, ...rows.slice(at)];
}

interface RowActions {
  onCell: (rowId: string, field: string, value: unknown) => void;
  remove: (rowId: string) => void;
  move: (rowId: string, offset: number) => void;
  insertAfter: (rowId: string) => void;
}

interface GridRowProps {
  gridId: string;
  row: InlineRow;
  index: number;
  count: number;
  fields: readonly CompiledField[];
  child: CompiledModule;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  errors?: Readonly<Record<string, string>>;
  link: ChildListDef;
  readonly: boolean;
  actions: RowActions;
  labels: Map<string, string>;
}

/** The id of a cell's control: by the row's id, so focus follows a row that moves. */
function cellId(gridId: string, rowId: string, field: string): string {
  return `${gridId}-${rowId}-${field}`;
}

/** One row, rendered again only when its own values, errors or position change. */
const GridRow = memo(function GridRow({ gridId, row, index, count, fields, child, schema, uiSchema, errors, link, readonly, actions, labels }: GridRowProps) {
  const t = useT();
  const [locale] = useLocale();
  const context = useMemo<ModuleFormContext>(() => ({ module: child, values: row.values, labels }), [child, row.values, labels]);
  const onCell = useCallback((field: string, value: unknown) => actions.onCell(row.rowId, field, value), [actions, row.rowId]);
  const orderable = link.orderable === true && !readonly;
  // Alt+↑/↓ moves the row, Alt+Enter adds one below it; focus stays in the cell that had it.
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (!event.altKey || readonly) return;
    if (orderable && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      actions.move(row.rowId, event.key === 'ArrowUp' ? -1 : 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      actions.insertAfter(row.rowId);
    }
  };
  return (
    <tr className="border-b border-slate-100 align-top" data-row={index} onKeyDown={onKeyDown}>
      {link.rowNumbers && <td className="px-2 py-1.5 text-right text-xs leading-8 text-slate-500 tabular-nums">{index + 1}</td>}
      {fields.map((field) => (
        <td key={field.name} className="px-1 py-1">
          <GridCell
            id={cellId(gridId, row.rowId, field.name)}
            field={field}
            schema={(schema.properties?.[field.name] as RJSFSchema | undefined) ?? {}}
            uiSchema={(uiSchema[field.name] as UiSchema | undefined) ?? {}}
            value={row.values[field.name]}
            context={context}
            error={errors?.[field.name]}
            readonly={readonly}
            label={field.def.label[locale]}
            onChange={onCell}
          />
        </td>
      ))}
      {!readonly && (
        <td className="px-1 py-1 whitespace-nowrap">
          {orderable && (
            <>
              <Button size="small" variant="text" aria-label={`${t('grid.moveUp')} ${index + 1}`} title={`${t('grid.moveUp')} (Alt+↑)`} disabled={index === 0} onClick={() => actions.move(row.rowId, -1)}>
                ↑
              </Button>
              <Button size="small" variant="text" aria-label={`${t('grid.moveDown')} ${index + 1}`} title={`${t('grid.moveDown')} (Alt+↓)`} disabled={index === count - 1} onClick={() => actions.move(row.rowId, 1)}>
                ↓
              </Button>
            </>
          )}
          <Button size="small" variant="text" aria-label={`${t('grid.remove')} ${index + 1}`} onClick={() => actions.remove(row.rowId)}>
            {t('grid.remove')}
          </Button>
        </td>
      )}
    </tr>
  );
});

/**
 * An inline child list edited as a grid inside the parent's form (bundle form.children[i].inline):
 * add, remove and (orderable) move rows, each cell the child field's own widget with its message
 * under it. Rows render on their own (memo), so typing in one row of hundreds redraws that row only.
 */
export function InlineGrid({ link, child, rows, errors, readonly, onChange }: InlineGridProps) {
  const t = useT();
  const [locale] = useLocale();
  const gridId = `grid-${child.moduleId}`;
  const { schema, uiSchema } = child.form(locale);
  const fields = useMemo(() => gridFields(link, child), [link, child]);
  const latest = useRef(onChange);
  latest.current = onChange;
  const [focusCell, setFocusCell] = useState<string | null>(null);
  // Reference widgets write the label of a pick into their row's map; it lives as long as the grid.
  const labelMaps = useRef(new Map<string, Map<string, string>>());
  const labelsOf = (row: InlineRow) => {
    let labels = labelMaps.current.get(row.rowId);
    if (!labels) labelMaps.current.set(row.rowId, (labels = new Map(Object.entries(row.labels))));
    return labels;
  };
  const firstField = fields[0]?.name ?? '';

  const actions = useMemo<RowActions>(() => {
    const update = (change: (rows: readonly InlineRow[]) => readonly InlineRow[]) => latest.current(change);
    return {
      onCell: (rowId, field, value) => update((current) => current.map((row) => (row.rowId === rowId ? { ...row, values: { ...row.values, [field]: value } } : row))),
      remove: (rowId) => update((current) => current.filter((row) => row.rowId !== rowId)),
      move: (rowId, offset) => {
        const active = document.activeElement?.id;
        update((current) => moveRow(current, current.findIndex((row) => row.rowId === rowId), offset));
        if (active) setFocusCell(active);
      },
      insertAfter: (rowId) => {
        const row = newRow(defaultRowValues(child));
        setFocusCell(cellId(gridId, row.rowId, firstField));
        update((current) => (belowMax(link, current.length) ? insertAt(current, current.findIndex((candidate) => candidate.rowId === rowId) + 1, row) : current));
      },
    };
  }, [child, gridId, firstField, link]);

  useEffect(() => {
    if (!focusCell) return;
    document.getElementById(focusCell)?.focus();
    setFocusCell(null);
  }, [focusCell, rows]);

  const rowErrors = useMemo(() => {
    const byRow = new Map<number, Record<string, string>>();
    const prefix = `${child.moduleId}[`;
    for (const [place, message] of Object.entries(errors)) {
      if (!place.startsWith(prefix)) continue;
      const match = /^\[(\d+)\]\.(.+)$/.exec(place.slice(child.moduleId.length));
      if (!match) continue;
      const index = Number(match[1]);
      byRow.set(index, { ...byRow.get(index), [match[2] as string]: message });
    }
    return byRow;
  }, [errors, child.moduleId]);

  const full = !belowMax(link, rows.length);
  const listError = errors[child.moduleId];
  const add = () => {
    const row = newRow(defaultRowValues(child));
    setFocusCell(cellId(gridId, row.rowId, firstField));
    latest.current((current) => (belowMax(link, current.length) ? [...current, row] : current));
  };

  return (
    <div className="flex flex-col gap-1.5" data-grid={child.moduleId}>
      <div className="overflow-x-auto rounded border border-slate-200">
        <table className="w-full border-collapse text-sm" aria-label={link.title?.[locale] ?? child.bundle.title[locale]}>
          <thead className="bg-slate-50 text-left text-xs text-slate-600">
            <tr>
              {link.rowNumbers && <th className="w-10 px-2 py-2 text-right font-medium">{t('grid.rowNo')}</th>}
              {fields.map((field) => (
                <th key={field.name} className={`px-2 py-2 font-medium ${field.type === 'textarea' ? 'min-w-64' : 'min-w-32'}`}>
                  {field.def.required && <span className="mr-0.5 text-red-500">*</span>}
                  {field.def.label[locale]}
                </th>
              ))}
              {!readonly && <th className="w-px px-2 py-2 font-medium">{t('grid.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <GridRow
                key={row.rowId}
                gridId={gridId}
                row={row}
                index={index}
                count={rows.length}
                fields={fields}
                child={child}
                schema={schema as RJSFSchema}
                uiSchema={uiSchema as UiSchema}
                errors={rowErrors.get(index)}
                link={link}
                readonly={readonly}
                actions={actions}
                labels={labelsOf(row)}
              />
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={fields.length + 2} className="px-2 py-4 text-center text-xs text-slate-400">
                  {t('grid.empty')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div className="flex items-center gap-3 text-xs text-slate-500">
        {!readonly && (
          <Button size="small" disabled={full} onClick={add}>
            + {t('grid.add')}
          </Button>
        )}
        <span>{full ? t('grid.full', { limit: link.maxRows ?? 0 }) : t('grid.rowCount', { count: rows.length })}</span>
        {listError && (
          <span className="text-red-600" role="alert">
            {listError}
          </span>
        )}
      </div>
    </div>
  );
}
