import { useState } from 'react';
import { Button, Modal } from '../../../components/index.ts';
import { FormField, SelectField } from '../../../components/FormField.tsx';
import { useT } from '../../../i18n/hooks.ts';
import { systemAction } from '../system-calls.ts';
import type { OrgNodes } from './org-nodes.ts';
import type { RoleRow } from './user-types.ts';

/** The data scope kinds of runtime/permission/data-scope.ts, in the order the picker offers them. */
export const DATA_SCOPES = ['all', 'orgTree', 'org', 'departTree', 'depart', 'self', 'custom', 'customDepart'] as const;

interface Values {
  roleId: string;
  nameZh: string;
  nameEn: string;
  seq: string;
  state: string;
  dataScope: string;
  orgNos: string[];
  departNos: string[];
}

function initialValues(role: RoleRow | null): Values {
  if (!role) return { roleId: '', nameZh: '', nameEn: '', seq: '0', state: '1', dataScope: 'org', orgNos: [], departNos: [] };
  return { roleId: role.roleId, nameZh: role.nameZh, nameEn: role.nameEn, seq: String(role.seq), state: String(role.state), dataScope: role.dataScope, orgNos: role.orgNos, departNos: role.departNos };
}

/** Ticks the organisations or departments a custom scope names. */
function ScopeChecklist({ legend, name, options, checked, onChange }: { legend: string; name: string; options: readonly { key: string; label: string }[]; checked: readonly string[]; onChange: (keys: string[]) => void }) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm text-slate-600">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {options.map((option) => (
          <label key={option.key} className="inline-flex items-center gap-1">
            <input
              type="checkbox"
              name={name}
              value={option.key}
              className="accent-primary-600"
              checked={checked.includes(option.key)}
              onChange={(event) => onChange(event.target.checked ? [...checked, option.key] : checked.filter((key) => key !== option.key))}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Adds or edits a role: code (fixed once made), names, order, state and data scope with its
 * organisations for 'custom' or its departments (named with their organisation) for 'customDepart'.
 */
export function RoleForm({ role, nodes, onClose, onSaved }: { role: RoleRow | null; nodes: OrgNodes | undefined; onClose: () => void; onSaved: (roleId: string) => void }) {
  const t = useT();
  const [values, setValues] = useState(() => initialValues(role));
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Values>(name: K, value: Values[K]) => setValues((current) => ({ ...current, [name]: value }));
  const orgs = nodes?.org ?? [];
  const orgName = new Map(orgs.map((org) => [org.key, org.name]));
  const departs = (nodes?.depart ?? []).map((depart) => ({ key: depart.key, label: `${orgName.get(depart.orgNo) ?? depart.orgNo} / ${depart.name}` }));
  const save = async () => {
    setBusy(true);
    try {
      const params = {
        ...values,
        isNew: String(role === null),
        orgNos: values.dataScope === 'custom' ? values.orgNos.join(',') : '',
        departNos: values.dataScope === 'customDepart' ? values.departNos.join(',') : '',
      };
      if ((await systemAction('system/role/save.ajax', params)) !== undefined) onSaved(values.roleId.trim());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t(role ? 'admin.role.editTitle' : 'admin.role.addTitle')}
      width={560}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" loading={busy} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <div className="grid grid-cols-2 gap-x-4">
        <FormField name="roleId" label={t('admin.role.field.roleId')} value={values.roleId} disabled={role !== null} onChange={(event) => set('roleId', event.target.value)} />
        <FormField name="seq" type="number" label={t('admin.role.field.seq')} value={values.seq} onChange={(event) => set('seq', event.target.value)} />
        <FormField name="nameZh" label={t('admin.role.field.nameZh')} value={values.nameZh} onChange={(event) => set('nameZh', event.target.value)} />
        <FormField name="nameEn" label={t('admin.role.field.nameEn')} value={values.nameEn} onChange={(event) => set('nameEn', event.target.value)} />
        <SelectField
          id="role-dataScope"
          label={t('admin.role.field.dataScope')}
          value={values.dataScope}
          options={DATA_SCOPES.map((scope) => ({ value: scope, label: t(`admin.role.scope.${scope}`) }))}
          onChange={(dataScope) => set('dataScope', dataScope)}
        />
        <label className="mb-5 flex items-center gap-2 self-end text-sm text-slate-600">
          <input type="checkbox" name="state" className="accent-primary-600" checked={values.state === '1'} onChange={(event) => set('state', event.target.checked ? '1' : '0')} />
          {t('admin.role.field.enabled')}
        </label>
      </div>
      <p className="mb-3 text-xs text-slate-500">{t(`admin.role.scopeHelp.${values.dataScope}`)}</p>
      {values.dataScope === 'custom' && (
        <ScopeChecklist legend={t('admin.role.field.orgNos')} name="orgNos" options={orgs.map((org) => ({ key: org.key, label: org.name }))} checked={values.orgNos} onChange={(keys) => set('orgNos', keys)} />
      )}
      {values.dataScope === 'customDepart' && (
        <ScopeChecklist legend={t('admin.role.field.departNos')} name="departNos" options={departs} checked={values.departNos} onChange={(keys) => set('departNos', keys)} />
      )}
    </Modal>
  );
}
