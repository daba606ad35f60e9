import type { FieldDef, FieldType, ModuleBundle } from '../../runtime/index.ts';
import vehicle from '../../modules/vmVehicle.json' with { type: 'json' };
import dictionaries from '../../modules/dictionaries.json' with { type: 'json' };

const FIELD_COUNT = 100;
const LIST_COLUMNS = 20;
const TYPES: readonly FieldType[] = ['text', 'int', 'decimal', 'date', 'select', 'textarea', 'datetime', 'radio', 'number', 'boolean'];

function field(index: number): FieldDef {
  const type = TYPES[index % TYPES.length]!;
  const name = `f${String(index).padStart(3, '0')}`;
  const base: FieldDef = { name, type, label: { 'zh-CN': `字段${index}`, 'en-US': `Field ${index}` }, required: index % 7 === 0 };
  if (type === 'decimal') return { ...base, precision: 12, scale: 2 };
  if (type === 'select' || type === 'radio') return { ...base, dict: 'vehicleType' };
  if (type === 'text') return { ...base, maxLength: 64 };
  return base;
}

function sampleValue(definition: FieldDef, row: number): unknown {
  switch (definition.type) {
    case 'int':
    case 'number':
      return row * 3;
    case 'decimal':
      return `${row}.50`;
    case 'date':
      return '2026-05-01';
    case 'datetime':
      return '2026-05-01 08:30:00';
    case 'select':
    case 'radio':
      return 'SUV';
    case 'boolean':
      return row % 2 === 0;
    default:
      return `风机 ${row} 号 ${definition.name}`;
  }
}

const fields = Array.from({ length: FIELD_COUNT }, (_, index) => field(index + 1));

/**
 * 30 expressions over the 100 fields, as a real form would hold them: each number field (f008,
 * f018, ...) and each decimal field (f012, f022, ...) computed from the int fields, and each
 * text field (f010, f020, ...) shown only while f001 is above a bound.
 */
function withExpressions(definition: FieldDef, index: number): FieldDef {
  const group = Math.floor(index / 10);
  if (definition.type === 'number') return { ...definition, compute: `f001 * ${group + 2} + ifEmpty(f011, 0)` };
  if (definition.type === 'decimal') return { ...definition, compute: `round(f001 * 1.5 + ifEmpty(f021, 0), 2)` };
  if (definition.type === 'text') return { ...definition, required: false, visibleWhen: `ifEmpty(f001, 0) < ${group * 100 + 1000}` };
  return definition;
}

/** The meta answer of a 100-field module shown under the vehicle module's menu and path. */
export function wideBundle(options: { expressions?: boolean } = {}): { bundle: ModuleBundle; dictionaries: unknown; version: string } {
  const base = vehicle as unknown as ModuleBundle;
  const formFields = options.expressions ? fields.map((definition, index) => withExpressions(definition, index + 1)) : fields;
  const bundle: ModuleBundle = {
    ...base,
    entity: { ...base.entity, fields: [{ name: 'vehicleNo', type: 'text', label: { 'zh-CN': '编号', 'en-US': 'No.' }, hidden: true }, ...formFields] },
    list: { columns: fields.slice(0, LIST_COLUMNS).map((definition) => ({ field: definition.name, sortable: true })), pageSize: 50 },
    search: [{ field: 'f001', operator: 'like' }],
    form: {
      groups: [0, 1, 2, 3].map((group) => ({ columns: 2 as const, fields: fields.slice(group * 25, group * 25 + 25).map((definition) => definition.name) })),
    },
    import: undefined,
  };
  return { bundle, dictionaries: { vehicleType: (dictionaries as Record<string, unknown>).vehicleType }, version: options.expressions ? 'bench-wide-100-expr' : 'bench-wide-100' };
}

/** A list envelope of `count` rows of the wide module, numbered from `first`. */
export function wideRows(count: number, first = 0): unknown {
  const columns = fields.slice(0, LIST_COLUMNS);
  return {
    totalRows: 10_000,
    code: 200,
    msg: '',
    isPageList: true,
    summary: {},
    tableHeader: columns.map((definition) => ({ label: definition.label['zh-CN'], id: definition.name, width: '180' })),
    rows: Array.from({ length: count }, (_, index) => {
      const row = first + index;
      const rowDatas: Record<string, unknown> = { vehicleNo: `W${row}`, _labels: {} };
      for (const definition of columns) rowDatas[definition.name] = sampleValue(definition, row);
      return { rowDatas, pkValue: `W${row}`, check: false };
    }),
  };
}
