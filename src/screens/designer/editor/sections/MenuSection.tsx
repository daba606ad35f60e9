import type { MenuPlacementDef } from '../../../../../runtime/index.ts';
import { useLocale, useT } from '../../../../i18n/index.ts';
import { withoutUndefined } from '../../model/field-edits.ts';
import { grantsText, parseGrants } from '../../model/menu-grants.ts';
import { Block, Check, CommitInput, Labeled, NumberInput, SelectInput, TextInput } from '../controls.tsx';
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
  const folders = context.menuFolders.map((folder) => [folder.id, folder.title[locale]] as const);
  return (
    <Block title={t('designer.section.menu')}>
      <Check label={t('designer.menu.enabled')} checked={menu !== undefined} onChange={(on) => setMenu(on ? { parentId: folders[0]?.[0] ?? '', routerPath: bundle.apiPath } : undefined)} />
      {menu && (
        <div className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2">
          <Labeled label={t('designer.menu.folder')}>{(id) => <SelectInput id={id} value={menu.parentId || undefined} options={folders} onChange={(parentId) => parentId && set({ parentId })} />}</Labeled>
          <Labeled label={t('designer.menu.routerPath')}>{(id) => <TextInput id={id} value={menu.routerPath} onChange={(routerPath) => set({ routerPath })} />}</Labeled>
          <Labeled label={t('designer.menu.icon')}>
            {(id) => <SelectInput id={id} value={menu.icon} empty={t('designer.none')} options={MENU_ICONS.map((icon) => [icon, icon] as const)} onChange={(icon) => set({ icon })} />}
          </Labeled>
          <Labeled label={t('designer.menu.seq')}>{(id) => <NumberInput id={id} integer value={menu.seq} onChange={(seq) => set({ seq })} />}</Labeled>
          <Labeled label={t('designer.menu.roles')} hint={t('designer.menu.rolesHelp')} className="col-span-2">
            {(id) => (
              <CommitInput
                id={id}
                value={(menu.roles ?? []).join(',')}
                validate={() => null}
                onCommit={(text) => {
                  const roles = text.split(/[,，]+/).filter(Boolean);
                  set({ roles: roles.length ? roles : undefined });
                }}
              />
            )}
          </Labeled>
          <Labeled label={t('designer.menu.grants')} hint={t('designer.menu.grantsHelp')} className="col-span-2">
            {(id) => (
              <CommitInput
                id={id}
                value={grantsText(menu.grants)}
                validate={(text) => (parseGrants(text) === null ? t('designer.menu.grantsInvalid') : null)}
                onCommit={(text) => set({ grants: parseGrants(text) ?? undefined })}
              />
            )}
          </Labeled>
        </div>
      )}
    </Block>
  );
}
