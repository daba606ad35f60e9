import { useState } from 'react';
import { Button, Modal } from '../../../components/index.ts';
import { FormField } from '../../../components/FormField.tsx';
import { useT } from '../../../i18n/hooks.ts';
import { inputClass } from '../../../renderers/input-class.ts';
import { systemAction } from '../system-calls.ts';
import type { OrgNode } from './org-nodes.ts';
import type { RoleRow } from './user-types.ts';

/** The data scope kinds of runtime/permission/data-scope.ts, in the order the picker offers them. */
export const DATA_SCOPES = ['all', 'orgTree', 'org', 'departTree', 'self', 'custom'] as const;

interface Values {
  roleId: string;
  nameZh: string;
  nameEn: string;
  seq: string;
  state: string;
  dataScope: string;
  orgNos: string[];
}

function initialValues(role: RoleRow | null): Values {
  if (!role) return { roleId: '', nameZh: '', nameEn: '', seq: '0', state: '1', dataScope: 'org', orgNos: [] };
  return { roleId: role.roleId, nameZh: role.nameZh, nameEn: role.nameEn, seq: String(role.seq), state: String(role.state), dataScope: role.dataScope, orgNos: role.orgNos };
}

/** Adds or edits a role: code (fixed once made), names, order, state and data scope with its organisations for 'custom'. */
export function RoleForm({ role, orgs, onClose, onSaved }: { role: RoleRow | null; orgs: readonly OrgNode[]; onClose: () => void; onSaved: (roleId: string) => void }) {
  const t = useT();
  const [values, setValues] = useState(() => initialValues(role));
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Values>(name: K, value: Values[K]) => setValues((current) => ({ ...current, [name]: value }));
  const save = async () => {
    setBusy(true);
    try {
      const params = { ...values, isNew: String(role === null), orgNos: values.dataScope === 'custom' ? values.orgNos.join(',') : '' };
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
        <label className="mb-5 flex flex-col gap-1 text-sm text-slate-600">
          {t('admin.role.field.dataScope')}
          <select name="dataScope" className={inputClass(false, 'h-10 w-full')} value={values.dataScope} onChange={(event) => set('dataScope', event.target.value)}>
            {DATA_SCOPES.map((scope) => (
              <option key={scope} value={scope}>
                {t(`admin.role.scope.${scope}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="mb-5 flex items-center gap-2 self-end text-sm text-slate-600">
          <input type="checkbox" name="state" className="accent-primary-600" checked={values.state === '1'} onChange={(event) => set('state', event.target.checked ? '1' : '0')} />
          {t('admin.role.field.enabled')}
        </label>
      </div>
      <p className="mb-3 text-xs text-slate-500">{t(`admin.role.scopeHelp.${values.dataScope}`)}</p>
      {values.dataScope === 'custom' && (
        <fieldset>
          <legend className="mb-1 text-sm text-slate-600">{t('admin.role.field.orgNos')}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {orgs.map((org) => (
              <label key={org.key} className="inline-flex items-center gap-1">
                <input
                  type="checkbox"
                  className="accent-primary-600"
                  checked={values.orgNos.includes(org.key)}
                  onChange={(event) => set('orgNos', event.target.checked ? [...values.orgNos, org.key] : values.orgNos.filter((key) => key !== org.key))}
                />
                {org.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </Modal>
  );
}
