import { useMemo, useRef, useState } from 'react';
import type Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import type { CompiledModule } from '../../../../runtime/index.ts';
import { Button } from '../../../components/Button.tsx';
import { toast } from '../../../components/toast.ts';
import type { ListRow } from '../../../components/table/list-envelope.ts';
import { useLocale, useT } from '../../../i18n/index.ts';
import { ModuleForm } from '../../../renderers/ModuleForm.tsx';
import type { ModuleFormContext } from '../../../renderers/form-context.ts';
import { withFormDefaults } from '../../../renderers/form-defaults.ts';
import { createModuleValidator, type FormValues } from '../../../renderers/module-validator.ts';
import { ChildListsCard, DetailHeader, FormCard } from '../../module/form/DetailLayout.tsx';
import { formTitle } from '../../module/form/form-title.ts';
import { splitRecord } from '../../module/form/form-values.ts';
import { ChildPreview } from './ChildPreview.tsx';

export interface DetailPreviewProps {
  module: CompiledModule;
  /** A sample row opened in edit mode; null: a new record with the bundle's defaults. */
  row: ListRow | null;
  onClose: () => void;
}

/** The staff detail page of the draft: the same form renderer and rules; 保存 only validates. */
export function DetailPreview({ module, row, onClose }: DetailPreviewProps) {
  const t = useT();
  const [locale] = useLocale();
  const formRef = useRef<Form<FormValues, RJSFSchema, ModuleFormContext> | null>(null);
  const start = useMemo(() => {
    const { values, labels } = splitRecord(row ? { ...row.rowDatas } : {});
    const validator = createModuleValidator(module, t, locale);
    return { values: withFormDefaults(validator, module.form(locale).schema as RJSFSchema, values), labels };
  }, [module, row, t, locale]);
  const [formData, setFormData] = useState<FormValues>(start.values);
  const [liveValidate, setLiveValidate] = useState(false);
  // Every edit of the draft compiles a new module: the form starts again from its defaults.
  const [shownStart, setShownStart] = useState(start);
  if (shownStart !== start) {
    setShownStart(start);
    setFormData(start.values);
  }
  const validate = () => {
    if (formRef.current?.validateForm()) toast.success(t('designer.preview.valid'));
    else {
      setLiveValidate(true);
      toast.error(t('common.completeInfo'));
    }
  };
  // Inline grids are part of a new record's form too; the other lists show under a saved one.
  const children = (module.bundle.form.children ?? []).filter((child) => row !== null || child.inline === true);
  return (
    <div className="flex flex-col gap-3">
      <DetailHeader title={formTitle(module.bundle.title[locale], row ? 'edit' : 'add', t)}>
        <Button variant="primary" onClick={validate}>
          {t('common.save')}
        </Button>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DetailHeader>
      <FormCard>
        <ModuleForm module={module} formData={formData} onChange={setFormData} labels={start.labels} readonly={false} liveValidate={liveValidate} formRef={formRef} />
      </FormCard>
      {children.length > 0 && (
        <ChildListsCard>
          {children.map((child) => (
            <ChildPreview key={child.module} child={child} />
          ))}
        </ChildListsCard>
      )}
    </div>
  );
}
