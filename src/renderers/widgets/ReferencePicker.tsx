import type { ReferenceDef } from '../../../runtime/bundle/types.ts';
import { cellText, type ListRow } from '../../components/table/list-envelope.ts';
import { ReferenceTreeDialog } from './ReferenceTreeDialog.tsx';
import { TableSelectorDialog } from './TableSelectorDialog.tsx';

/** A record picked for a reference: what is stored and what is shown. */
export interface ReferenceChoice {
  key: string;
  label: string;
}

export interface ReferencePickerProps {
  reference: ReferenceDef;
  title: string;
  /** The reference's filter parameters (refModule, refField, refValue): the server narrows the choices by its filterBy and where. */
  filter: Readonly<Record<string, string>>;
  selectedId: string | null;
  onPick: (choice: ReferenceChoice) => void;
  onClose: () => void;
}

/** The dialog a reference picks with: its target's tree (`picker: "tree"`) or the table selector. */
export function ReferencePicker({ reference, title, filter, selectedId, onPick, onClose }: ReferencePickerProps) {
  if (reference.picker === 'tree') {
    // An empty root asks the server for the target tree's own root.
    return <ReferenceTreeDialog title={title} entity={reference.entity} rootId="" filter={filter} selectedId={selectedId} onPick={(node) => onPick({ key: node.id, label: node.name })} onClose={onClose} />;
  }
  const pick = (row: ListRow) => onPick({ key: reference.valueField ? String(row.rowDatas[reference.valueField] ?? '') : row.pkValue, label: cellText(row.rowDatas, reference.labelField) });
  return <TableSelectorDialog open title={title} entity={reference.entity} labelField={reference.labelField} filter={filter} onPick={pick} onClose={onClose} />;
}
