/**
 * Compiles a checked bundle into the frozen CompiledModule both the server (SQL, validation) and
 * the browser (lists, forms) read. Bundles are expected to have passed runtime/bundle/check.ts.
 */
import { AppError } from '../errors.ts';
import { columnKindOf, valueKindOf } from './column-kind.ts';
import { columnNameOf } from './column-name.ts';
import { columnDefaultWidth, isHiddenWidth } from './column-width.ts';
import { deepFreeze } from './deep-freeze.ts';
import { buildForm } from './form-schema.ts';
import { searchOperatorOf, searchTypeOf } from './search-defaults.ts';
import type { DictionaryBundle, DictionaryDef, FieldDef, Locale, ModuleBundle } from './types.ts';
import { compileModuleExpressions } from '../expression/module-expressions.ts';
import type { CompiledColumn, CompiledField, CompiledForm, CompiledModule, CompiledSearch } from './compiled-types.ts';

/** Spec 01 §9: default page size. */
export const DEFAULT_PAGE_SIZE = 20;

function compileField(def: FieldDef): CompiledField {
  return {
    def,
    name: def.name,
    column: columnNameOf(def),
    type: def.type,
    columnKind: columnKindOf(def),
    valueKind: valueKindOf(def.type),
  };
}

function requireField(fields: ReadonlyMap<string, CompiledField>, name: string, bundle: ModuleBundle): CompiledField {
  const field = fields.get(name);
  if (!field) throw new AppError('E_UNKNOWN_FIELD', { field: name, module: bundle.moduleId });
  return field;
}

function compileColumns(bundle: ModuleBundle, fields: ReadonlyMap<string, CompiledField>): CompiledColumn[] {
  const visible = bundle.list.columns.filter((column) => !isHiddenWidth(column.width)).length;
  return bundle.list.columns.map((column) => {
    const field = requireField(fields, column.field, bundle);
    const hidden = isHiddenWidth(column.width);
    return {
      ...column,
      sortable: column.sortable ?? false,
      label: field.def.label,
      width: column.width ?? columnDefaultWidth(visible),
      hidden,
      type: field.type,
      ...(field.def.dict === undefined ? {} : { dict: field.def.dict }),
    };
  });
}

function compileSearches(bundle: ModuleBundle, fields: ReadonlyMap<string, CompiledField>): CompiledSearch[] {
  return (bundle.search ?? []).map((search) => {
    const field = requireField(fields, search.field, bundle);
    return {
      field: search.field,
      // Spec 01 §3 defaults: text and like, or what the one given implies (search-defaults.ts).
      operator: searchOperatorOf(search),
      searchType: searchTypeOf(search, field.type),
      label: search.label ?? field.def.label,
      type: field.type,
      ...(field.def.dict === undefined ? {} : { dict: field.def.dict }),
    };
  });
}

function namedDictionaries(bundle: ModuleBundle, dictionaries: DictionaryBundle): Record<string, DictionaryDef> {
  const named: Record<string, DictionaryDef> = {};
  for (const field of bundle.entity.fields) {
    if (field.dict === undefined) continue;
    const dictionary = dictionaries[field.dict];
    if (!dictionary) throw new AppError('E_INTERNAL', { reason: `dictionary ${field.dict} of ${bundle.moduleId} is missing` });
    named[field.dict] = dictionary;
  }
  return named;
}

/**
 * @throws AppError when the bundle names a field or dictionary that does not exist (check.ts reports these first).
 * @example const vehicle = compileModule(bundle, dictionaries); vehicle.form('en-US').schema
 */
export function compileModule(bundle: ModuleBundle, dictionaries: DictionaryBundle): CompiledModule {
  // A private copy: freezing must not reach into the caller's objects.
  const own = deepFreeze(structuredClone(bundle));
  const ownDictionaries = deepFreeze(structuredClone(namedDictionaries(own, dictionaries)));
  const fields = new Map(own.entity.fields.map((def) => [def.name, deepFreeze(compileField(def))]));
  const primaryKey = requireField(fields, own.entity.primaryKey, own);
  const forms = new Map<Locale, CompiledForm>();

  const compiled: CompiledModule = {
    bundle: own,
    moduleId: own.moduleId,
    entityName: own.entity.name,
    table: own.entity.table,
    primaryKey,
    fields,
    columns: compileColumns(own, fields),
    searches: compileSearches(own, fields),
    defaultOrder: own.list.defaultOrder ?? { field: primaryKey.name, direction: 'asc' },
    pageSize: own.list.pageSize ?? DEFAULT_PAGE_SIZE,
    summary: own.list.summary ?? [],
    dictionaries: ownDictionaries,
    expressions: compileModuleExpressions(own, (problem, path) => {
      throw new AppError('E_INTERNAL', { reason: `expression at ${path.join('/')} of ${own.moduleId}: ${problem.messageId}` });
    }),
    form(locale) {
      let form = forms.get(locale);
      if (!form) {
        form = deepFreeze(buildForm(own, ownDictionaries, locale));
        forms.set(locale, form);
      }
      return form;
    },
  };
  return deepFreeze(compiled);
}
