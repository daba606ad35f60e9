/**
 * The module bundle format: the data an analyst writes to describe one business module.
 * schemas/module.schema.json is the same contract as JSON Schema; keep the two in step
 * (runtime/bundle/schema.test.ts checks every bundle in modules/ against both).
 */

export type Locale = 'zh-CN' | 'en-US';
export const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** A text shown to users, in both interface languages. */
export type LocalizedText = Record<Locale, string>;

export type FieldType =
  | 'text'
  | 'textarea'
  | 'int'
  | 'number'
  | 'decimal'
  | 'date'
  | 'month'
  | 'time'
  | 'datetime'
  | 'boolean'
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'reference'
  | 'treeRef'
  | 'attachment'
  | 'image'
  | 'geoPoint'
  | 'geoCircle'
  | 'geoPolygon'
  | 'geoPolyline';

/** Named value formats: the keys of the one catalogue, runtime/rules/formats.ts. */
export type { FormatName as FormatRule } from '../rules/formats.ts';
import type { FormatName } from '../rules/formats.ts';
import type { LifecycleDef, WorkflowStatesDef } from './lifecycle-types.ts';
import type { IotBinding } from '../iot/iot-binding-types.ts';
export type { LifecycleCreateDef, LifecycleCreateValueDef, LifecycleDef, LifecycleLockDef, LifecycleStampDef, LifecycleTransitionDef, StampSource, WorkflowStatesDef } from './lifecycle-types.ts';
import type { FixedConditionDef, RecordCheckDef } from './record-check-types.ts';
import type { DerivedListDef } from './derived-list.ts';
export type { DerivedFieldDef, DerivedListDef, DerivedSourceDef } from './derived-list.ts';
export type { AggregateDef, CheckTermDef, FixedConditionDef, LinkConditionDef, RecordCheckDef } from './record-check-types.ts';

/** Levels of the organisation tree a tree reference can point at. */
export type TreeRefKind = 'org' | 'depart' | 'team' | 'post' | 'user';

export interface ReferenceDef {
  /** _entityName of the referenced module. */
  entity: string;
  /** Field of the referenced entity whose value is stored (defaults to its primary key). */
  valueField?: string;
  /** Field of the referenced entity shown to users. */
  labelField: string;
  /** The choices are the target records whose `targetField` equals this record's `field` (when it has a value). */
  filterBy?: ReferenceFilterDef;
  /** Only the referenced records matching every item are choices (enabled equipment). */
  where?: FixedConditionDef[];
  /** Names several records, stored in the link table `<table>__<column>`; on the wire keys joined by ','. */
  multiple?: boolean;
  /** A table of choices (default), or the referenced module's tree. */
  picker?: 'table' | 'tree';
}

export interface ReferenceFilterDef {
  /** Field of this module whose current value filters the choices. */
  field: string;
  /** Field of the referenced entity compared with it. */
  targetField: string;
}

/** When a numbering rule's sequence starts again at 1. */
export type NumberingReset = 'day' | 'month' | 'year' | 'never';

export interface NumberingDef {
  /** Literal text and the tokens {yyyy} {yy} {MM} {dd} {yyyyMMdd} {seq:N} {field:name} (runtime/bundle/numbering.ts). */
  pattern: string;
  /** Default: the finest date part the pattern shows ('never' without one). */
  reset?: NumberingReset;
  /** Per field of a {field:name} token, the text each of its values writes (a ticket kind E1 → GZP1); a value not listed writes itself. */
  fieldCodes?: Record<string, Record<string, string>>;
}

/** 'org': unique within each organisation (org-scoped modules only); 'global': across all records. */
export type UniqueScope = 'org' | 'global';

export interface UniqueKeyDef {
  fields: string[];
  /** Default 'org' on org-scoped modules, else 'global'. */
  scope?: UniqueScope;
}

/** A number field's shown form; the stored and sent value stays the plain number text. */
export interface NumberDisplay {
  thousands?: boolean;
  unit?: LocalizedText;
}

