import { AppError, compileModule, LOCALES, type CompiledField, type CompiledModule, type FieldDef, type LocalizedText } from '../../runtime/index.ts';
import { CATALOGS } from '../../locales/catalogs.ts';
import type { TemplateMark } from '../excel/template-mark.ts';
import { notTemplate } from '../excel/xlsx-inspect.ts';

/** The mark of the user template; no bundle has this id (module ids are camelCase words of the modules/ files). */
export const USER_IMPORT_ID = 'sysUserImport';

/** What an account name may be, on the form and in the template. */
export const USER_NAME_PATTERN = '^[A-Za-z0-9_.@-]{2,64}$';

const message = (id: string): LocalizedText => Object.fromEntries(LOCALES.map((locale) => [locale, CATALOGS[locale][id] ?? id])) as LocalizedText;

/** The template's columns; the organisation, department, post and roles are named by code or by name. */
const COLUMNS: readonly Omit<FieldDef, 'label' | 'type'>[] = [
  { name: 'userName', required: true, maxLength: 64, pattern: USER_NAME_PATTERN, patternMessage: message('admin.user.nameInvalid') },
  { name: 'realName', required: true, maxLength: 64 },
  { name: 'mobile', maxLength: 20, format: 'phone' },
  { name: 'org', required: true, maxLength: 64 },
  { name: 'depart', maxLength: 64 },
  { name: 'post', maxLength: 64 },
  { name: 'roles', maxLength: 1000 },
];

/**
 * The user import's template as a module the import pipeline reads: it writes the template and
 * the error workbook, maps the header, reads the cells and checks them by the same rules a form
 * save runs. It has no table: the rows become accounts (user-import.ts).
 */
export const USER_IMPORT: CompiledModule = compileModule(
  {
    moduleId: USER_IMPORT_ID,
    title: message('admin.userImport.title'),
    apiPath: 'system/user',
    entity: {
      name: 'SysUserImport',
      table: 'sys_user',
      primaryKey: 'userId',
      orgScoped: false,
      fields: [{ name: 'userId', type: 'text', label: message('admin.user.field.userName'), hidden: true }, ...COLUMNS.map((column) => ({ ...column, type: 'text' as const, label: message(`admin.userImport.column.${column.name}`) }))],
    },
    list: { columns: COLUMNS.map((column) => ({ field: column.name, width: column.name === 'roles' ? '260' : '160' })) },
    form: { groups: [{ columns: 2, fields: COLUMNS.map((column) => column.name) }] },
    operations: ['import'],
  },
  {},
);

/** The template's columns, in order. */
export const USER_IMPORT_FIELDS: readonly CompiledField[] = COLUMNS.map((column) => USER_IMPORT.fields.get(column.name) as CompiledField);

/**
 * The user template a verified mark names, with today's columns.
 * @throws AppError files.notTemplate (another template), files.outdatedTemplate (other columns).
 */
export function userTemplateOf(mark: TemplateMark): { module: CompiledModule; fields: readonly CompiledField[] } {
  if (mark.moduleId !== USER_IMPORT_ID) throw notTemplate();
  if (mark.fields.join(',') !== USER_IMPORT_FIELDS.map((field) => field.name).join(',')) throw new AppError('E_BAD_REQUEST', {}, 'files.outdatedTemplate');
  return { module: USER_IMPORT, fields: USER_IMPORT_FIELDS };
}
