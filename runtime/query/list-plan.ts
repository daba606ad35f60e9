/**
 * Turns the table parameters of spec 01 §3 into a checked plan: every identifier is looked up in
 * the bundle and every value typed, so the server only ever binds values to known columns.
 */
import { AppError } from '../errors.ts';
import type { CompiledField, CompiledModule, ValueKind } from '../bundle/compiled-types.ts';
import { parseCondition, splitInValues, type ConditionCode, type ConditionItem } from './condition-codec.ts';
import { typedConditionValue, type RangeEnd } from './typed-value.ts';

/** The spec loads every station into a selector with pageSize 10000. */
export const MAX_PAGE_SIZE = 10000;

/**
 * A request parameter as a call's route hands it over, unchecked in type: a form value is text,
 * a number where a caller builds the request itself; anything else counts as absent. Taking any
 * value keeps the routes from casting their parameters to this type.
 */
type Param = unknown;

export type ListRequest = {
  pageNo?: Param;
  pageSize?: Param;
  orderField?: Param;
  orderCondition?: Param;
  condition?: Param;
  defaultCondition?: Param;
  /** Comma list of field names to return. */
  renderFields?: Param;
  parentId?: Param;
  parentField?: Param;
};

export type FilterOp = 'like' | 'eq' | 'in' | 'gte' | 'lte';

export type Filter = {
  field: string;
  column: string;
  op: FilterOp;
  /** like values are raw: the server escapes `%`, `_` and `\`. */
  value: string | number | boolean | (string | number)[];
  valueKind: ValueKind;
};

/**
 * One ORDER BY item. `placement`: the column is a drag-sort position (the system column seq),
 * in which 0 means never placed: placed rows come first by position, the others after them.
 */
export type ListOrder = { field: string; column: string; direction: 'asc' | 'desc'; placement?: true };

/** The drag-sort position every module table has (server/db/module-migrate.ts). */
const DRAG_POSITION: ListOrder = { field: 'seq', column: 'seq', direction: 'asc', placement: true };

export type ListPlan = {
  filters: Filter[];
  order: ListOrder[];
  limit: number;
  offset: number;
  fields: CompiledField[];
};

const CODE_OPS: Record<ConditionCode, FilterOp> = {
  ':@': 'like',
  ':S_E': 'eq',
  ':S_IN': 'in',
  ':D_B': 'gte',
  ':D_S': 'lte',
  ':N_B': 'gte',
  ':N_S': 'lte',
};

const RANGE_ENDS: Partial<Record<ConditionCode, RangeEnd>> = { ':D_B': 'lower', ':D_S': 'upper', ':N_B': 'lower', ':N_S': 'upper' };

function asText(param: Param): string {
  return typeof param === 'string' || typeof param === 'number' ? String(param) : '';
}

function text(param: Param): string {
  return asText(param).trim();
}

function fieldOf(module: CompiledModule, name: string): CompiledField {
  const field = module.fields.get(name);
  if (!field) throw new AppError('E_UNKNOWN_FIELD', { field: name });
  return field;
}

/** Whether a condition code makes sense for the field, e.g. no number ranges on text. */
function codeFits(code: ConditionCode, field: CompiledField): boolean {
  switch (code) {
    case ':@':
      return field.valueKind === 'string';
    case ':D_B':
    case ':D_S':
      return field.type === 'date' || field.type === 'datetime' || field.type === 'month';
    case ':N_B':
    case ':N_S':
      return field.valueKind === 'integer' || field.valueKind === 'number';
    case ':S_E':
    case ':S_IN':
      return true;
  }
}

function inFilter(field: CompiledField, item: ConditionItem, condition: string): Filter | null {
  const typed = splitInValues(item.value)
    .filter((v) => v.trim() !== '')
    .map((v) => typedConditionValue(field, v, 'exact', condition));
  const distinct = [...new Set(typed)];
  if (distinct.length === 0) return null;
  const base = { field: field.name, column: field.column, valueKind: field.valueKind };
  if (field.valueKind === 'boolean') {
    // Both truth values select every non-empty row: no restriction worth a filter.
    return distinct.length === 1 ? { ...base, op: 'eq', value: distinct[0] as boolean } : null;
  }
  return { ...base, op: 'in', value: distinct as (string | number)[] };
}

