import type { ReactNode } from 'react';
import { Button } from '../../../../components/Button.tsx';
import { useT } from '../../../../i18n/index.ts';
import { moveItem } from '../../model/field-edits.ts';
import { reorderHandlers } from '../drag.ts';

export interface EditableRowsProps<Item> {
  /** The drag kind: rows only move within lists of the same kind. */
  kind: string;
  items: readonly Item[];
  headers: readonly string[];
  /** Grid template of the cells (the remove button's column is added). */
  columns: string;
  renderRow: (item: Item, index: number) => ReactNode;
  onChange: (items: Item[]) => void;
  onAdd?: () => void;
  addLabel: string;
  readOnly: boolean;
  empty: string;
}

/** A list of rows edited in place: drag to reorder, remove, add; lists, searches, rules and children use it. */
export function EditableRows<Item>({ kind, items, headers, columns, renderRow, onChange, onAdd, addLabel, readOnly, empty }: EditableRowsProps<Item>) {
  const t = useT();
  const template = { gridTemplateColumns: `14px ${columns} 28px` };
  const move = (from: number, to: number) => onChange(moveItem(items, from, to));
  return (
    <div className="flex flex-col gap-1 text-xs">
      {items.length > 0 && headers.length > 0 && (
        <div className="grid gap-1.5 px-0.5 text-[11px] text-slate-400" style={template}>
          <span />
          {headers.map((header) => (
            <span key={header}>{header}</span>
          ))}
        </div>
      )}
      {items.map((item, index) => (
        <div key={index} role="group" aria-label={`${kind} ${index + 1}`} className="grid items-center gap-1.5 rounded px-0.5 hover:bg-slate-50" style={template} {...(readOnly ? {} : reorderHandlers(kind, index, move))}>
          <span className="cursor-move text-slate-300" aria-hidden="true">⋮</span>
          {renderRow(item, index)}
          {!readOnly && (
            <button type="button" aria-label={t('designer.remove')} title={t('designer.remove')} className="h-6 rounded text-slate-400 hover:bg-red-50 hover:text-red-500" onClick={() => onChange(items.filter((_, at) => at !== index))}>
              ✕
            </button>
          )}
        </div>
      ))}
      {items.length === 0 && <p className="py-1 text-slate-400">{empty}</p>}
      {!readOnly && onAdd && (
        <Button size="small" className="mt-1 self-start" onClick={onAdd}>
          {addLabel}
        </Button>
      )}
    </div>
  );
}
