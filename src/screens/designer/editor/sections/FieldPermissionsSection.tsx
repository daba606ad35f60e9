import { useState } from 'react';
import type { FieldPermissionsDef } from '../../../../../runtime/index.ts';
import { withAccess, withoutRole } from '../../model/field-permissions.ts';
import { FieldAccessGrid } from './FieldAccessGrid.tsx';
import { useT } from '../../../../i18n/index.ts';
import { Block, TextInput } from '../controls.tsx';
import { FieldOverridesPanel } from './FieldOverridesPanel.tsx';
import type { SectionProps } from './section-props.ts';

/**
 * Field permissions per role (bundle fieldPermissions): a grid of fields by roles, each cell
 * editable, read-only or hidden. Below it, administrators override the published module's
 * permissions for their organisation.
 */
export function FieldPermissionsSection({ bundle, edit, readOnly }: SectionProps) {
  const t = useT();
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
          <FieldAccessGrid
            bundle={bundle}
            label={t('designer.section.permissions')}
            columns={roles.map((role) => ({
              key: role,
              name: role,
              header: (
                <>
                  <span className="mr-1 font-mono">{role}</span>
                  <button type="button" disabled={readOnly} aria-label={t('fieldPolicy.designer.removeRole', { role })} onClick={() => set(withoutRole(permissions, role))} className="text-slate-400 hover:text-red-600">
                    ×
                  </button>
                </>
              ),
            }))}
            value={(role, field) => permissions[role]?.[field] ?? 'editable'}
            onChange={(role, field, access) => set(withAccess(permissions, role, field, access))}
          />
        )}
      </Block>
      <FieldOverridesPanel bundle={bundle} />
    </div>
  );
}
