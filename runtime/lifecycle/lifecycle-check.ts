/**
 * Checks of a bundle's `lifecycle` and `workflow.states` that JSON Schema cannot express: the
 * fields they name exist and suit their use, transition names are unique, guards pass the
 * expression check over the record's fields; and, across the set, every state named is an item of the state
 * field's dictionary.
 */
import type { BundleMessageId, ReportProblem } from '../bundle/bundle-problem.ts';
import type { DictionaryBundle, FieldDef, FieldType, LifecycleDef, LifecycleStampDef, ModuleBundle, StampSource } from '../bundle/types.ts';
import { guardProblems } from './transition-guard.ts';

const STATE_TYPES: readonly FieldType[] = ['select', 'radio'];
const TEXT_TYPES: readonly FieldType[] = ['text', 'textarea'];

/** The field types each stamp may be written into. */
const STAMP_TYPES: Record<StampSource, readonly FieldType[]> = {
  userId: TEXT_TYPES,
  userName: TEXT_TYPES,
  // An employee reference (a work ticket's permitter) holds the same employee id as a text field.
  employee: [...TEXT_TYPES, 'reference'],
  depart: TEXT_TYPES,
  now: ['datetime'],
  today: ['date'],
};

type Path = (string | number)[];

function checkFieldNames(names: readonly string[], fields: ReadonlyMap<string, FieldDef>, report: ReportProblem, ...at: Path): void {
  names.forEach((name, i) => {
    if (!fields.has(name)) report('bundle.unknownField', { name }, ...at, i);
  });
}

function checkStateField(lifecycle: LifecycleDef, fields: ReadonlyMap<string, FieldDef>, report: ReportProblem): void {
  const field = fields.get(lifecycle.field);
  if (!field) return report('bundle.unknownField', { name: lifecycle.field }, 'lifecycle', 'field');
  if (!STATE_TYPES.includes(field.type) || field.dict === undefined) return report('bundle.lifecycleFieldNotDict', { name: lifecycle.field }, 'lifecycle', 'field');
  if (field.default === undefined) report('bundle.lifecycleNoInitial', { name: lifecycle.field }, 'lifecycle', 'field');
}

/** Stamps (a transition's, a workflow node's): fields of the record, not the state, of a type the value fits. */
function checkStamps(stamps: readonly LifecycleStampDef[], lifecycle: LifecycleDef, fields: ReadonlyMap<string, FieldDef>, report: ReportProblem, ...at: Path): void {
  stamps.forEach(({ field: name, value: source }, j) => {
    const field = fields.get(name);
    if (!field) report('bundle.unknownField', { name }, ...at, j, 'field');
    else if (name === lifecycle.field) report('bundle.stampStateField', { name }, ...at, j, 'field');
    else if (!STAMP_TYPES[source].includes(field.type)) report('bundle.stampFieldType', { name, source, types: STAMP_TYPES[source].join(', ') }, ...at, j, 'value');
  });
}

function checkTransitions(bundle: ModuleBundle, lifecycle: LifecycleDef, fields: ReadonlyMap<string, FieldDef>, report: ReportProblem): void {
  const names = new Set<string>();
  lifecycle.transitions.forEach((transition, i) => {
    const at = ['lifecycle', 'transitions', i];
    if (names.has(transition.name)) report('bundle.duplicateTransition', { name: transition.name }, ...at, 'name');
    names.add(transition.name);
    checkFieldNames(transition.requires ?? [], fields, report, ...at, 'requires');
    checkStamps(transition.stamps ?? [], lifecycle, fields, report, ...at, 'stamps');
    if (transition.when === undefined) return;
    for (const problem of guardProblems(transition.when, bundle)) {
      report(problem.messageId as BundleMessageId, problem.params, ...at, 'when');
    }
  });
}

/** Problems of one bundle's life cycle; `fields` are the bundle's fields by name. */
export function checkLifecycle(bundle: ModuleBundle, fields: ReadonlyMap<string, FieldDef>, report: ReportProblem): void {
  const { lifecycle } = bundle;
  if (bundle.workflow?.states && !lifecycle) report('bundle.workflowStatesNeedLifecycle', {}, 'workflow', 'states');
  if (!lifecycle) return;
  checkStateField(lifecycle, fields, report);
  checkTransitions(bundle, lifecycle, fields, report);
  (lifecycle.locks ?? []).forEach((lock, i) => {
    if (lock.fields !== '*') checkFieldNames(lock.fields, fields, report, 'lifecycle', 'locks', i, 'fields');
  });
  (bundle.workflow?.states?.onSubmit ?? []).forEach((entry, i) => checkStamps(entry.stamps, lifecycle, fields, report, 'workflow', 'states', 'onSubmit', i, 'stamps'));
}

/** Every state a life cycle, its locks and the workflow's states name, with its JSON path. */
function namedStates(bundle: ModuleBundle): [string, ...Path][] {
  const lifecycle = bundle.lifecycle as LifecycleDef;
  const states = bundle.workflow?.states;
  return [
    ...lifecycle.transitions.flatMap((transition, i): [string, ...Path][] => [
      ...(transition.from === '*' ? [] : transition.from.map((state, j): [string, ...Path] => [state, 'lifecycle', 'transitions', i, 'from', j])),
      [transition.to, 'lifecycle', 'transitions', i, 'to'],
    ]),
    ...(lifecycle.locks ?? []).map((lock, i): [string, ...Path] => [lock.state, 'lifecycle', 'locks', i, 'state']),
    ...(states?.onNode ?? []).map((entry, i): [string, ...Path] => [entry.state, 'workflow', 'states', 'onNode', i, 'state']),
    ...(states?.onEnd === undefined ? [] : [[states.onEnd, 'workflow', 'states', 'onEnd'] as [string, ...Path]]),
    ...(states?.onForceEnd === undefined ? [] : [[states.onForceEnd, 'workflow', 'states', 'onForceEnd'] as [string, ...Path]]),
  ];
}

/** Across the set: the states named are items of the state field's dictionary (a missing dictionary is reported by the field). */
export function checkLifecycleStates(bundle: ModuleBundle, dictionaries: DictionaryBundle, report: ReportProblem): void {
  if (!bundle.lifecycle) return;
  const field = bundle.entity.fields.find((entry) => entry.name === bundle.lifecycle?.field);
  const dictionary = field?.dict === undefined ? undefined : dictionaries[field.dict];
  if (!field || !dictionary) return;
  const known = new Set(dictionary.items.map((item) => item.value));
  for (const [state, ...path] of namedStates(bundle)) {
    if (!known.has(state)) report('bundle.unknownState', { state, dict: field.dict as string }, ...path);
  }
  const initial = field.default === undefined ? undefined : String(field.default);
  if (initial !== undefined && !known.has(initial)) report('bundle.unknownState', { state: initial, dict: field.dict as string }, 'lifecycle', 'field');
}