function filterOf(module: CompiledModule, item: ConditionItem, condition: string): Filter | null {
  const field = fieldOf(module, item.field);
  if (!codeFits(item.code, field)) throw new AppError('E_BAD_CONDITION', { condition });
  // An empty search box means no restriction.
  if (item.value.trim() === '') return null;
  if (item.code === ':S_IN') return inFilter(field, item, condition);
  const op = CODE_OPS[item.code];
  const value = op === 'like' ? item.value : typedConditionValue(field, item.value, RANGE_ENDS[item.code] ?? 'exact', condition);
  return { field: field.name, column: field.column, op, value, valueKind: field.valueKind };
}

function conditionFilters(module: CompiledModule, param: Param): Filter[] {
  // Not trimmed: spaces at the end of a like value are part of what the user searches for.
  const condition = asText(param);
  return parseCondition(condition)
    .map((item) => filterOf(module, item, condition))
    .filter((filter): filter is Filter => filter !== null);
}

/** The child's link to its parent: 'parentId' when the module has it, else the tree's parent field. */
function parentFilter(module: CompiledModule, request: ListRequest): Filter[] {
  const parentId = text(request.parentId);
  if (parentId === '') return [];
  const requested = text(request.parentField);
  const name = requested || (module.fields.has('parentId') ? 'parentId' : (module.bundle.tree?.parentField ?? 'parentId'));
  const field = fieldOf(module, name);
  const value = typedConditionValue(field, parentId, 'exact', `${name}:S_E${parentId}`);
  return [{ field: field.name, column: field.column, op: 'eq', value, valueKind: field.valueKind }];
}

function positiveInteger(param: Param, fallback: number): number | null {
  const raw = text(param);
  if (raw === '') return fallback;
  if (!/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}

function paging(module: CompiledModule, request: ListRequest): { limit: number; offset: number } {
  const pageSize = positiveInteger(request.pageSize, module.pageSize);
  if (pageSize === null || pageSize > MAX_PAGE_SIZE) throw new AppError('E_PAGE_SIZE', { max: MAX_PAGE_SIZE });
  const pageNo = positiveInteger(request.pageNo, 1);
  const offset = pageNo === null ? NaN : (pageNo - 1) * pageSize;
  if (!Number.isSafeInteger(offset)) throw new AppError('E_BAD_REQUEST', { reason: 'pageNo' });
  return { limit: pageSize, offset };
}

/** The requested or default order, then the primary key so pages never overlap or skip rows. */
function ordering(module: CompiledModule, request: ListRequest): ListOrder[] {
  const orderField = text(request.orderField);
  const condition = text(request.orderCondition).toLowerCase();
  if (condition !== '' && condition !== 'asc' && condition !== 'desc') {
    throw new AppError('E_BAD_ORDER', { order: text(request.orderCondition) });
  }
  const first =
    orderField === ''
      ? module.defaultOrder
      : { field: orderField, direction: condition === 'desc' ? ('desc' as const) : ('asc' as const) };
  const field = fieldOf(module, first.field);
  const order: ListOrder[] = [{ field: field.name, column: field.column, direction: first.direction }];
  const pk = module.primaryKey;
  if (field.name !== pk.name) order.push({ field: pk.name, column: pk.column, direction: first.direction });
  // Without a column of the user's choice, a module that drag-sorts lists in the saved order.
  const dragSorted = orderField === '' && module.bundle.operations.includes('dragSort');
  return dragSorted ? [DRAG_POSITION, ...order] : order;
}

/** renderFields narrows the returned fields; the primary key is always returned (rows carry pkValue). */
function renderedFields(module: CompiledModule, param: Param): CompiledField[] {
  const names = text(param)
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0) return [...module.fields.values()];
  const fields = new Set([module.primaryKey, ...names.map((name) => fieldOf(module, name))]);
  return [...fields];
}

/**
 * @throws AppError E_UNKNOWN_FIELD, E_BAD_CONDITION, E_BAD_ORDER, E_PAGE_SIZE (and E_BAD_REQUEST for a pageNo beyond reach)
 * @example planListQuery(vehicle, { pageNo: '2', pageSize: '20', condition: 'plateNo:@京A' })
 */
export function planListQuery(module: CompiledModule, request: ListRequest): ListPlan {
  return {
    filters: [
      ...parentFilter(module, request),
      ...conditionFilters(module, request.defaultCondition),
      ...conditionFilters(module, request.condition),
    ],
    order: ordering(module, request),
    ...paging(module, request),
    fields: renderedFields(module, request.renderFields),
  };
}
