/**
 * What changed between two versions of a bundle, for the designer's compare view
 * (docs/module-authoring.md, 'Diff'). Items with a natural key (fields by name, list columns and
 * searches by field, child lists by module, rules by what they compare, operations by name) are
 * matched by it, and their paths name the key instead of a position: moving an item is one
 * order change, not a change of every item after it. Form groups have no key and go by position.
 */
import { pointer } from './bundle-problem.ts';
import { jsonEqual } from './json-equal.ts';
import { isExpressionRule, type ModuleBundle } from './types.ts';

export type BundleChangeArea =
  | 'module'
  | 'entity'
  | 'field'
  | 'list'
  | 'search'
  | 'form'
  | 'rules'
  | 'children'
  | 'tree'
  | 'import'
  | 'operations'
  | 'workflow'
  | 'lifecycle'
  | 'menu'
  | 'print';

export type BundleChange = {
  /** JSON pointer, e.g. `/entity/fields/plateNo/maxLength`, `/list/columns/seats/width`. */
  path: string;
  area: BundleChangeArea;
  field?: string;
  kind: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
};

type Path = (string | number)[];

interface KeyedItems<T> {
  key(item: T, index: number): string;
  field?(item: T): string | undefined;
  /** The order is meaningful: a reorder of the kept items is one change, in `orderArea`. */
  ordered: boolean;
  orderArea?: BundleChangeArea;
}

function change(area: BundleChangeArea, path: Path, before: unknown, after: unknown, field?: string): BundleChange {
  return {
    path: pointer(...path),
    area,
    ...(field === undefined ? {} : { field }),
    kind: before === undefined ? 'added' : after === undefined ? 'removed' : 'changed',
    ...(before === undefined ? {} : { before }),
    ...(after === undefined ? {} : { after }),
  };
}

