import { useState } from 'react';
import { FIELD_ACCESS, type FieldPermissionsDef } from '../../../../../runtime/index.ts';
import { permissionFields, withAccess, withoutRole } from '../../model/field-permissions.ts';
import { useLocale, useT } from '../../../../i18n/index.ts';
import { Block, SelectInput, TextInput } from '../controls.tsx';
import { FieldOverridesPanel } from './FieldOverridesPanel.tsx';
import type { SectionProps } from './section-props.ts';

/**
 * Field permissions per role (bundle fieldPermissions): a grid of fields by roles, each cell
 * editable, read-only or hidden. Below it, administrators override the published module's
 * permissions for their organisation.
 */
export function FieldPermissionsSection({ bundle, edit, readOnly }: SectionProps) {
  const t = useT();
  const [locale] = useLocale();
  const [newRole, setNewRole] = useState('');
  const permissions = bundle.fieldPermissions ?? {};
  const roles = Object.keys(permissions);
  const set = (next: FieldPermissionsDef) => edit((b) => ({ ...b, fieldPermissions: Object.keys(next).length > 0 ? next : undefined }));
  const addRole = () => {
    const role = newRole.trim();
    if (role === '' || role in permissions) return;
    set({ ...permissions, [role]: {} });
    setNewRole('');
  };
  const options = FIELD_ACCESS.map((access) => [access, t(`fieldPolicy.access.${access}`)] as const);
  return (
    <div className="flex flex-col gap-3">
      <Block title={t('designer.section.permissions')}>
        <p className="mb-2 text-[11px] text-slate-400">{t('fieldPolicy.designer.help')}</p>
        <div className="mb-2 flex items-center gap-2">
          <div className="w-48">
            <TextInput label={t('fieldPolicy.designer.role')} value={newRole} placeholder={t('fieldPolicy.designer.role')} onChange={setNewRole} />
          </div>
          <button type="button" disabled={readOnly || newRole.trim() === ''} onClick={addRole} className="h-7 rounded border border-slate-200 px-2 text-xs text-slate-600 hover:border-primary-400 hover:text-primary-600 disabled:opacity-50">
            {t('fieldPolicy.designer.addRole')}
          </button>
        </div>
        {roles.length === 0 ? (
          <p className="text-xs text-slate-400">{t('fieldPolicy.designer.noRoles')}</p>
        ) : (
          <table className="w-full text-xs" aria-label={t('designer.section.permissions')}>
            <thead>
              <tr className="text-left text-slate-500">
                <th className="py-1 font-normal">{t('fieldPolicy.designer.field')}</th>
                {roles.map((role) => (
                  <th key={role} className="py-1 font-normal">
                    <span className="mr-1 font-mono">{role}</span>
                    <button type="button" disabled={readOnly} aria-label={t('fieldPolicy.designer.removeRole', { role })} onClick={() => set(withoutRole(permissions, role))} className="text-slate-400 hover:text-red-600">
                      ×
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {permissionFields(bundle).map((field) => (
                <tr key={field.name} className="border-t border-slate-100">
                  <td className="py-1 pr-2 text-slate-700">{field.label[locale]}</td>
                  {roles.map((role) => (
                    <td key={role} className="py-1 pr-2">
                      <SelectInput
                        label={`${role} ${field.label[locale]}`}
                        value={permissions[role]?.[field.name] ?? 'editable'}
                        options={options}
                        onChange={(access) => set(withAccess(permissions, role, field.name, access))}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Block>
      <FieldOverridesPanel bundle={bundle} />
    </div>
  );
}
