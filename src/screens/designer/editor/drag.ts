import type { DragEvent } from 'react';

/**
 * HTML drag and drop between the rows of one list: each kind of list has its own data type,
 * so a field dragged from the field list never lands among search conditions.
 */
export function dragHandlers(kind: string, payload: string, onDropHere: (payload: string) => void) {
  const type = `application/x-designer-${kind}`;
  return {
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.setData(type, payload);
      event.dataTransfer.effectAllowed = 'move';
    },
    ...dropTarget(kind, onDropHere),
  };
}

/** Accepts drops of `kind` (an empty group, the end of a list). */
export function dropTarget(kind: string, onDropHere: (payload: string) => void) {
  const type = `application/x-designer-${kind}`;
  return {
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes(type)) return;
      event.preventDefault();
      event.stopPropagation();
      event.dataTransfer.dropEffect = 'move';
    },
    onDrop: (event: DragEvent) => {
      const payload = event.dataTransfer.getData(type);
      if (!payload) return;
      event.preventDefault();
      event.stopPropagation();
      onDropHere(payload);
    },
  };
}

/** Rows reordered by dragging one onto another: the payload is the dragged row's index. */
export function reorderHandlers(kind: string, index: number, onMove: (from: number, to: number) => void) {
  return dragHandlers(kind, String(index), (payload) => {
    const from = Number(payload);
    if (Number.isInteger(from) && from !== index) onMove(from, index);
  });
}
