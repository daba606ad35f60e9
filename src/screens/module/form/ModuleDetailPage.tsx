import { Suspense, useCallback, useMemo, useState } from 'react';
import type { CompiledModule } from '../../../../runtime/index.ts';
import { useCurrentUser } from '../../../app/current-user.ts';
import type { FormMode } from '../../../app/routes/form-path.ts';
import { useUnsavedGuard } from '../../../app/unsaved-guard.ts';
import { Button } from '../../../components/Button.tsx';
import { confirm } from '../../../components/confirm.ts';
import { Spinner } from '../../../components/Spinner.tsx';
import { useT } from '../../../i18n/index.ts';
import type { FormValues } from '../../../renderers/module-validator.ts';
import type { WorkflowInfo } from '../../workflow/index.ts';
import { workflowLeads } from '../../workflow/command-bar/command-kind.ts';
import { PrintButton } from '../print/PrintButton.tsx';
import { afterSave } from './after-save.ts';
import { ChildLists } from './ChildLists.tsx';
import { ChildListsCard, DetailHeader, FormCard } from './DetailLayout.tsx';
import { formTitle } from './form-title.ts';
import { RecordForm } from './RecordForm.tsx';
import { InlineGrids } from './inline/InlineGrids.tsx';
import { NEW_KEY, useRecordEditor } from './use-record-editor.ts';
import { everythingLocked, lockedFields } from './workflow-fields.ts';
import { WorkflowCommandBar, WorkflowDiagramTab } from './workflow-parts.ts';
import { hasLifecycle } from '../lifecycle/lifecycle-api.ts';
import { withLifecycleLocks } from '../lifecycle/lifecycle-locks.ts';
import { TransitionButtons } from '../lifecycle/TransitionButtons.tsx';
import { TransitionHistory } from '../lifecycle/TransitionHistory.tsx';

export interface ModuleDetailPageProps {
  module: CompiledModule;
  mode: FormMode;
  pkValue: string;
  /** Module name for the title (the menu title or the route's title query). */
  name: string;
  /** Spec 01 §2: a disabled form is read-only whatever its mode (the route's disabled query). */
  disabled?: boolean;
  /**
   * Leaves the page (list or history back) by navigating: the page's unsaved-changes guard
   * asks before the navigation goes through.
   */
  onClose: () => void;
  /** Shows the new record in edit mode (a new URL with its key). */
  onSwitchToEdit: (key: string) => void;
  /** The read-only view's 编辑 button, given when the user may edit the record. */
  onEdit?: () => void;
  /** The caller's 'stay after save' (spec 01 §4). */
  stayAfterSave?: boolean;
  beforeSave?: (values: FormValues) => boolean | Promise<boolean>;
  /** The bundle version the page was rendered from, sent with saves. */
  bundleVersion?: string;
  /** Loads the newest bundle (offered when a save meets E_BUNDLE_CHANGED). */
  onReloadModule?: () => void;
}

/**
 * The generic detail page (spec 01 §2): title, save and close, the form, then the child
 * lists. A saved record of a workflow module also gets the workflow commands in the header
 * and its diagram as a card tab beside the form (spec 02 §2); in workflow mode the fields
 * follow the user's step (spec 02 §4).
 */