export interface FieldDef {
  /** Identifier used in payloads, conditions and column settings: letters, digits, underscore. */
  name: string;
  /** SQL column; defaults to the snake_case form of name. */
  column?: string;
  type: FieldType;
  label: LocalizedText;
  required?: boolean;
  readOnly?: boolean;
  hidden?: boolean;
  default?: string | number | boolean;
  minLength?: number;
  maxLength?: number;
  /** Total digits and digits after the point, for decimal fields. */
  precision?: number;
  scale?: number;
  min?: number;
  max?: number;
  /** How lists, summaries and prints show a number: thousands separators, a unit (number-display.ts). */
  display?: NumberDisplay;
  format?: FormatName;
  /**
   * A regular expression (JavaScript, `u` flag) the whole text must match, checked with `format`;
   * refused by the bundle check when invalid or prone to catastrophic backtracking.
   */
  pattern?: string;
  /** Message shown when `pattern` does not match; required with it. */
  patternMessage?: LocalizedText;
  /** A number the server fills on add when the value is empty (docs/bundle-format.md, Numbering). */
  numbering?: NumberingDef;
  /** No two records share the value: true is per organisation on org-scoped modules (Unique keys). */
  unique?: boolean | { scope: UniqueScope };
  /** Dictionary code for select, radio and checkbox fields. */
  dict?: string;
  reference?: ReferenceDef;
  treeRef?: TreeRefKind;
  /** Attachments and images: file count and size limits. */
  maxFiles?: number;
  maxSizeMb?: number;
  /** Text area rows, 4 to 6. */
  rows?: number;
  placeholder?: LocalizedText;
  /** Layout: how many of its form section's columns the field spans (1–4, at most the section's columns); default 1. */
  span?: ColumnCount;
  /** Layout: a help text shown under the field's control. */
  help?: LocalizedText;
  /**
   * Expressions (docs/bundle-format.md, Expressions; runtime/expression/): the value computed from
   * the record (read-only in forms, recomputed by the server on every save); conditions that show,
   * require or lock the field; the value a new record starts with when the field is empty.
   */
  compute?: string;
  visibleWhen?: string;
  requiredWhen?: string;
  readOnlyWhen?: string;
  defaultExpr?: string;
}

export interface EntityDef {
  /** The _entityName clients send. */
  name: string;
  table: string;
  /** Name of the primary-key field; the server issues its values. */
  primaryKey: string;
  /** Rows belong to an organisation and are only seen by users working in it. */
  orgScoped: boolean;
  fields: FieldDef[];
  /** Field sets no two records share, besides the fields marked `unique`. */
  uniqueKeys?: UniqueKeyDef[];
}

export type SortDirection = 'asc' | 'desc';

export interface ListColumnDef {
  field: string;
  /** CSS width such as '120', '20%'; '0%' hides the column. Omitted: the rule of spec 01 section 9. */
  width?: string;
  sortable?: boolean;
  fixed?: 'left' | 'right';
}

export type SummaryFunction = 'sum' | 'avg' | 'count' | 'min' | 'max';

export interface ListDef {
  columns: ListColumnDef[];
  defaultOrder?: { field: string; direction: SortDirection };
  pageSize?: number;
  summary?: { field: string; fn: SummaryFunction }[];
}

/** Search operators; each maps to condition codes of the codec (runtime/query/condition-codec.ts). */
export type SearchOperator = 'like' | 'eq' | 'in' | 'dateRange' | 'numberRange';

/**
 * How a search condition's value is entered (spec 01 §3 'type'): a text box, a dictionary select,
 * one date, a date range, one number, a number range. It fixes the operators that fit (search-defaults.ts).
 */
export type SearchType = 'text' | 'select' | 'date' | 'dateRange' | 'number' | 'numberRange' | 'reference';

/**
 * A search panel condition (spec 01 §3: value, type, operator). With neither type nor operator it
 * is text matched by like; with one of them the other follows from it (search-defaults.ts).
 */
export interface SearchConditionDef {
  field: string;
  /** Default 'text', or what the operator implies. */
  type?: SearchType;
  /** Default 'like', or what the type implies. */
  operator?: SearchOperator;
  /** Label override; defaults to the field label. */
  label?: LocalizedText;
}

export type CompareOperator = 'lt' | 'lte' | 'gt' | 'gte' | 'eq' | 'ne';

/**
 * A rule between two fields, checked only when both have values.
 * Reads as: `field` must be `op` `other`, or the message is shown on `field`.
 */
export interface CrossFieldRuleDef {
  field: string;
  op: CompareOperator;
  other: string;
  /** Message id in locales/ (e.g. 'rule.plannedStartAfterEnd'). */
  message: string;
}

/** Columns of a form section or a print section. */
export type ColumnCount = 1 | 2 | 3 | 4;
/**
 * A rule over the whole record and its child rows: broken when `expr` evaluates to false (an
 * empty result passes, like a cross-field rule with an empty side); the message shows on `field`,
 * else on the first field the expression reads.
 */
