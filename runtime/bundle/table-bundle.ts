/**
 * A first draft of a bundle for a table that no module uses yet (docs/module-authoring.md,
 * 'Generate from table'). Titles and labels are the table's and columns' own names, for the
 * analyst to rename; there is no menu, for the analyst to place. Our system columns are left
 * out, and org_no makes the module org-scoped.
 */
import { AppError } from '../errors.ts';
import { RESERVED_PARAMS } from '../rules/coerce.ts';
import { snakeCase } from './snake-case.ts';
import { ORG_COLUMN, SYSTEM_COLUMNS } from './system-columns.ts';
import type { FieldDef, FieldType, ModuleBundle } from './types.ts';

export interface TableColumnInfo {
  name: string;
  /** information_schema.columns.data_type, e.g. 'character varying', 'numeric'. */
  dataType: string;
  maxLength: number | null;
  precision: number | null;
  scale: number | null;
  nullable: boolean;
  primaryKey: boolean;
}

/** The names a bundle can give a table or column (schemas/module.schema.json, sqlName). */
const SQL_NAME = /^[a-z][a-z0-9_]{0,62}$/;
/** Bundle limits (schemas/module.schema.json) and the numeric(p,s) the platform defaults to. */
const MAX_TEXT_LENGTH = 10000;
const MAX_PRECISION = 30;
const MAX_SCALE = 10;
const DEFAULT_DECIMAL = { precision: 18, scale: 2 };
const LIST_COLUMNS = 8;

const TYPE_OF_DATA_TYPE: Readonly<Record<string, FieldType>> = {
  smallint: 'int',
  integer: 'int',
  bigint: 'int',
  real: 'number',
  'double precision': 'number',
  date: 'date',
  'timestamp without time zone': 'datetime',
  'timestamp with time zone': 'datetime',
  'time without time zone': 'time',
  'time with time zone': 'time',
  boolean: 'boolean',
};

function camelCase(sqlName: string): string {
  return sqlName
    .split('_')
    .filter((part) => part !== '')
    .map((part, i) => (i === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('');
}

function pascalCase(sqlName: string): string {
  const camel = camelCase(sqlName);
  return camel.charAt(0).toUpperCase() + camel.slice(1);
}

/** Path segments must start with a letter: one that starts with a digit joins the segment before. */
function apiPathOf(table: string): string {
  return table
    .split('_')
    .filter((part) => part !== '')
    .reduce((path, part) => (/^[0-9]/.test(part) ? path + part : `${path}/${part}`), 'gen');
}

function fieldShape(column: TableColumnInfo): Pick<FieldDef, 'type' | 'maxLength' | 'precision' | 'scale'> {
  const dataType = column.dataType.toLowerCase();
  if (dataType === 'numeric') {
    const precision = Math.min(column.precision ?? DEFAULT_DECIMAL.precision, MAX_PRECISION);
    const scale = Math.min(column.scale ?? DEFAULT_DECIMAL.scale, MAX_SCALE, precision);
    return { type: 'decimal', precision, scale };
  }
  const type = TYPE_OF_DATA_TYPE[dataType];
  if (type) return { type };
  // character varying, character, text and every type the platform has no field for.
  const { maxLength } = column;
  return maxLength !== null && maxLength <= MAX_TEXT_LENGTH ? { type: 'text', maxLength } : { type: 'text' };
}

/** A field name unique in the bundle and not a request parameter; `column` keeps the link when it no longer snakes back. */
function fieldOf(column: TableColumnInfo, taken: Set<string>, isKey: boolean): FieldDef {
  const base = camelCase(column.name);
  let name = base;
  for (let n = 2; taken.has(name) || RESERVED_PARAMS.includes(name); n++) name = `${base}${n}`;
  taken.add(name);
  return {
    name,
    ...(snakeCase(name) === column.name ? {} : { column: column.name }),
    ...fieldShape(column),
    label: { 'zh-CN': column.name, 'en-US': column.name },
    // The server issues keys; any other not-null column needs a value on every save.
    ...(isKey ? { hidden: true } : column.nullable ? {} : { required: true }),
  };
}

/** The declared key, else the first column that looks like one (id, *_no, *_id), else the first column. */
function keyColumn(columns: readonly TableColumnInfo[]): TableColumnInfo | undefined {
  return columns.find((column) => column.primaryKey) ?? columns.find((column) => /^id$|_(no|id)$/.test(column.name)) ?? columns[0];
}

/**
 * @throws AppError E_BAD_REQUEST when the table's name or all its columns are unusable in a bundle.
 * @example bundleFromTable('pump_station', columns).moduleId // 'pumpStation'
 */
export function bundleFromTable(table: string, columns: readonly TableColumnInfo[]): ModuleBundle {
  if (!SQL_NAME.test(table)) throw new AppError('E_BAD_REQUEST', { reason: `table name '${table}' cannot be used by a module` });
  // Columns a bundle cannot name (capitals, spaces) stay out; the analyst sees every usable one.
  const usable = columns.filter((column) => SQL_NAME.test(column.name) && !SYSTEM_COLUMNS.includes(column.name));
  const key = keyColumn(usable);
  if (!key) throw new AppError('E_BAD_REQUEST', { reason: `table '${table}' has no column a module can use` });

  const taken = new Set<string>();
  const keyField = fieldOf(key, taken, true);
  const others = usable.filter((column) => column !== key).map((column) => fieldOf(column, taken, false));
  const otherNames = others.map((field) => field.name);
  const searchField = others.find((field) => field.type === 'text');
  return {
    moduleId: camelCase(table),
    title: { 'zh-CN': table, 'en-US': table },
    apiPath: apiPathOf(table),
    entity: {
      name: pascalCase(table),
      table,
      primaryKey: keyField.name,
      orgScoped: columns.some((column) => column.name === ORG_COLUMN),
      fields: [keyField, ...others],
    },
    list: { columns: (otherNames.length ? otherNames.slice(0, LIST_COLUMNS) : [keyField.name]).map((field) => ({ field })) },
    ...(searchField ? { search: [{ field: searchField.name, operator: 'like' as const }] } : {}),
    form: { groups: [{ columns: 2, fields: otherNames }] },
    operations: ['add', 'edit', 'delete', 'export'],
  };
}
