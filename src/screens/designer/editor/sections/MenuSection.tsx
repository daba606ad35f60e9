import type { MenuPlacementDef } from '../../../../../runtime/index.ts';
import { useLocale, useT } from '../../../../i18n/index.ts';
import { withoutUndefined } from '../../model/field-edits.ts';
import { defaultMenuFolder } from '../../model/menu-folder.ts';
import { GRANTABLE, toggleGrant } from '../../model/menu-grants.ts';
import { Block, Check, Labeled, MultiPick, NumberInput, SelectInput, TextInput, useRoleOptions } from '../controls.tsx';
import type { SectionProps } from './section-props.ts';

/** Icon names the side menu draws (src/app/layout/MenuIcon.tsx). */
const MENU_ICONS = ['database', 'order', 'ticket', 'inspect', 'tool', 'bug', 'box', 'car', 'shield', 'alarm', 'team', 'monitor', 'equipment', 'station', 'setting', 'user', 'menu', 'link', 'global', 'home', 'workflow', 'role'];

/** Where the published module appears in the side menu, for which roles, and what each role may do in it. */
export function MenuSection({ bundle, edit, context }: SectionProps) {
  const t = useT();
  const [locale] = useLocale();
  const menu = bundle.menu;
  const setMenu = (next: MenuPlacementDef | undefined) => edit((b) => withoutUndefined({ ...b, menu: next }));
  const set = (patch: Partial<MenuPlacementDef>) => menu && setMenu(withoutUndefined({ ...menu, ...patch }));
  const roles = useRoleOptions(context);
  // Roles the grants name that the organisation no longer has stay listed, so they can be unticked.
  const grantRoles = [...roles, ...(menu?.grants ?? []).filter((grant) => !roles.some(([role]) => role === grant.role)).map((grant) => [grant.role, grant.role] as [string, string])];
  const folders = context.menuFolders.map((folder) => [folder.id, folder.title[locale]] as const);
  return (
    <Block title={t('designer.section.menu')}>
      <Check label={t('designer.menu.enabled')} checked={menu !== undefined} onChange={(on) => setMenu(on ? { parentId: defaultMenuFolder(context.menuFolders, bundle.moduleId) ?? '', routerPath: bundle.apiPath } : undefined)} />
      {menu && (
        <div className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2">
          <Labeled label={t('designer.menu.folder')}>{(id) => <SelectInput id={id} value={menu.parentId || undefined} options={folders} onChange={(parentId) => parentId && set({ parentId })} />}</Labeled>
          <Labeled label={t('designer.menu.routerPath')}>{(id) => <TextInput id={id} value={menu.routerPath} onChange={(routerPath) => set({ routerPath })} />}</Labeled>
          <Labeled label={t('designer.menu.icon')}>
            {(id) => <SelectInput id={id} value={menu.icon} empty={t('designer.none')} options={MENU_ICONS.map((icon) => [icon, icon] as const)} onChange={(icon) => set({ icon })} />}
          </Labeled>
          <Labeled label={t('designer.menu.seq')}>{(id) => <NumberInput id={id} integer value={menu.seq} onChange={(seq) => set({ seq })} />}</Labeled>
          <div className="col-span-2">
            <p className="mb-0.5 text-xs text-slate-500">{t('designer.menu.roles')}</p>
            <MultiPick label={t('designer.menu.roles')} value={menu.roles ?? []} options={roles} onChange={(next) => set({ roles: next.length ? next : undefined })} />
            <p className="mt-0.5 text-[11px] leading-4 text-slate-400">{t('designer.menu.rolesHelp')}</p>
          </div>
          <div className="col-span-2">
            <p className="mb-0.5 text-xs text-slate-500">{t('designer.menu.grants')}</p>
            <table aria-label={t('designer.menu.grants')} className="w-full text-xs">
              <thead>
                <tr className="text-[11px] text-slate-400">
                  <th className="text-left font-normal">{t('designer.authoring.role')}</th>
                  {GRANTABLE.map((operation) => (
                    <th key={operation} className="px-0.5 font-normal">{t(operation === 'view' ? 'designer.authoring.view' : `list.op.${operation}`)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {grantRoles.map(([role, name]) => (
                  <tr key={role} className="border-t border-slate-100">
                    <th scope="row" className="py-0.5 text-left font-normal text-slate-600">{name}</th>
                    {GRANTABLE.map((operation) => (
                      <td key={operation} className="text-center">
                        <input
                          type="checkbox"
                          aria-label={`${name} ${t(operation === 'view' ? 'designer.authoring.view' : `list.op.${operation}`)}`}
                          className="accent-primary-600"
                          checked={menu.grants?.some((grant) => grant.role === role && grant.operations.includes(operation)) ?? false}
                          onChange={(event) => set({ grants: toggleGrant(menu.grants, role, operation, event.target.checked) })}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-0.5 text-[11px] leading-4 text-slate-400">{t('designer.menu.grantsHelp')}</p>
          </div>
        </div>
      )}
    </Block>
  );
}