export interface ExpressionRuleDef {
  expr: string;
  /** Message id in locales/. */
  message: string;
  field?: string;
}

export type FormRuleDef = CrossFieldRuleDef | ExpressionRuleDef;

export function isExpressionRule(rule: FormRuleDef): rule is ExpressionRuleDef {
  return 'expr' in rule;
}

export interface FormGroupDef {
  title?: LocalizedText;
  /** Fields per row. */
  columns: ColumnCount;
  fields: string[];
  /** Layout: sections with the same tab label show together under one tab; sections without one show above the tabs. */
  tab?: LocalizedText;
  /** Layout: a help text shown under the section's title. */
  help?: LocalizedText;
  /** Conditions (expressions) that show the section, or make all its fields read-only. */
  visibleWhen?: string;
  readOnlyWhen?: string;
}

export interface ChildListDef {
  /** moduleId of the child module. */
  module: string;
  title?: LocalizedText;
  /** Child field that holds the parent's key; default 'parentId'. */
  parentId?: string;
  /** Child field that holds the parent's display name; default 'parentName' when the child has it. */
  parentName?: string;
  /** Parent field whose value is copied into parentName. */
  parentLabelField?: string;
  /**
   * Edited as a grid inside the parent's form (also before the parent's first save) and saved
   * with the parent in one transaction; the child module is then written only through its parent.
   */
  inline?: boolean;
  /** Inline lists: the fewest rows a parent may be saved with. */
  minRows?: number;
  /** Inline lists: the most rows a parent may be saved with. */
  maxRows?: number;
  /** Inline lists: show each row's position; the order is stored in the rows' seq column (1..n). */
  rowNumbers?: boolean;
  /** Inline lists: rows may be moved up and down. */
  orderable?: boolean;
}

export interface FormDef {
  groups: FormGroupDef[];
  children?: ChildListDef[];
  rules?: FormRuleDef[];
}

export interface TreeDef {
  parentField: string;
  nameField: string;
  /** Key of the invisible root; '-1' by default. */
  rootId?: string;
}

export type OperationName = 'add' | 'edit' | 'delete' | 'import' | 'export' | 'template' | 'dragSort';
export const OPERATION_NAMES: readonly OperationName[] = ['add', 'edit', 'delete', 'import', 'export', 'template', 'dragSort'];

export interface WorkflowBindingDef {
  enabled: boolean;
  /** Field holding the record's title in task lists. */
  titleField?: string;
  /** Extension conditions the module's workflow models may name (getConditionByJava). */
  conditions?: WorkflowConditionDef[];
  /** Handler extensions the module's models may name on a node: the people a field of the record names. */
  handlers?: WorkflowHandlerDef[];
  /** The record's life-cycle state the instance sets (needs `lifecycle`). */
  states?: WorkflowStatesDef;
}

/**
 * A named handler rule made from data: the users whose employee the record's `field` names (each
 * value of a multiple reference), such as the issuer a work ticket names signing it.
 */
export interface WorkflowHandlerDef {
  name: string;
  desc: LocalizedText;
  field: string;
}

/** A named condition made from data: true when the record's `field` holds one of `values`. */
export interface WorkflowConditionDef {
  name: string;
  desc: LocalizedText;
  field: string;
  values: string[];
}

export interface MenuPlacementDef {
  /** Id of the parent menu folder. */
  parentId: string;
  routerPath: string;
  icon?: string;
  seq?: number;
  /** Role ids that see the menu; omitted: every role. */
  roles?: string[];
  /** Operations each role is granted when the menu is first placed (start or publish); roles the database lacks are skipped. */
  grants?: MenuGrantDef[];
}

export interface MenuGrantDef {
  role: string;
  operations: ('view' | OperationName)[];
}

