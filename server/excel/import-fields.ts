import { AppError, type CompiledField, type CompiledModule, type FieldType, type UserFieldAccess } from '../../runtime/index.ts';

/** Files and shapes are not typed into cells; they are edited in the form. */
const NOT_IMPORTED: readonly FieldType[] = ['attachment', 'image', 'geoPoint', 'geoCircle', 'geoPolygon', 'geoPolyline'];

/**
 * Fields a template offers: what a user types in the form. The server issues keys, hidden and
 * read-only fields are set by the system (parent links come from the import call's parentId),
 * and a life-cycle state only moves by its transitions and the workflow.
 */
export function isImportable(module: CompiledModule, field: CompiledField): boolean {
  return field !== module.primaryKey && !field.def.hidden && !field.def.readOnly && field.name !== module.bundle.lifecycle?.field && !NOT_IMPORTED.includes(field.type);
}

export function importableFields(module: CompiledModule, access: UserFieldAccess = {}): CompiledField[] {
  return [...module.fields.values()].filter((field) => isImportable(module, field) && access[field.name] === undefined);
}

/**
 * The template's columns: the fields named (comma list, in that order) or every importable one
 * the user may change (`access`: their field permissions).
 * @throws AppError E_UNKNOWN_FIELD for a name that is no field or one hidden from the user; files.notImportable for one that cannot be imported or is read-only for them.
 */
export function templateFields(module: CompiledModule, names: string | undefined, access: UserFieldAccess = {}): CompiledField[] {
  const wanted = (names ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (wanted.length === 0) return importableFields(module, access);
  const fields = [...new Set(wanted)].map((name) => {
    const field = module.fields.get(name);
    if (!field || access[name] === 'hidden') throw new AppError('E_UNKNOWN_FIELD', { field: name });
    if (!isImportable(module, field) || access[name] === 'readOnly') throw new AppError('E_BAD_REQUEST', { field: name }, 'files.notImportable');
    return field;
  });
  return fields;
}
