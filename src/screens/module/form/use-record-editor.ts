import { useCallback, useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import type Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import type { CompiledModule } from '../../../../runtime/index.ts';
import { useInvalidateAfter } from '../../../api/invalidations.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { reportError } from '../../../api/report-error.ts';
import { RequestError } from '../../../api/request.ts';
import { useCurrentUser } from '../../../app/current-user.ts';
import { toast } from '../../../components/toast.ts';
import { useLocale, useT } from '../../../i18n/index.ts';
import type { ModuleFormContext } from '../../../renderers/form-context.ts';
import { withFormDefaults } from '../../../renderers/form-defaults.ts';
import { createModuleValidator, toErrorSchema, type FormValues } from '../../../renderers/module-validator.ts';
import { clientContext, newRecordValues } from '../../../renderers/form-expressions.ts';
import { errorMessage } from '../error-message.ts';
import { fieldErrorsOf, findRecord, saveRecord, type SaveFieldError } from '../module-api.ts';
import { moduleStamp } from '../module-stamp.ts';
import { ORG_NO, savePayload, splitRecord, valuesDiffer } from './form-values.ts';
import { useInlineRows, type InlineRowsEditor } from './inline/use-inline-rows.ts';

/** Spec 01 §3: pkValue -1 is a new record. */
export const NEW_KEY = '-1';

export interface RecordEditorOptions {
  module: CompiledModule;
  pkValue: string;
  /** Values a new record starts with, e.g. the parent link of a child record. */
  initial?: FormValues;
  /** Spec 01 §5: an optional hook that can veto a save after validation passed. */
  beforeSave?: (values: FormValues) => boolean | Promise<boolean>;
  /** The bundle version the form is rendered from; the server refuses a save against another. */
  bundleVersion?: string;
  /** The server refused the save because a newer bundle was published (E_BUNDLE_CHANGED); the values stay. */
  onBundleChanged?: (message: string) => void;
}

/** docs/module-authoring.md 'Stale pages and saves'. */
export const BUNDLE_CHANGED = 'E_BUNDLE_CHANGED';

export type LoadState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };

export interface RecordEditor {
  load: LoadState;
  /** Changes on every (re)load; key the form on it so widgets start from the loaded record. */
  loadId: number;
  formData: FormValues;
  setFormData: (formData: FormValues) => void;
  labels: Map<string, string>;
  liveValidate: boolean;
  extraErrors: ErrorSchema<FormValues> | undefined;
  formRef: RefObject<Form<FormValues, RJSFSchema, ModuleFormContext> | null>;
  saving: boolean;
  /** Differs from the snapshot taken at load (spec 01 §4). */
  isDirty: () => boolean;
  /** Validates, runs the hook, saves; answers the record's key, or null when nothing was saved. */
  save: () => Promise<string | null>;
  reload: () => void;
  /** The rows of the module's inline child lists, saved with the record. */
  inline: InlineRowsEditor;
}