export interface ModuleBundle {
  $schema?: string;
  moduleId: string;
  title: LocalizedText;
  /** Path under {base} where the module's calls live, e.g. 'vm/vehicle'. */
  apiPath: string;
  entity: EntityDef;
  list: ListDef;
  search?: SearchConditionDef[];
  form: FormDef;
  tree?: TreeDef;
  import?: {
    flagField: string;
    /** A unique field used as the upsert key: a row whose key matches a stored record updates it. */
    key?: string;
  };
  /** The spec's selector parameters this module answers (pub/tableSelector.ajax `czNo`, spec 02 §9). */
  selectorParams?: Partial<Record<SelectorParamName, SelectorParamDef>>;
  operations: OperationName[];
  workflow?: WorkflowBindingDef;
  /** States, transitions and per-state locks (docs/bundle-format.md 'Record life cycles'). */
  lifecycle?: LifecycleDef;
  /** The module's part in live device data (docs/bundle-format.md 'Live device data'). */
  iot?: IotBinding;
  /** Field access per role (docs/bundle-format.md, Field policy); enforced by the server. */
  fieldPermissions?: FieldPermissionsDef;
  /** Cross-record checks (record-check-types.ts). */
  checks?: RecordCheckDef[];
  /** Records that cannot be changed or deleted while a condition holds (docs/bundle-format.md 'Record guards'). */
  guards?: RecordGuardDef[];
  /** A read-only list of sums over other modules' records (derived-list.ts). */
  derived?: DerivedListDef;
  menu?: MenuPlacementDef;
  /** An A4 print layout of one record (docs/bundle-format.md 'Print templates'). */
  print?: PrintDef;
  /** The records drawn under every map editor of their organisation (docs/bundle-format.md 'Map backdrop'). */
  mapBackdrop?: MapBackdropDef;
  /** Messages sent before a date of a record comes (docs/bundle-format.md 'Reminders'). */
  reminders?: ReminderDef[];
}

/**
 * A message sent once per record and date when `dateField` is `daysBefore` days away or less,
 * to the holders of `notify`'s posts or roles in the record's organisation; `title` names record
 * fields as {field}.
 */
export interface ReminderDef {
  id: string;
  dateField: string;
  daysBefore: number;
  where?: FixedConditionDef[];
  notify: { posts?: string[]; roles?: string[] };
  title: LocalizedText;
}

/** A module whose records' geo fields show where things are on every map editor, each labelled by `labelField`. */
export interface MapBackdropDef {
  labelField: string;
}

/** What a record guard refuses: saving changes to the record (and its state moves), or deleting it. */
export type GuardedOperation = 'edit' | 'delete';

/**
 * While `when` holds for the record as stored, the operations in `refuse` are refused with
 * `message` (a message id in locales/): a default group that must stay as shipped.
 */
export interface RecordGuardDef {
  when: string;
  refuse: GuardedOperation[];
  message: string;
}

export interface PrintDef {
  /** Heading of the sheet; default the module title. */
  title?: LocalizedText;
  /** Default portrait. */
  orientation?: 'portrait' | 'landscape';
  sections: PrintSectionDef[];
}

/** A print section is a grid of the record's fields, a table of child rows, or signature boxes. */
export type PrintSectionDef = PrintFieldsSectionDef | PrintChildListSectionDef | PrintSignaturesSectionDef;

export interface PrintFieldsSectionDef {
  title?: LocalizedText;
  /** Label and value pairs per row; default 2. A field keeps its `span`, capped at the columns. */
  columns?: ColumnCount;
  fields: string[];
}

export interface PrintChildListSectionDef {
  title?: LocalizedText;
  /** moduleId of one of the bundle's form.children. */
  childList: string;
  /** The child module's fields shown as the table's columns. */
  fields: string[];
}

export interface PrintSignaturesSectionDef {
  title?: LocalizedText;
  signatures: PrintSignatureDef[];
}

export interface PrintSignatureDef {
  label: LocalizedText;
  /** A date box beside the signature; default true. */
  date?: boolean;
}

/** What a role may do with a field: not see it, see it only, or change it (the default). */
export type FieldAccess = 'hidden' | 'readOnly' | 'editable';
export const FIELD_ACCESS: readonly FieldAccess[] = ['hidden', 'readOnly', 'editable'];

/** Role id → field name → access; a field a role does not name is editable for it. */
export type FieldPermissionsDef = Record<string, Record<string, FieldAccess>>;

/** Parameters the spec's table selector sends beside a list request. */
export type SelectorParamName = 'czNo';

/** A selector parameter as a filter: `field` equals the value sent, unless it is blank or `all`. */
export interface SelectorParamDef {
  field: string;
  all?: string;
}

export interface DictionaryItem {
  value: string;
  label: LocalizedText;
  /** Tag colour (#rrggbb) lists show the label in; none: the default tag. */
  color?: string;
  /** Switched off or deleted by an administrator: records holding it still read its label, new choices offer it no more. */
  disabled?: boolean;
}

export interface DictionaryDef {
  label: LocalizedText;
  items: DictionaryItem[];
}

/** modules/dictionaries.json: dictionary code to its items. */
export type DictionaryBundle = Record<string, DictionaryDef>;
