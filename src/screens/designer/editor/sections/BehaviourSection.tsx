import { OPERATION_NAMES, type ModuleBundle, type TreeDef } from '../../../../../runtime/index.ts';
import { useT } from '../../../../i18n/index.ts';
import { withoutUndefined } from '../../model/field-edits.ts';
import { Block, Check, Labeled, SelectInput, TextInput, useFieldOptions } from '../controls.tsx';
import { DerivedEditor } from './DerivedEditor.tsx';
import { GuardsEditor } from './GuardsEditor.tsx';
import { RemindersEditor } from './RemindersEditor.tsx';
import type { SectionProps } from './section-props.ts';
import { WorkflowHandlersEditor } from './WorkflowHandlersEditor.tsx';

/** Which toolbar operations the module offers, import matching, the tree layout, the workflow binding and its handler rules, record guards, reminders and the derived list. */
export function BehaviourSection(props: SectionProps) {
  const { bundle, edit, context } = props;
  const t = useT();
  const fields = useFieldOptions(bundle);
  const set = (patch: Partial<ModuleBundle>) => edit((b) => withoutUndefined({ ...b, ...patch }));
  const toggleOperation = (name: (typeof OPERATION_NAMES)[number], on: boolean) =>
    set({ operations: OPERATION_NAMES.filter((operation) => (operation === name ? on : bundle.operations.includes(operation))) });
  const tree = bundle.tree;
  const setTree = (patch: Partial<TreeDef>) => tree && set({ tree: withoutUndefined({ ...tree, ...patch }) });
  const models = context.workflowModels.filter((model) => model.moduleId === bundle.moduleId);
  const firstField = bundle.entity.fields[0]?.name ?? '';

  return (
    <div className="flex flex-col gap-3">
      <Block title={t('designer.section.operations')}>
        <div className="flex flex-wrap gap-x-4 gap-y-1.5">
          {OPERATION_NAMES.map((name) => (
            <Check key={name} label={t(`list.op.${name}`)} checked={bundle.operations.includes(name)} onChange={(on) => toggleOperation(name, on)} />
          ))}
        </div>
        <div className="mt-2 grid grid-cols-2 gap-3">
          <Labeled label={t('designer.import.flagField')} hint={t('designer.import.help')}>
            {(id) => <SelectInput id={id} value={bundle.import?.flagField} empty={t('designer.none')} options={fields} onChange={(flagField) => set({ import: flagField ? { flagField } : undefined })} />}
          </Labeled>
        </div>
      </Block>
      <Block title={t('designer.section.tree')}>
        <Check label={t('designer.tree.enabled')} checked={tree !== undefined} onChange={(on) => set({ tree: on ? { parentField: firstField, nameField: firstField } : undefined })} />
        {tree && (
          <div className="mt-2 grid grid-cols-3 gap-3">
            <Labeled label={t('designer.tree.parentField')}>{(id) => <SelectInput id={id} value={tree.parentField} options={fields} onChange={(parentField) => parentField && setTree({ parentField })} />}</Labeled>
            <Labeled label={t('designer.tree.nameField')}>{(id) => <SelectInput id={id} value={tree.nameField} options={fields} onChange={(nameField) => nameField && setTree({ nameField })} />}</Labeled>
            <Labeled label={t('designer.tree.rootId')}>{(id) => <TextInput id={id} value={tree.rootId} placeholder="-1" onChange={(rootId) => setTree({ rootId: rootId || undefined })} />}</Labeled>
          </div>
        )}
      </Block>
      <Block title={t('designer.section.workflow')}>
        <Check label={t('designer.workflow.enabled')} checked={bundle.workflow?.enabled === true} onChange={(enabled) => set({ workflow: enabled || bundle.workflow?.titleField ? withoutUndefined({ ...bundle.workflow, enabled }) : undefined })} />
        {bundle.workflow?.enabled && (
          <div className="mt-2 grid grid-cols-2 gap-3">
            <Labeled label={t('designer.workflow.titleField')}>
              {(id) => <SelectInput id={id} value={bundle.workflow?.titleField} empty={t('designer.none')} options={fields} onChange={(titleField) => set({ workflow: withoutUndefined({ ...bundle.workflow, enabled: true, titleField }) })} />}
            </Labeled>
          </div>
        )}
        <div className="mt-2 text-xs text-slate-500">
          <p className="mb-1">{t('designer.workflow.models')}</p>
          {models.length === 0 && <p className="text-slate-400">{t('designer.workflow.noModels')}</p>}
          <ul className="flex flex-col gap-0.5">
            {models.map((model) => (
              <li key={model.modelId} className="flex items-center gap-2">
                <span className="text-slate-700">{model.name}</span>
                <span className={`rounded px-1 text-[10px] ${model.published ? 'bg-emerald-50 text-emerald-700' : 'bg-slate-100 text-slate-500'}`}>
                  {t(model.published ? 'designer.workflow.published' : 'designer.workflow.unpublished')}
                </span>
              </li>
            ))}
          </ul>
        </div>
        {bundle.workflow?.enabled && <WorkflowHandlersEditor {...props} />}
      </Block>
      <GuardsEditor {...props} />
      <RemindersEditor {...props} />
      <DerivedEditor {...props} />
    </div>
  );
}
