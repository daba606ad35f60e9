/**
 * What runtime/bundle/compile.ts makes of a bundle. Frozen data shared by the browser
 * (forms, lists) and the server (SQL, validation): both read the same rules.
 */
import type { DictionaryDef, FieldDef, FieldType, ListColumnDef, ModuleBundle, SearchOperator, SearchType, SortDirection, SummaryFunction } from './types.ts';
import type { MessageParams } from '../errors.ts';
import type { ModuleExpressions } from '../expression/module-expressions.ts';

/** SQL column kinds the server maps to dialect types. */
export type ColumnKind =
  | { kind: 'text'; maxLength?: number }
  | { kind: 'integer' }
  | { kind: 'bigint' }
  | { kind: 'double' }
  | { kind: 'decimal'; precision: number; scale: number }
  | { kind: 'date' }
  | { kind: 'timestamp' }
  | { kind: 'boolean' };

/** How a field's values are compared in conditions and ordering. */
export type ValueKind = 'string' | 'integer' | 'number' | 'date' | 'datetime' | 'boolean';

export interface CompiledField {
  readonly def: FieldDef;
  readonly name: string;
  readonly column: string;
  readonly type: FieldType;
  readonly columnKind: ColumnKind;
  readonly valueKind: ValueKind;
}

export interface FieldError {
  field: string;
  messageId: string;
  params: MessageParams;
}

/** A list column ready for the table: label in both languages, width by the rule of spec 01 section 9. */
export interface CompiledColumn extends ListColumnDef {
  readonly label: { 'zh-CN': string; 'en-US': string };
  readonly width: string;
  readonly hidden: boolean;
  readonly type: FieldType;
  readonly dict?: string;
}

/** A search condition with its defaults applied (runtime/bundle/search-defaults.ts). */
export interface CompiledSearch {
  readonly field: string;
  readonly operator: SearchOperator;
  /** How the value is entered: the bundle's search type, or its default. */
  readonly searchType: SearchType;
  readonly label: { 'zh-CN': string; 'en-US': string };
  /** The searched field's type. */
  readonly type: FieldType;
  readonly dict?: string;
}

/** JSON Schema (2020-12 subset rjsf understands) and UI hints for the detail form. */
export interface CompiledForm {
  readonly schema: Record<string, unknown>;
  readonly uiSchema: Record<string, unknown>;
}

export interface CompiledModule {
  readonly bundle: ModuleBundle;
  readonly moduleId: string;
  readonly entityName: string;
  readonly table: string;
  readonly primaryKey: CompiledField;
  readonly fields: ReadonlyMap<string, CompiledField>;
  readonly columns: readonly CompiledColumn[];
  readonly searches: readonly CompiledSearch[];
  readonly defaultOrder: { field: string; direction: SortDirection };
  readonly pageSize: number;
  readonly summary: readonly { field: string; fn: SummaryFunction }[];
  /** The dictionaries the bundle's fields name: labels for list cells, values for membership checks. */
  readonly dictionaries: Readonly<Record<string, DictionaryDef>>;
  /** The bundle's expressions, compiled (runtime/expression/module-expressions.ts). */
  readonly expressions: ModuleExpressions;
  /** Localised form schema; the server never needs it, the client asks for its language. */
  form(locale: 'zh-CN' | 'en-US'): CompiledForm;
}