export function ModuleDetailPage(props: ModuleDetailPageProps) {
  const { module, mode, pkValue, name, disabled = false, onClose, onSwitchToEdit, onEdit, stayAfterSave = false, beforeSave, bundleVersion, onReloadModule } = props;
  const t = useT();
  const user = useCurrentUser();
  // The user's values stay in the form; reloading the definition is their choice (it reloads the record).
  const onBundleChanged = useCallback(
    (message: string) =>
      void confirm(message, { confirmText: t('designer.stale.reload'), cancelText: t('designer.stale.keep') }).then((accepted) => {
        if (accepted) onReloadModule?.();
      }),
    [onReloadModule, t],
  );
  const editor = useRecordEditor({ module, pkValue, beforeSave, bundleVersion, onBundleChanged });
  const readonly = mode === 'view' || disabled;
  // Read when a navigation starts: after a save the snapshot is the saved record, so the
  // page's own move (close, edit the new record) passes; the menu, view tags, back and Close
  // with edits ask '有修改的数据未保存是否退出？'.
  const { isDirty } = editor;
  useUnsavedGuard(() => !readonly && isDirty());
  // Inline lists are grids of the form itself (InlineGrids); the others are lists under a saved record.
  const children = (module.bundle.form.children ?? []).filter((child) => child.inline !== true);
  const workflow = module.bundle.workflow?.enabled === true && pkValue !== NEW_KEY;
  const [info, setInfo] = useState<WorkflowInfo | null>(null);
  // A record without a workflow (new, or of a module without one) is edited like any other.
  const workflowLocked = useMemo(() => (workflow ? lockedFields(module, mode, info, user?.userId ?? '') : undefined), [workflow, module, mode, info, user?.userId]);
  // A life cycle's state field moves only by transitions, and its state may lock more fields.
  const lifecycle = hasLifecycle(module) && pkValue !== NEW_KEY;
  const stateField = module.bundle.lifecycle?.field;
  const storedState = lifecycle && stateField && editor.load.status === 'ready' ? String(editor.formData[stateField] ?? '') : undefined;
  const locked = useMemo(() => withLifecycleLocks(module, workflowLocked, storedState), [module, workflowLocked, storedState]);

  // One primary action on the page: the workflow's move when it offers one, else the page's own.
  const pageAction = workflow && workflowLeads(info) ? 'default' : 'primary';

  // Rows of a separate child list follow their parent (the server refuses them otherwise): a
  // record its workflow step or state leaves the user nothing to change offers them no writes.
  const parentClosed = readonly || everythingLocked(module, locked);

  const save = async () => {
    const key = await editor.save();
    if (key === null) return;
    const next = afterSave(mode, children.length > 0, stayAfterSave);
    if (next === 'switch-to-edit') onSwitchToEdit(key);
    else if (next === 'reload') editor.reload();
    else onClose();
  };

  const form = (
    <>
      <FormCard>
        <RecordForm module={module} editor={editor} readonly={readonly} lockedFields={locked} />
        {editor.load.status === 'ready' && <InlineGrids module={module} inline={editor.inline} readonly={readonly} locked={locked} />}
      </FormCard>
      {pkValue !== NEW_KEY && editor.load.status === 'ready' && children.length > 0 && (
        <ChildListsCard>
          <ChildLists lists={children} parentKey={pkValue} parentValues={editor.formData} viewOnly={parentClosed} />
        </ChildListsCard>
      )}
      {lifecycle && editor.load.status === 'ready' && <TransitionHistory module={module} pkValue={pkValue} />}
    </>
  );

  return (
    <div className="flex flex-col gap-3">
      <DetailHeader title={formTitle(name, mode, t)}>
        {workflow && (
          <Suspense fallback={null}>
            <WorkflowCommandBar moduleId={module.moduleId} pkValue={pkValue} formPublished={editor.load.status === 'ready' && !editor.isDirty()} onInfo={setInfo} />
          </Suspense>
        )}
        {lifecycle && !disabled && editor.load.status === 'ready' && (
          <TransitionButtons module={module} pkValue={pkValue} disabled={editor.isDirty()} title={t('lifecycle.saveFirst')} />
        )}
        {!parentClosed && (
          <Button variant={pageAction} loading={editor.saving} disabled={editor.load.status !== 'ready'} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        )}
        {readonly && onEdit && (
          <Button variant={pageAction} onClick={onEdit}>
            {t('list.row.edit')}
          </Button>
        )}
        {module.bundle.print && pkValue !== NEW_KEY && <PrintButton module={module} print={module.bundle.print} pkValue={pkValue} />}
        <Button onClick={() => onClose()}>{t('common.close')}</Button>
      </DetailHeader>
      {workflow ? (
        // The form mounts once, inside the tab: as a fallback it would be mounted twice, and
        // the second mount drops what a widget holds (an image waiting in the crop dialog).
        <Suspense fallback={<Spinner label={t('common.loading')} showLabel />}>
          <WorkflowDiagramTab moduleId={module.moduleId} pkValue={pkValue} formTab={{ label: t('form.tab'), content: form }} />
        </Suspense>
      ) : (
        form
      )}
    </div>
  );
}
