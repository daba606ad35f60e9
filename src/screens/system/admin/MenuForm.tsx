import { useState } from 'react';
import { Button } from '../../../components/index.ts';
import { FormField, SelectField } from '../../../components/FormField.tsx';
import { MenuIcon, MENU_ICON_NAMES } from '../../../app/layout/MenuIcon.tsx';
import { useT } from '../../../i18n/hooks.ts';
import { systemAction } from '../system-calls.ts';
import { MENU_TOP, MENU_TYPES, type MenuEntry, type MenuNode } from './menu-nodes.ts';
import { descendantsOf } from './static-tree.ts';
import type { RoleRow } from './user-types.ts';

type Values = Omit<MenuEntry, 'name' | 'seq'> & { seq: string };

const TEXT_FIELDS = ['nameZh', 'nameEn', 'routerPath', 'module', 'url', 'seq'] as const;

/** A new entry under `parentId`, or the stored one to change. */
export function menuValues(entry: MenuEntry | null, parentId: string): Values {
  if (!entry) return { id: '', parentId, nameZh: '', nameEn: '', modType: 'MENU', routerPath: '', module: '', url: '', icon: '', seq: '0', hidden: false, roleIds: [] };
  return { ...entry, seq: String(entry.seq) };
}

/**
 * The editor of one menu entry: place (its parent: choosing another moves it), names, kind,
 * route, module, link, icon, order, visibility and the roles that see it (none: every role).
 */
export function MenuForm({ initial, isNew, nodes, roles, onSaved }: { initial: Values; isNew: boolean; nodes: readonly MenuNode[]; roles: readonly RoleRow[]; onSaved: (id: string) => void }) {
  const t = useT();
  const [values, setValues] = useState(initial);
  const set = <K extends keyof Values>(name: K, value: Values[K]) => setValues((current) => ({ ...current, [name]: value }));
  const below = new Set(isNew ? [] : [values.id, ...descendantsOf(nodes, values.id)]);
  const parents = nodes.filter((node) => !below.has(node.id) && node.entry.modType === 'MENU');
  const save = async () => {
    const params = { ...values, isNew: String(isNew), hidden: String(values.hidden), roleIds: values.roleIds.join(',') };
    if ((await systemAction('system/menu/save.ajax', params)) !== undefined) onSaved(values.id);
  };
  return (
    <form
      className="flex flex-col"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="grid grid-cols-2 gap-x-4">
        <FormField name="id" label={t('admin.menu.field.id')} value={values.id} disabled={!isNew} onChange={(event) => set('id', event.target.value)} />
        <SelectField
          id="menu-parentId"
          label={t('admin.menu.field.parentId')}
          value={values.parentId}
          options={[{ value: MENU_TOP, label: t('admin.menu.top') }, ...parents.map((node) => ({ value: node.id, label: node.name }))]}
          onChange={(parentId) => set('parentId', parentId)}
        />
        <SelectField
          id="menu-modType"
          label={t('admin.menu.field.modType')}
          value={values.modType}
          options={MENU_TYPES.map((type) => ({ value: type, label: t(`admin.menu.type.${type}`) }))}
          onChange={(modType) => set('modType', MENU_TYPES.find((type) => type === modType) ?? 'MENU')}
        />
        <SelectField
          id="menu-icon"
          label={t('admin.menu.field.icon')}
          value={values.icon}
          placeholder={t('admin.menu.noIcon')}
          options={MENU_ICON_NAMES.map((name) => ({ value: name, label: name }))}
          onChange={(icon) => set('icon', icon)}
          addon={<MenuIcon name={values.icon} folder={values.modType === 'MENU' && !values.routerPath} size={20} />}
        />
        {TEXT_FIELDS.map((name) => (
          <FormField key={name} name={name} type={name === 'seq' ? 'number' : 'text'} label={t(`admin.menu.field.${name}`)} value={values[name]} onChange={(event) => set(name, event.target.value)} />
        ))}
      </div>
      <label className="mb-3 flex items-center gap-2 text-sm text-slate-600">
        <input type="checkbox" name="hidden" className="accent-primary-600" checked={values.hidden} onChange={(event) => set('hidden', event.target.checked)} />
        {t('admin.menu.field.hidden')}
      </label>
      <fieldset className="mb-4">
        <legend className="mb-1 text-sm text-slate-600">{t('admin.menu.field.roleIds')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {roles.map((role) => (
            <label key={role.roleId} className="inline-flex items-center gap-1">
              <input
                type="checkbox"
                className="accent-primary-600"
                checked={values.roleIds.includes(role.roleId)}
                onChange={(event) => set('roleIds', event.target.checked ? [...values.roleIds, role.roleId] : values.roleIds.filter((id) => id !== role.roleId))}
              />
              {role.roleName}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <Button type="submit" variant="primary">
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
