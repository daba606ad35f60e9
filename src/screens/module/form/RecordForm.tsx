import { useLayoutEffect, useState } from 'react';
import type { CompiledModule } from '../../../../runtime/index.ts';
import { ModuleForm } from '../../../renderers/ModuleForm.tsx';
import { FORM_PAINT, markStart, measureAfterPaint } from '../perf-marks.ts';
import { ScreenError, ScreenLoading } from '../ScreenStatus.tsx';
import type { RecordEditor } from './use-record-editor.ts';

export interface RecordFormProps {
  module: CompiledModule;
  editor: RecordEditor;
  readonly: boolean;
  /** Fields read-only in an editable form (workflow mode, spec 02 §4). */
  lockedFields?: ReadonlySet<string>;
}

/** The loaded record in the module form; a spinner or the load error until then. */
export function RecordForm({ module, editor, readonly, lockedFields }: RecordFormProps) {
  if (editor.load.status === 'loading') return <ScreenLoading className="h-40" />;
  if (editor.load.status === 'error') return <ScreenError message={editor.load.message} />;
  return <MeasuredForm key={editor.loadId} module={module} editor={editor} readonly={readonly} lockedFields={lockedFields} />;
}

function MeasuredForm({ module, editor, readonly, lockedFields }: RecordFormProps) {
  // The benchmark's 'form mount → first paint' starts with the first render of the form.
  useState(() => markStart(FORM_PAINT));
  useLayoutEffect(() => measureAfterPaint(FORM_PAINT), []);
  return (
    <ModuleForm
      module={module}
      formData={editor.formData}
      onChange={editor.setFormData}
      labels={editor.labels}
      readonly={readonly}
      lockedFields={lockedFields}
      liveValidate={editor.liveValidate}
      extraErrors={editor.extraErrors}
      formRef={editor.formRef}
    />
  );
}
