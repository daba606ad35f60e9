import { useId, useState, type ReactNode } from 'react';
import type { HandlerConfig, WfNode } from '../../../../runtime/workflow/index.ts';
import { useT } from '../../../i18n/hooks.ts';
import type { EntityField, ExtMethod } from '../api/designer-calls.ts';
import type { PickedUser } from '../api/user-calls.ts';
import { UserPickerDialog } from '../shared/UserPickerDialog.tsx';
import { IdListField } from './IdListField.tsx';
import { PanelField, TEXT_INPUT } from './PanelField.tsx';
import { Select } from '../../../components/Select.tsx';

type NodeFlag = 'cosignFlag' | 'allowDynamicPro' | 'allowCancelDefaultPro' | 'needOpinion' | 'allowFallback' | 'allowFallbackToStart' | 'allowCountersign';
const FLAGS: readonly NodeFlag[] = ['cosignFlag', 'allowDynamicPro', 'allowCancelDefaultPro', 'needOpinion', 'allowFallback', 'allowFallbackToStart', 'allowCountersign'];

export interface NodePropertiesProps {
  node: WfNode;
  fields: readonly EntityField[];
  handlerMethods: readonly ExtMethod[];
  userNames: ReadonlyMap<string, string>;
  onUsersPicked: (users: PickedUser[]) => void;
  onChange: (patch: Partial<WfNode>) => void;
}

function Check({ checked, onChange, help, children }: { checked: boolean; onChange: (checked: boolean) => void; help?: string; children: ReactNode }) {
  const helpId = useId();
  const box = (
    <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-700">
      <input type="checkbox" className="h-4 w-4 accent-primary-600" checked={checked} aria-describedby={help ? helpId : undefined} onChange={(event) => onChange(event.target.checked)} />
      {children}
    </label>
  );
  if (!help) return box;
  return (
    <div className="flex flex-col gap-0.5">
      {box}
      <p id={helpId} className="pl-6 text-xs leading-5 text-slate-500">
        {help}
      </p>
    </div>
  );
}

/**
 * A node's properties: its name and, for task nodes, who handles it (users, roles, posts,
 * departments, the starter, the starter's leader, an extension method, whether the starter is
 * kept out of those), the handling flags
 * and the form fields its handlers may edit.
 */
export function NodeProperties({ node, fields, handlerMethods, userNames, onUsersPicked, onChange }: NodePropertiesProps) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  const handlers = (patch: Partial<HandlerConfig>) => onChange({ handlers: { ...node.handlers, ...patch } });
  const task = node.type === 'ordinary';

  return (
    <div className="flex flex-col gap-4">
      <PanelField label={t('wf.designer.nodeName')}>
        {(id) => <input id={id} className={TEXT_INPUT} maxLength={100} value={node.desc} onChange={(event) => onChange({ desc: event.target.value, name: event.target.value })} />}
      </PanelField>
      <PanelField label={t('wf.designer.nodeNameEn')}>
        {(id) => <input id={id} className={TEXT_INPUT} maxLength={100} lang="en" value={node.descEn} placeholder={node.desc} onChange={(event) => onChange({ descEn: event.target.value })} />}
      </PanelField>
      <p className="text-xs text-slate-500">
        {t('wf.designer.nodeType')}{t(`wf.nodeType.${node.type}`)} · {node.id}
      </p>
      {task && (
        <>
          <fieldset className="flex flex-col gap-2.5">
            <legend className="mb-1 text-sm font-medium text-slate-700">{t('wf.designer.handlers')}</legend>
            <IdListField label={t('wf.designer.users')} values={node.handlers.users} names={userNames} onChange={(users) => handlers({ users })} onChoose={() => setPicking(true)} />
            <IdListField label={t('wf.designer.roles')} values={node.handlers.roles} onChange={(roles) => handlers({ roles })} />
            <IdListField label={t('wf.designer.posts')} values={node.handlers.posts} onChange={(posts) => handlers({ posts })} />
            <IdListField label={t('wf.designer.departs')} values={node.handlers.departs} onChange={(departs) => handlers({ departs })} />
            <Check checked={node.handlers.starter} onChange={(starter) => handlers({ starter })}>
              {t('wf.designer.starter')}
            </Check>
            <Check checked={node.handlers.starterLeader} onChange={(starterLeader) => handlers({ starterLeader })}>
              {t('wf.designer.starterLeader')}
            </Check>
            <PanelField label={t('wf.designer.extension')}>
              {(id) => (
                <Select
                  id={id}
                  value={node.handlers.extension}
                  placeholder={t('wf.designer.none')}
                  options={handlerMethods.map((method) => ({ value: method.name, label: `${method.desc} (${method.name})` }))}
                  onChange={(extension) => handlers({ extension })}
                />
              )}
            </PanelField>
            <Check checked={node.handlers.excludeStarter} onChange={(excludeStarter) => handlers({ excludeStarter })} help={t('wf.designer.excludeStarterHelp')}>
              {t('wf.designer.excludeStarter')}
            </Check>
          </fieldset>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-700">{t('wf.designer.options')}</legend>
            {FLAGS.map((flag) => (
              <Check key={flag} checked={node[flag]} onChange={(checked) => onChange({ [flag]: checked })}>
                {t(`wf.designer.flag.${flag}`)}
              </Check>
            ))}
          </fieldset>
          <fieldset className="flex flex-col gap-1.5">
            <legend className="mb-1 text-sm font-medium text-slate-700">{t('wf.designer.editableFields')}</legend>
            {fields.map((field) => (
              <Check
                key={field.name}
                checked={node.editableFields.includes(field.name)}
                onChange={(checked) => onChange({ editableFields: checked ? [...node.editableFields, field.name] : node.editableFields.filter((name) => name !== field.name) })}
              >
                {field.label} <span className="text-xs text-slate-400">{field.name}</span>
              </Check>
            ))}
          </fieldset>
        </>
      )}
      <UserPickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(users) => {
          onUsersPicked(users);
          handlers({ users: [...new Set([...node.handlers.users, ...users.map((user) => user.userId)])] });
        }}
      />
    </div>
  );
}
