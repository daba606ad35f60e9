import { useState } from 'react';
import { Button } from '../../../components/index.ts';
import { FormField } from '../../../components/FormField.tsx';
import { useT } from '../../../i18n/hooks.ts';
import { inputClass } from '../../../renderers/input-class.ts';
import { systemAction } from '../system-calls.ts';
import { ORG_LEVELS, type OrgLevel, type OrgNodes } from './org-nodes.ts';

export interface OrgNodeValues {
  level: OrgLevel;
  key: string;
  name: string;
  /** An organisation's parent organisation; a department's parent department, a team's or post's department ('' for none). */
  parentNo: string;
  orgNo: string;
  seq: string;
}

/** The root of the organisation tree (server/modules/org-tree.ts ORG_TREE_ROOT): an organisation at the top names it as parent. */
const ORG_ROOT = '0';

/**
 * Adds or edits a node of the organisation tree: level (new ones only), key, name, order,
 * the organisation it belongs to and its parent; choosing another parent moves it.
 */
export function OrgNodeForm({ initial, isNew, nodes, onSaved }: { initial: OrgNodeValues; isNew: boolean; nodes: OrgNodes; onSaved: (values: OrgNodeValues) => void }) {
  const t = useT();
  const [values, setValues] = useState(initial);
  const set = (change: Partial<OrgNodeValues>) => setValues((current) => ({ ...current, ...change }));
  const isOrg = values.level === 'org';
  const parents = isOrg ? nodes.org.filter((node) => node.key !== values.key) : nodes.depart.filter((node) => node.orgNo === values.orgNo && !(values.level === 'depart' && node.key === values.key));
  const save = async () => {
    const params = { ...values, isNew: String(isNew), parentNo: isOrg && values.parentNo === ORG_ROOT ? '' : values.parentNo };
    if ((await systemAction('system/orgNode/save.ajax', params)) !== undefined) onSaved(values);
  };
  const selectClass = inputClass(false, 'h-10 w-full');
  return (
    <form
      className="grid max-w-2xl grid-cols-2 gap-x-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label className="mb-5 flex flex-col gap-1 text-sm text-slate-600">
        {t('admin.org.field.level')}
        <select name="level" className={selectClass} value={values.level} disabled={!isNew} onChange={(event) => set({ level: event.target.value as OrgLevel, parentNo: '' })}>
          {ORG_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`admin.org.level.${level}`)}
            </option>
          ))}
        </select>
      </label>
      <FormField name="key" label={t('admin.org.field.key')} value={values.key} disabled={!isNew} onChange={(event) => set({ key: event.target.value })} />
      <FormField name="name" label={t('admin.org.field.name')} value={values.name} onChange={(event) => set({ name: event.target.value })} />
      <FormField name="seq" type="number" label={t('admin.org.field.seq')} value={values.seq} onChange={(event) => set({ seq: event.target.value })} />
      {!isOrg && (
        <label className="mb-5 flex flex-col gap-1 text-sm text-slate-600">
          {t('admin.org.field.orgNo')}
          <select name="orgNo" className={selectClass} value={values.orgNo} onChange={(event) => set({ orgNo: event.target.value, parentNo: '' })}>
            {nodes.org.map((org) => (
              <option key={org.key} value={org.key}>
                {org.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="mb-5 flex flex-col gap-1 text-sm text-slate-600">
        {t(isOrg ? 'admin.org.field.parentOrg' : 'admin.org.field.parentDepart')}
        <select name="parentNo" className={selectClass} value={isOrg && values.parentNo === ORG_ROOT ? '' : values.parentNo} onChange={(event) => set({ parentNo: event.target.value })}>
          <option value="">{t(isOrg ? 'admin.org.topOrg' : 'admin.org.noDepart')}</option>
          {parents.map((node) => (
            <option key={node.key} value={node.key}>
              {node.name}
            </option>
          ))}
        </select>
      </label>
      <div className="col-span-2">
        <Button type="submit" variant="primary">
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
