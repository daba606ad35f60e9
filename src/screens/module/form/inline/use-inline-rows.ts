import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CompiledModule } from '../../../../../runtime/index.ts';
import { useLocale, useT } from '../../../../i18n/index.ts';
import { checkInlineRows, childrenPayload, rowsDiffer, rowsFromRecorder, splitServerErrors, type InlineErrors, type InlineRow, type InlineRows } from './inline-rows.ts';

/**
 * The inline rows of one record's form: loaded with the record, edited in the grids, checked
 * with the form before a save and sent with it. `rows` is the form's `children` state.
 */
export interface InlineRowsEditor {
  rows: InlineRows;
  errors: InlineErrors;
  setList: (moduleId: string, update: (rows: readonly InlineRow[]) => readonly InlineRow[]) => void;
  /** A grid hands over its compiled child module once loaded: rows are checked and sent with it. */
  register: (child: CompiledModule) => void;
  /** Starts from find.ajax's `_children` (a new record: empty lists). */
  reset: (children: unknown) => void;
  isDirty: () => boolean;
  /** Checks every row; false (and the messages shown, re-checked on each change) when one fails. */
  validate: () => boolean;
  /** `_children` of the save call, or undefined for a module without inline lists. */
  payload: () => string | undefined;
  /** Takes the rows' messages of a refused save; answers the parent's own. */
  takeServerErrors: <E extends { field: string; message: string }>(errors: readonly E[]) => E[];
  /** The rows as saved become the snapshot. */
  markSaved: () => void;
}

export function useInlineRows(module: CompiledModule): InlineRowsEditor {
  const t = useT();
  const [locale] = useLocale();
  const [rows, setRows] = useState<InlineRows>({});
  const [errors, setErrors] = useState<InlineErrors>({});
  const [live, setLive] = useState(false);
  const [children, setChildren] = useState<ReadonlyMap<string, CompiledModule>>(() => new Map());
  const snapshot = useRef<InlineRows>({});
  const check = useCallback((next: InlineRows) => checkInlineRows(module, children, next, t, locale), [module, children, t, locale]);

  const setList = useCallback<InlineRowsEditor['setList']>((moduleId, update) => setRows((current) => ({ ...current, [moduleId]: update(current[moduleId] ?? []) })), []);
  // Once a save was tried, messages follow the edits, like the form's live validation.
  const edited = useRef(rows);
  useEffect(() => {
    if (!live || edited.current === rows) return;
    edited.current = rows;
    setErrors(check(rows));
  }, [check, live, rows]);
  const register = useCallback((child: CompiledModule) => setChildren((current) => (current.get(child.moduleId) === child ? current : new Map(current).set(child.moduleId, child))), []);
  const reset = useCallback(
    (answer: unknown) => {
      const loaded = rowsFromRecorder(module, answer);
      snapshot.current = loaded;
      setRows(loaded);
      setErrors({});
      setLive(false);
    },
    [module],
  );
  const isDirty = useCallback(() => rowsDiffer(children, rows, snapshot.current), [children, rows]);
  const validate = useCallback(() => {
    const found = check(rows);
    edited.current = rows;
    setErrors(found);
    setLive(true);
    return Object.keys(found).length === 0;
  }, [check, rows]);
  const payload = useCallback(() => childrenPayload(module, children, rows), [module, children, rows]);
  const takeServerErrors = useCallback(
    <E extends { field: string; message: string }>(fieldErrors: readonly E[]) => {
      const { parent, rows: rowErrors } = splitServerErrors(module, fieldErrors);
      setErrors(rowErrors);
      return parent;
    },
    [module],
  );
  const markSaved = useCallback(() => {
    snapshot.current = rows;
  }, [rows]);
  return useMemo(
    () => ({ rows, errors, setList, register, reset, isDirty, validate, payload, takeServerErrors, markSaved }),
    [rows, errors, setList, register, reset, isDirty, validate, payload, takeServerErrors, markSaved],
  );
}
