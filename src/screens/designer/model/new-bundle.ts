/** The bundle a new module starts from, and the names the new-module dialog suggests. */
import { snakeCase, type LocalizedText, type ModuleBundle } from '../../../../runtime/index.ts';
import { inBothLocales } from '../preview/locale-i18n.ts';

export interface NewModuleInput {
  moduleId: string;
  title: LocalizedText;
  apiPath: string;
  table: string;
}

export const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]*$/;
export const API_PATH = /^[a-z][a-zA-Z0-9]*(\/[a-zA-Z][a-zA-Z0-9]*)*$/;
export const SQL_NAME = /^[a-z][a-z0-9_]*$/;

/** `omSparePart` → `om/sparePart`: the prefix of lower-case letters becomes the first segment. */
export function suggestApiPath(moduleId: string): string {
  const match = /^([a-z]+)([A-Z])([A-Za-z0-9]*)$/.exec(moduleId);
  return match ? `${match[1]}/${match[2]?.toLowerCase()}${match[3]}` : moduleId;
}

export function suggestTable(moduleId: string): string {
  return snakeCase(moduleId);
}

/** `omSparePart` → `OmSparePart`, the entity name clients send as _entityName. */
export function entityNameOf(moduleId: string): string {
  return moduleId.charAt(0).toUpperCase() + moduleId.slice(1);
}

/**
 * A module with a hidden key and one required name field, listed, searched and in the form; it
 * goes into the side menu under `menuFolder` (menu-folder.ts: its family's folder) unless the
 * analyst turns that off: a published module nobody can reach is rarely what was meant.
 */
export function newBundle(input: NewModuleInput, menuFolder?: string): ModuleBundle {
  return {
    moduleId: input.moduleId,
    title: input.title,
    apiPath: input.apiPath,
    entity: {
      name: entityNameOf(input.moduleId),
      table: input.table,
      primaryKey: 'id',
      orgScoped: true,
      fields: [
        { name: 'id', type: 'text', label: inBothLocales('designer.new.keyLabel'), hidden: true },
        { name: 'name', type: 'text', label: inBothLocales('designer.new.nameLabel'), required: true, maxLength: 64 },
      ],
    },
    list: { columns: [{ field: 'name', sortable: true }], pageSize: 20 },
    search: [{ field: 'name', operator: 'like' }],
    form: { groups: [{ title: inBothLocales('designer.new.basicGroup'), columns: 2, fields: ['name'] }] },
    operations: ['add', 'edit', 'delete', 'export'],
    ...(menuFolder ? { menu: { parentId: menuFolder, routerPath: input.apiPath } } : {}),
  };
}