function valueChanges(area: BundleChangeArea, path: Path, before: unknown, after: unknown, field?: string): BundleChange[] {
  return jsonEqual(before, after) ? [] : [change(area, path, before, after, field)];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Objects on both sides: one change per property that differs; otherwise the whole value. */
function propertyChanges(area: BundleChangeArea, path: Path, before: unknown, after: unknown, field?: string): BundleChange[] {
  if (!isRecord(before) || !isRecord(after)) return valueChanges(area, path, before, after, field);
  const keys = new Set([...Object.keys(after), ...Object.keys(before)]);
  return [...keys].flatMap((key) => valueChanges(area, [...path, key], before[key], after[key], field));
}

/** The order change first, then the items in their new order, then the removed ones. */
function keyedChanges<T>(area: BundleChangeArea, path: Path, before: readonly T[] = [], after: readonly T[] = [], items: KeyedItems<T>): BundleChange[] {
  const beforeKeys = before.map(items.key);
  const afterKeys = after.map(items.key);
  const beforeByKey = new Map(before.map((item, i) => [items.key(item, i), item]));
  const afterKeySet = new Set(afterKeys);
  const kept = (keys: string[]) => keys.filter((key) => beforeByKey.has(key) && afterKeySet.has(key));
  const reordered = items.ordered && !jsonEqual(kept(beforeKeys), kept(afterKeys));
  return [
    ...(reordered ? [change(items.orderArea ?? area, path, beforeKeys, afterKeys)] : []),
    ...after.flatMap((item, i) => {
      const key = items.key(item, i);
      return propertyChanges(area, [...path, key], beforeByKey.get(key), item, items.field?.(item));
    }),
    ...before.flatMap((item, i) => {
      const key = items.key(item, i);
      return afterKeySet.has(key) ? [] : [change(area, [...path, key], item, undefined, items.field?.(item))];
    }),
  ];
}

function moduleChanges(before: ModuleBundle, after: ModuleBundle): BundleChange[] {
  return [
    ...(['moduleId', 'title', 'apiPath'] as const).flatMap((key) => valueChanges('module', [key], before[key], after[key])),
    ...(['name', 'table', 'primaryKey', 'orgScoped'] as const).flatMap((key) =>
      valueChanges('entity', ['entity', key], before.entity[key], after.entity[key]),
    ),
  ];
}

function listChanges(before: ModuleBundle, after: ModuleBundle): BundleChange[] {
  return [
    ...keyedChanges('list', ['list', 'columns'], before.list.columns, after.list.columns, {
      key: (column) => column.field,
      field: (column) => column.field,
      ordered: true,
    }),
    ...propertyChanges('list', ['list', 'defaultOrder'], before.list.defaultOrder, after.list.defaultOrder),
    ...valueChanges('list', ['list', 'pageSize'], before.list.pageSize, after.list.pageSize),
    ...valueChanges('list', ['list', 'summary'], before.list.summary, after.list.summary),
  ];
}

function formChanges(before: ModuleBundle, after: ModuleBundle): BundleChange[] {
  return [
    ...keyedChanges('form', ['form', 'groups'], before.form.groups, after.form.groups, { key: (_group, index) => String(index), ordered: false }),
    ...keyedChanges('rules', ['form', 'rules'], before.form.rules, after.form.rules, {
      key: (rule) => (isExpressionRule(rule) ? `expr:${rule.expr}` : `${rule.field}.${rule.op}.${rule.other}`),
      field: (rule) => rule.field,
      ordered: false,
    }),
    ...keyedChanges('children', ['form', 'children'], before.form.children, after.form.children, { key: (child) => child.module, ordered: true }),
  ];
}

/** The life cycle's state field and locks, and its transitions matched by name. */
function lifecycleChanges(before: ModuleBundle, after: ModuleBundle): BundleChange[] {
  if (!before.lifecycle || !after.lifecycle) return valueChanges('lifecycle', ['lifecycle'], before.lifecycle, after.lifecycle);
  return [
    ...valueChanges('lifecycle', ['lifecycle', 'field'], before.lifecycle.field, after.lifecycle.field),
    ...keyedChanges('lifecycle', ['lifecycle', 'transitions'], before.lifecycle.transitions, after.lifecycle.transitions, { key: (transition) => transition.name, ordered: true }),
    ...keyedChanges('lifecycle', ['lifecycle', 'locks'], before.lifecycle.locks, after.lifecycle.locks, { key: (lock) => lock.state, ordered: false }),
  ];
}

/** The sheet's title and orientation, then its sections by position (they have no key). */
function printChanges(before: ModuleBundle, after: ModuleBundle): BundleChange[] {
  return [
    ...valueChanges('print', ['print', 'title'], before.print?.title, after.print?.title),
    ...valueChanges('print', ['print', 'orientation'], before.print?.orientation, after.print?.orientation),
    ...keyedChanges('print', ['print', 'sections'], before.print?.sections, after.print?.sections, { key: (_section, index) => String(index), ordered: false }),
  ];
}

/**
 * Changes in a fixed order: module and entity, the fields (in `after`'s order, removed ones
 * last), list, search, form, rules, children, tree, import, operations, workflow, lifecycle, menu, print.
 * @example diffBundles(published, draft) // [{ path: '/entity/fields/seats/max', area: 'field', field: 'seats', kind: 'changed', before: 60, after: 80 }]
 */
export function diffBundles(before: ModuleBundle, after: ModuleBundle): BundleChange[] {
  return [
    ...moduleChanges(before, after),
    ...keyedChanges('field', ['entity', 'fields'], before.entity.fields, after.entity.fields, {
      key: (field) => field.name,
      field: (field) => field.name,
      ordered: true,
      orderArea: 'entity',
    }),
    ...listChanges(before, after),
    ...keyedChanges('search', ['search'], before.search, after.search, { key: (search) => search.field, field: (search) => search.field, ordered: true }),
    ...formChanges(before, after),
    ...propertyChanges('tree', ['tree'], before.tree, after.tree),
    ...propertyChanges('import', ['import'], before.import, after.import),
    ...keyedChanges('operations', ['operations'], before.operations, after.operations, { key: (operation) => operation, ordered: false }),
    ...propertyChanges('workflow', ['workflow'], before.workflow, after.workflow),
    ...lifecycleChanges(before, after),
    ...propertyChanges('menu', ['menu'], before.menu, after.menu),
    ...printChanges(before, after),
  ];
}
