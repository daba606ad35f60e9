/**
 * Bundle values as people read them: localized texts as '中文 / English', booleans as 是/否,
 * enumerations (field types, operations, search operators, sort directions) in words,
 * objects as 'property: value' pairs.
 */
import type { CompareOperator, FieldType, OperationName, SearchOperator, SortDirection, Translate } from '../../../../runtime/index.ts';
import { bothLanguages, isLocalizedText } from './localized-text.ts';

/** Bundle property names that have a word in the catalogs (designer.diff.prop.*). */
const PROPERTY_WORDS = new Set([
  'moduleId', 'title', 'apiPath', 'entity', 'name', 'table', 'primaryKey', 'orgScoped', 'fields', 'column', 'type', 'label',
  'required', 'readOnly', 'hidden', 'default', 'minLength', 'maxLength', 'precision', 'scale', 'min', 'max', 'format', 'dict',
  'reference', 'valueField', 'labelField', 'treeRef', 'maxFiles', 'maxSizeMb', 'rows', 'placeholder', 'list', 'columns', 'width',
  'sortable', 'fixed', 'defaultOrder', 'direction', 'pageSize', 'summary', 'fn', 'search', 'operator', 'form', 'groups', 'children',
  'module', 'parentId', 'parentName', 'parentLabelField', 'rules', 'op', 'other', 'message', 'tree', 'parentField', 'nameField',
  'rootId', 'import', 'flagField', 'operations', 'workflow', 'enabled', 'titleField', 'menu', 'routerPath', 'icon', 'seq', 'roles',
  'field', 'grants', 'role', 'filterBy', 'targetField', 'conditions', 'desc', 'values', 'pattern', 'patternMessage',
  'selectorParams', 'czNo', 'all', 'lifecycle', 'transitions', 'from', 'to', 'when', 'requires', 'stamps', 'locks', 'states',
  'onNode', 'onEnd', 'onForceEnd', 'value', 'state', 'node', 'creates', 'forEach', 'linkField',
  'tab', 'help', 'span', 'print', 'sections', 'childList', 'signatures', 'orientation', 'date',
  'inline', 'minRows', 'maxRows', 'rowNumbers', 'orderable',
  'fieldPermissions',
  'numbering', 'reset', 'fieldCodes', 'unique', 'scope', 'uniqueKeys', 'key',
  'compute', 'visibleWhen', 'requiredWhen', 'readOnlyWhen', 'defaultExpr', 'expr',
  'where', 'multiple', 'picker', 'checks', 'left', 'right', 'sumOf', 'countOf', 'negate', 'equalsField',
  'iot', 'mapBackdrop', 'reminders', 'id', 'dateField', 'daysBefore', 'notify', 'posts', 'code', 'station', 'number', 'device', 'point', 'level', 'content', 'time', 'faultCode', 'recoveredAt', 'levels',
  'ordinary', 'urgent', 'open', 'recovered', 'todo', 'unit', 'lower', 'upper', 'deadband', 'latestValue', 'latestAt', 'notifyRoles',
  'guards', 'refuse',
  'startsApproval', 'derived', 'groupBy', 'sum', 'sources', 'parent', 'subtract', 'parentWhere',
  'handlers', 'onSubmit', 'display', 'thousands',
]);

const FIELD_TYPES: Record<FieldType, true> = {
  text: true, textarea: true, int: true, number: true, decimal: true, date: true, month: true, time: true, datetime: true,
  boolean: true, select: true, radio: true, checkbox: true, reference: true, treeRef: true, attachment: true, image: true,
  geoPoint: true, geoCircle: true, geoPolygon: true, geoPolyline: true,
};

const OPERATIONS: Record<OperationName, true> = { add: true, edit: true, delete: true, import: true, export: true, template: true, dragSort: true };
const SEARCH_OPERATORS: Record<SearchOperator, true> = { like: true, eq: true, in: true, dateRange: true, numberRange: true };
const DIRECTIONS: Record<SortDirection, true> = { asc: true, desc: true };
const OPERATOR_SIGNS: Record<CompareOperator, string> = { lt: '<', lte: '≤', gt: '>', gte: '≥', eq: '=', ne: '≠' };

/** Property keys whose values are enumerations with words in the catalogs, and the words' id prefix. */
const ENUM_WORDS: Record<string, { values: Record<string, unknown>; prefix: string }> = {
  type: { values: FIELD_TYPES, prefix: 'designer.diff.fieldType.' },
  operations: { values: OPERATIONS, prefix: 'designer.diff.operation.' },
  operator: { values: SEARCH_OPERATORS, prefix: 'designer.diff.operator.' },
  direction: { values: DIRECTIONS, prefix: 'designer.diff.direction.' },
};

/** A cross-field rule's comparison as a sign: lt → '<'. */
export function operatorSign(op: string): string {
  return Object.hasOwn(OPERATOR_SIGNS, op) ? OPERATOR_SIGNS[op as CompareOperator] : op;
}

/** The property's name in words ('maxLength' → 最大长度); unknown names stay as they are. */
export function propertyWord(key: string, t: Translate): string {
  return PROPERTY_WORDS.has(key) ? t(`designer.diff.prop.${key}`) : key;
}

function enumWord(value: string, key: string | undefined, t: Translate): string {
  if (key === 'op') return operatorSign(value);
  const words = key === undefined ? undefined : ENUM_WORDS[key];
  return words && Object.hasOwn(words.values, value) ? t(`${words.prefix}${value}`) : value;
}

export function fieldTypeWord(type: string, t: Translate): string {
  return enumWord(type, 'type', t);
}

function isNestedObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !isLocalizedText(value);
}

/**
 * A value in words; `key` is the property it belongs to, so enumerated values (field types,
 * operations) read as words.
 *
 * @example valueText({ 'zh-CN': '风机', 'en-US': 'Turbine' }, t) // '风机 / Turbine'
 */
export function valueText(value: unknown, t: Translate, key?: string): string {
  if (value === undefined || value === null || value === '') return t('designer.diff.none');
  if (typeof value === 'boolean') return t(value ? 'designer.diff.yes' : 'designer.diff.no');
  if (typeof value === 'string') return enumWord(value, key, t);
  if (typeof value === 'number') return String(value);
  if (isLocalizedText(value)) return bothLanguages(value);
  if (Array.isArray(value)) return value.length === 0 ? t('designer.diff.none') : value.map((item) => valueText(item, t, key)).join(t('designer.diff.listSeparator'));
  if (typeof value === 'object') {
    return Object.entries(value)
      .filter(([name]) => name !== '$schema')
      .map(([name, item]) => {
        const text = valueText(item, t, name);
        // Brackets keep a nested object's pairs apart from its parent's.
        return `${propertyWord(name, t)}: ${isNestedObject(item) ? `(${text})` : text}`;
      })
      .join(t('designer.diff.pairSeparator'));
  }
  return String(value);
}
