import { useState } from 'react';
import { Button } from '../../../components/index.ts';
import { FormField, SelectField } from '../../../components/FormField.tsx';
import { useT } from '../../../i18n/hooks.ts';
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
  return (
    <form
      className="grid max-w-2xl grid-cols-2 gap-x-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <SelectField
        id="org-level"
        label={t('admin.org.field.level')}
        value={values.level}
        disabled={!isNew}
        options={ORG_LEVELS.map((level) => ({ value: level, label: t(`admin.org.level.${level}`) }))}
        onChange={(level) => set({ level: ORG_LEVELS.find((known) => known === level) ?? values.level, parentNo: '' })}
      />
      <FormField name="key" label={t('admin.org.field.key')} value={values.key} disabled={!isNew} onChange={(event) => set({ key: event.target.value })} />
      <FormField name="name" label={t('admin.org.field.name')} value={values.name} onChange={(event) => set({ name: event.target.value })} />
      <FormField name="seq" type="number" label={t('admin.org.field.seq')} value={values.seq} onChange={(event) => set({ seq: event.target.value })} />
      {!isOrg && <SelectField id="org-orgNo" label={t('admin.org.field.orgNo')} value={values.orgNo} options={nodes.org.map((org) => ({ value: org.key, label: org.name }))} onChange={(orgNo) => set({ orgNo, parentNo: '' })} />}
      <SelectField
        id="org-parentNo"
        label={t(isOrg ? 'admin.org.field.parentOrg' : 'admin.org.field.parentDepart')}
        value={isOrg && values.parentNo === ORG_ROOT ? '' : values.parentNo}
        placeholder={t(isOrg ? 'admin.org.topOrg' : 'admin.org.noDepart')}
        options={parents.map((node) => ({ value: node.key, label: node.name }))}
        onChange={(parentNo) => set({ parentNo })}
      />
      <div className="col-span-2">
        <Button type="submit" variant="primary">
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
