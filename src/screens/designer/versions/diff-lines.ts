/**
 * diffBundles' changes arranged for reading: grouped by area in a fixed order, each change
 * named by the item it concerns (a field, a column, a rule, a form group ...) and the
 * property that changed, in words.
 */
import type { BundleChange, BundleChangeArea, Translate } from '../../../../runtime/index.ts';
import type { LabelOf } from './plan-wording.ts';
import { operatorSign, propertyWord, valueText } from './value-text.ts';

/** The order areas are shown in: the module itself, then its data, then its screens, then its wiring. */
export const AREA_ORDER: readonly BundleChangeArea[] = ['module', 'entity', 'field', 'list', 'search', 'form', 'rules', 'children', 'tree', 'import', 'operations', 'workflow', 'lifecycle', 'menu', 'print'];

export interface DiffLine {
  kind: BundleChange['kind'];
  path: string;
  /** The item that changed: '运行状态 (status)', '分组 2', '计划开始 > 计划结束'; '' for the area itself. */
  subject: string;
  /** The changed property in words; '' when a whole item was added or removed. */
  property: string;
  before: string;
  after: string;
}

export interface DiffGroup {
  area: BundleChangeArea;
  lines: DiffLine[];
}

type ItemNamer = (key: string, t: Translate, labelOf: LabelOf) => string;

function fieldSubject(field: string, _t: Translate, labelOf: LabelOf): string {
  const label = labelOf(field);
  return label === field ? field : `${label} (${field})`;
}

/** Rules are keyed `field.op.other` (bundle-diff.ts); names hold no dots, so the key splits back. */
function ruleSubject(key: string, _t: Translate, labelOf: LabelOf): string {
  const [field = key, op, other] = key.split('.');
  return op && other ? `${labelOf(field)} ${operatorSign(op)} ${labelOf(other)}` : key;
}

/** Lists whose items diffBundles names by a key right after the list's pointer, and how to name an item. */
const ITEM_LISTS: readonly { prefix: readonly string[]; name: ItemNamer; valueKey?: string }[] = [
  { prefix: ['entity', 'fields'], name: fieldSubject },
  { prefix: ['list', 'columns'], name: fieldSubject },
  { prefix: ['search'], name: fieldSubject },
  { prefix: ['form', 'rules'], name: ruleSubject },
  { prefix: ['form', 'children'], name: (key) => key },
  { prefix: ['form', 'groups'], name: (key, t) => t('designer.diff.group', { n: Number(key) + 1 }) },
  { prefix: ['print', 'sections'], name: (key, t) => t('designer.diff.printSection', { n: Number(key) + 1 }) },
  // An operation added or removed is its name: shown as the value, in words.
  { prefix: ['operations'], name: () => '', valueKey: 'operations' },
];

function pointerSegments(path: string): string[] {
  return path
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
}

function startsWith(segments: readonly string[], prefix: readonly string[]): boolean {
  return prefix.every((part, index) => segments[index] === part);
}

/** Subject, property and the key enumerated values are read by, from the change's pointer. */
function nameParts(segments: readonly string[], t: Translate, labelOf: LabelOf): { subject: string; property: string; valueKey: string | undefined } {
  const list = ITEM_LISTS.find((candidate) => startsWith(segments, candidate.prefix));
  if (list && segments.length > list.prefix.length) {
    const key = segments[list.prefix.length] ?? '';
    const rest = segments.slice(list.prefix.length + 1);
    return { subject: list.name(key, t, labelOf), property: rest.map((part) => propertyWord(part, t)).join(' › '), valueKey: rest.at(-1) ?? list.valueKey };
  }
  // A whole list (its order) or a plain property: the last segment is the property, the ones
  // between it and the area's own segment (the group heading already names it) the part it is in.
  const words = segments.slice(segments.length > 1 ? 1 : 0).map((part) => propertyWord(part, t));
  const property = list ? t('designer.diff.order', { part: words.at(-1) ?? '' }) : (words.at(-1) ?? '');
  return { subject: words.slice(0, -1).join(' › '), property, valueKey: list ? undefined : segments.at(-1) };
}

export function describeChange(change: BundleChange, t: Translate, labelOf: LabelOf): DiffLine {
  const { subject, property, valueKey } = nameParts(pointerSegments(change.path), t, labelOf);
  return {
    kind: change.kind,
    path: change.path,
    subject,
    property,
    before: change.kind === 'added' ? '' : valueText(change.before, t, valueKey),
    after: change.kind === 'removed' ? '' : valueText(change.after, t, valueKey),
  };
}

/** The changes by area in AREA_ORDER, empty areas left out; within an area in diffBundles' order. */
export function groupChanges(changes: readonly BundleChange[], t: Translate, labelOf: LabelOf): DiffGroup[] {
  return AREA_ORDER.map((area) => ({ area, lines: changes.filter((change) => change.area === area).map((change) => describeChange(change, t, labelOf)) })).filter(
    (group) => group.lines.length > 0,
  );
}
