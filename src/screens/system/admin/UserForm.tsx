import { useState } from 'react';
import { rsaEncrypt } from '../../../api/rsa.ts';
import { Button, Modal } from '../../../components/index.ts';
import { FormField, SelectField } from '../../../components/FormField.tsx';
import { useT } from '../../../i18n/hooks.ts';
import { passwordHint, usePasswordPolicy } from '../../login/use-password-policy.ts';
import { systemAction } from '../system-calls.ts';
import type { OrgNodes } from './org-nodes.ts';
import type { RoleRow, UserRow } from './user-types.ts';
import type { UserFields } from '../../../../contracts/system-admin.ts';

/** The form: the account's fields, with the user name and first password of a new one. */
interface Values extends UserFields {
  userName: string;
  password: string;
}

function initialValues(user: UserRow | null, defaultOrg: string): Values {
  if (!user) return { userName: '', password: '', realName: '', mobile: '', orgNo: defaultOrg, departNo: '', postNo: '', orgNos: [], roleIds: [] };
  return { userName: user.userName, password: '', realName: user.realName, mobile: user.mobile, orgNo: user.orgNo, departNo: user.departNo, postNo: user.postNo, orgNos: user.orgNos, roleIds: user.roleIds };
}

const toggled = (list: readonly string[], value: string, on: boolean) => (on ? [...new Set([...list, value])] : list.filter((item) => item !== value));

/**
 * Adds or edits an account: person, the organisation they work in with its department and
 * post, the further organisations they may switch to, and their roles. A new account's
 * password travels RSA-encrypted and must be changed at the first sign-in.
 */
export function UserForm({ user, nodes, roles, defaultOrg, onClose, onSaved }: { user: UserRow | null; nodes: OrgNodes; roles: readonly RoleRow[]; defaultOrg: string; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const policy = usePasswordPolicy();
  const [values, setValues] = useState(() => initialValues(user, defaultOrg));
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Values>(name: K, value: Values[K]) => setValues((current) => ({ ...current, [name]: value }));
  const departs = nodes.depart.filter((node) => node.orgNo === values.orgNo);
  const posts = nodes.post.filter((node) => node.orgNo === values.orgNo);

  const save = async () => {
    setBusy(true);
    try {
      const password = user ? undefined : await rsaEncrypt(values.password);
      const params = { ...values, userId: user?.userId ?? '', password, orgNos: values.orgNos.join(','), roleIds: values.roleIds.join(',') };
      if ((await systemAction('system/user/save.ajax', params)) !== undefined) onSaved();
    } finally {
      setBusy(false);
    }
  };

  const select = (name: 'orgNo' | 'departNo' | 'postNo', options: { key: string; name: string; state: number }[], blank: boolean) => (
    <SelectField
      id={`user-${name}`}
      label={t(`admin.user.field.${name}`)}
      value={values[name]}
      placeholder={blank ? t('widget.pleaseSelect') : undefined}
      options={options.map((option) => ({ value: option.key, label: option.name, disabled: option.state === 0 && option.key !== values[name] }))}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value, ...(name === 'orgNo' ? { departNo: '', postNo: '' } : {}) }))}
    />
  );

  return (
    <Modal
      open
      onClose={onClose}
      title={t(user ? 'admin.user.editTitle' : 'admin.user.addTitle')}
      width={720}
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
        <FormField name="userName" label={t('admin.user.field.userName')} value={values.userName} disabled={user !== null} onChange={(event) => set('userName', event.target.value)} />
        {user ? (
          <div />
        ) : (
          <FormField name="password" type="password" autoComplete="new-password" label={t('admin.user.field.password')} placeholder={passwordHint(policy, t)} value={values.password} onChange={(event) => set('password', event.target.value)} />
        )}
        <FormField name="realName" label={t('admin.user.field.realName')} value={values.realName} onChange={(event) => set('realName', event.target.value)} />
        <FormField name="mobile" label={t('admin.user.field.mobile')} value={values.mobile} onChange={(event) => set('mobile', event.target.value)} />
        {select('orgNo', nodes.org, false)}
        {select('departNo', departs, true)}
        {select('postNo', posts, true)}
      </div>
      <fieldset>
        <legend className="mb-1 text-sm text-slate-600">{t('admin.user.field.orgNos')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {nodes.org.map((org) => (
            <label key={org.key} className="inline-flex items-center gap-1">
              <input type="checkbox" className="accent-primary-600" disabled={org.key === values.orgNo} checked={org.key === values.orgNo || values.orgNos.includes(org.key)} onChange={(event) => set('orgNos', toggled(values.orgNos, org.key, event.target.checked))} />
              {org.name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="mt-4">
        <legend className="mb-1 text-sm text-slate-600">{t('admin.user.field.roleIds')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {roles.map((role) => (
            <label key={role.roleId} className="inline-flex items-center gap-1">
              <input type="checkbox" name="roleIds" value={role.roleId} className="accent-primary-600" checked={values.roleIds.includes(role.roleId)} onChange={(event) => set('roleIds', toggled(values.roleIds, role.roleId, event.target.checked))} />
              {role.roleName}
            </label>
          ))}
        </div>
      </fieldset>
    </Modal>
  );
}