/** The load → edit → save cycle of one record, shared by the detail page, child modals and tree pages. */
export function useRecordEditor({ module, pkValue, initial, beforeSave, bundleVersion, onBundleChanged }: RecordEditorOptions): RecordEditor {
  const t = useT();
  const [locale] = useLocale();
  const user = useCurrentUser();
  const [applied, setApplied] = useState<unknown>(undefined);
  const [loadId, setLoadId] = useState(0);
  const [formData, setFormData] = useState<FormValues>({});
  const [labels, setLabels] = useState(() => new Map<string, string>());
  const [liveValidate, setLiveValidate] = useState(false);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema<FormValues> | undefined>();
  const [saving, setSaving] = useState(false);
  const snapshot = useRef<FormValues>({});
  const rowVersion = useRef<number | undefined>(undefined);
  const formRef = useRef<Form<FormValues, RJSFSchema, ModuleFormContext> | null>(null);
  const validator = useMemo(() => createModuleValidator(module, t, locale), [module, t, locale]);
  const inline = useInlineRows(module);
  const invalidateAfter = useInvalidateAfter();
  const { reset: resetRows } = inline;
  // The initial values and the user are read when a load starts; they do not trigger one.
  const startValues = useRef<FormValues>({});
  startValues.current = newRecordValues(module, { ...(user?.orgNo ? { [ORG_NO]: user.orgNo } : {}), ...initial }, clientContext(user));
  // A new record's values are this editor's own: two new-record forms of a module do not share them.
  const own = useId();
  const recordKey = pkValue === NEW_KEY ? `${NEW_KEY}${own}` : pkValue;
  // A language switch re-renders labels in place; it must not reload and drop the user's edits.
  const recordQueryKey = [...queryKeys.moduleRecord(module.moduleId, recordKey), moduleStamp(module)];
  const record = useQuery({
    queryKey: recordQueryKey,
    queryFn: () => (pkValue === NEW_KEY ? Promise.resolve(startValues.current) : findRecord(module, pkValue)),
    // Every answer is applied to the form, an unchanged one too (a reload drops the edits), and
    // none is kept for the next editor, which loads the record as it is then.
    structuralSharing: false,
    gcTime: 0,
  });

  // The form is edited in local state: each answer of the query starts it again.
  useEffect(() => {
    if (!record.data) return;
    const { _children, ...recorder } = record.data;
    resetRows(_children);
    const { values, labels: loadedLabels, rowVersion: version } = splitRecord(recorder);
    const { schema } = module.form(locale);
    const filled = withFormDefaults(validator, schema as RJSFSchema, values);
    snapshot.current = filled;
    rowVersion.current = version;
    setFormData(filled);
    setLabels(loadedLabels);
    setLiveValidate(false);
    setExtraErrors(undefined);
    setLoadId((id) => id + 1);
    setApplied(record.data);
    // Only a new answer resets the form; the module, labels and validator are those of its load.
  }, [record.data]);

  const load: LoadState = record.isError
    ? { status: 'error', message: errorMessage(record.error) }
    : record.isFetching || record.data === undefined || applied !== record.data
      ? { status: 'loading' }
      : { status: 'ready' };

  const isDirty = useCallback(() => valuesDiffer(module, formData, snapshot.current) || inline.isDirty(), [module, formData, inline]);

  // Spec 01 §8 'save failure: msgInfo as error; page stays open', through the app's one error
  // reporter: a 401 shows its re-login prompt only, no toast besides.
  const showFailure = useCallback(
    (failure: unknown, fieldErrors: readonly SaveFieldError[]) => {
      if (failure instanceof RequestError && failure.code === BUNDLE_CHANGED && onBundleChanged) return onBundleChanged(failure.message);
      reportError(failure);
      const parentErrors = inline.takeServerErrors(fieldErrors);
      if (parentErrors.length) setExtraErrors(toErrorSchema(parentErrors) as ErrorSchema<FormValues>);
    },
    [onBundleChanged, inline],
  );

  const save = useCallback(async (): Promise<string | null> => {
    const form = formRef.current;
    if (!form) return null;
    setExtraErrors(undefined);
    const rowsValid = inline.validate();
    if (!form.validateForm() || !rowsValid) {
      setLiveValidate(true);
      toast.error(t('common.completeInfo'));
      return null;
    }
    if (beforeSave && !(await beforeSave(formData))) return null;
    setSaving(true);
    try {
      const children = inline.payload();
      const payload = { ...savePayload(module, formData), ...(children === undefined ? {} : { _children: children }) };
      const outcome = await saveRecord(module, payload, pkValue, { rowVersion: rowVersion.current, bundleVersion });
      if (outcome.ok) {
        toast.success(outcome.message || t('msg.saved'));
        snapshot.current = formData;
        inline.markSaved();
        // The lists show the saved record; this form keeps what it saved (a new record's blank
        // start values would otherwise come back over it) until after-save.ts closes or reloads it.
        void invalidateAfter({ kind: 'record', moduleId: module.moduleId, kept: recordQueryKey });
        return outcome.key;
      }
      // A refusal in the envelope (state -1 with HTTP 200), told like a thrown one.
      showFailure(new RequestError(outcome.message || t('request.failed'), 200, outcome.code), outcome.fieldErrors);
    } catch (error) {
      // Refusals with an HTTP status (validation 400, stale record or bundle 409, 401) arrive as RequestError.
      showFailure(error, error instanceof RequestError ? fieldErrorsOf(error.param) : []);
    } finally {
      setSaving(false);
    }
    return null;
    // recordQueryKey is rebuilt each render from module and recordKey.
  }, [beforeSave, bundleVersion, formData, inline, invalidateAfter, module, pkValue, recordKey, showFailure, t]);

  const { refetch } = record;
  const reload = useCallback(() => void refetch(), [refetch]);

  return { load, loadId, formData, setFormData, labels, liveValidate, extraErrors, formRef, saving, isDirty, save, reload, inline };
}
