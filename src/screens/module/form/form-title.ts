import type { FormMode } from '../../../app/routes/form-path.ts';
import type { Translate } from '../../../../runtime/errors.ts';

/** Spec 01 §2: the module name joined to the mode label (新增, 编辑, 查看, 流程处理). */
export function formTitle(name: string, mode: FormMode, t: Translate): string {
  return t('form.title', { name, mode: t(`form.mode.${mode}`) });
}
