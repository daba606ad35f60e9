import { AppError, type CompiledField, type CompiledModule, type FieldType } from '../../runtime/index.ts';

/** Files and shapes are not typed into cells; they are edited in the form. */
const NOT_IMPORTED: readonly FieldType[] = ['attachment', 'image', 'geoPoint', 'geoCircle', 'geoPolygon', 'geoPolyline'];

/**
 * Fields a template offers: what a user types in the form. The server issues keys, hidden and
 * read-only fields are set by the system (parent links come from the import call's parentId).
 */
export function isImportable(module: CompiledModule, field: CompiledField): boolean {
  return field !== module.primaryKey && !field.def.hidden && !field.def.readOnly && !NOT_IMPORTED.includes(field.type);
}

export function importableFields(module: CompiledModule): CompiledField[] {
  return [...module.fields.values()].filter((field) => isImportable(module, field));
}

/**
 * The template's columns: the fields named (comma list, in that order) or every importable one.
 * @throws AppError E_UNKNOWN_FIELD for a name that is no field; files.notImportable for one that cannot be imported.
 */
export function templateFields(module: CompiledModule, names: string | undefined): CompiledField[] {
  const wanted = (names ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (wanted.length === 0) return importableFields(module);
  const fields = [...new Set(wanted)].map((name) => {
    const field = module.fields.get(name);
    if (!field) throw new AppError('E_UNKNOWN_FIELD', { field: name });
    if (!isImportable(module, field)) throw new AppError('E_BAD_REQUEST', { field: name }, 'files.notImportable');
    return field;
  });
  return fields;
}
