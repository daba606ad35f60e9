/**
 * Every expression of a bundle, compiled once: the server and the browser read these from the
 * CompiledModule (compile.ts), and the bundle check (bundle-semantics.ts) reports the problems of
 * the same compilation with the file's JSON pointer, so check and run never disagree.
 */
import { isExpressionRule, type FieldDef, type GuardedOperation, type ModuleBundle } from '../bundle/types.ts';
import { compileExpression, type CompiledExpression, type ExpectedResult, type ExpressionEnv, type ExpressionProblem } from './compile-expression.ts';

export interface FieldExpressions {
  compute?: CompiledExpression;
  visibleWhen?: CompiledExpression;
  requiredWhen?: CompiledExpression;
  readOnlyWhen?: CompiledExpression;
  defaultExpr?: CompiledExpression;
}

export interface GroupExpressions {
  fields: readonly string[];
  visibleWhen?: CompiledExpression;
  readOnlyWhen?: CompiledExpression;
}

export interface RuleExpression {
  expression: CompiledExpression;
  message: string;
  /** Where the message shows: the rule's field, else the first field it reads, else ''. */
  field: string;
}

export interface GuardExpression {
  expression: CompiledExpression;
  refuse: readonly GuardedOperation[];
  message: string;
}

export interface ModuleExpressions {
  /** Whether the bundle has any expression: callers skip all of this when not. */
  readonly any: boolean;
  readonly fields: ReadonlyMap<string, FieldExpressions>;
  /** Computed fields in an order where each comes after the computed fields it reads. */
  readonly computeOrder: readonly string[];
  readonly groups: readonly GroupExpressions[];
  readonly rules: readonly RuleExpression[];
  /** Record guards (bundle `guards`), evaluated over the stored record. */
  readonly guards: readonly GuardExpression[];
  /** Child modules any expression aggregates, and whether any reads the parent: what a caller must load. */
  readonly childReads: readonly string[];
  readonly readsParent: boolean;
}

/** A problem of one expression with the path of its property in the bundle. */
export type ReportExpressionProblem = (problem: ExpressionProblem, path: (string | number)[]) => void;

const FIELD_KEYS = ['compute', 'visibleWhen', 'requiredWhen', 'readOnlyWhen', 'defaultExpr'] as const;

function expectation(key: (typeof FIELD_KEYS)[number], field: FieldDef): ExpectedResult {
  return key === 'compute' || key === 'defaultExpr' ? { kind: 'value', fieldType: field.type } : { kind: 'condition' };
}

/** What a bundle's expressions may name: its fields and child lists (their fields known only with the bundle set). */
export function bundleExpressionEnv(bundle: ModuleBundle, childFields?: (moduleId: string) => ExpressionEnv['fields'] | undefined): ExpressionEnv {
  return {
    fields: new Map(bundle.entity.fields.map((field) => [field.name, field.type])),
    children: new Map((bundle.form.children ?? []).map((child) => [child.module, childFields?.(child.module)])),
  };
}

/**
 * Computed fields ordered so each follows those it reads; the fields of a cycle (a reads b, b
 * reads a) are answered apart, in the order of the cycle.
 */
function orderComputed(computed: ReadonlyMap<string, CompiledExpression>): { order: string[]; cycle: string[] } {
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  let cycle: string[] = [];
  const visit = (name: string): void => {
    if (state.get(name) === 'done' || cycle.length) return;
    if (state.get(name) === 'visiting') {
      cycle = [...stack.slice(stack.indexOf(name)), name];
      return;
    }
    state.set(name, 'visiting');
    stack.push(name);
    for (const read of computed.get(name)?.reads ?? []) if (computed.has(read)) visit(read);
    stack.pop();
    state.set(name, 'done');
    order.push(name);
  };
  for (const name of computed.keys()) visit(name);
  return { order, cycle };
}

/**
 * Compiles every expression of a bundle; each problem goes to `report` with its path, and the
 * expression with a problem is left out.
 */
export function compileModuleExpressions(bundle: ModuleBundle, report: ReportExpressionProblem, env: ExpressionEnv = bundleExpressionEnv(bundle)): ModuleExpressions {
  let any = false;
  let readsParent = false;
  const childReads = new Set<string>();
  const compile = (source: string, expected: ExpectedResult, path: (string | number)[]): CompiledExpression | undefined => {
    any = true;
    const result = compileExpression(source, env, expected);
    if (result.ok) {
      for (const child of result.expression.childReads) childReads.add(child);
      readsParent ||= result.expression.readsParent;
      return result.expression;
    }
    for (const problem of result.problems) report(problem, path);
    return undefined;
  };
  const fields = new Map<string, FieldExpressions>();
  const computed = new Map<string, CompiledExpression>();
  bundle.entity.fields.forEach((field, index) => {
    const own: FieldExpressions = {};
    for (const key of FIELD_KEYS) {
      const source = field[key];
      if (source === undefined) continue;
      const expression = compile(source, expectation(key, field), ['entity', 'fields', index, key]);
      if (expression) own[key] = expression;
    }
    if (own.compute) computed.set(field.name, own.compute);
    if (Object.keys(own).length > 0) fields.set(field.name, own);
  });
  const { order, cycle } = orderComputed(computed);
  if (cycle.length) {
    const index = bundle.entity.fields.findIndex((field) => field.name === cycle[0]);
    report({ messageId: 'bundle.expr.cycle', params: { cycle: cycle.join(' → ') }, position: 1 }, ['entity', 'fields', index, 'compute']);
  }
  const groups = bundle.form.groups.map((group, g): GroupExpressions => {
    const visibleWhen = group.visibleWhen === undefined ? undefined : compile(group.visibleWhen, { kind: 'condition' }, ['form', 'groups', g, 'visibleWhen']);
    const readOnlyWhen = group.readOnlyWhen === undefined ? undefined : compile(group.readOnlyWhen, { kind: 'condition' }, ['form', 'groups', g, 'readOnlyWhen']);
    return { fields: group.fields, ...(visibleWhen ? { visibleWhen } : {}), ...(readOnlyWhen ? { readOnlyWhen } : {}) };
  });
  const rules: RuleExpression[] = [];
  (bundle.form.rules ?? []).forEach((rule, i) => {
    if (!isExpressionRule(rule)) return;
    const expression = compile(rule.expr, { kind: 'condition' }, ['form', 'rules', i, 'expr']);
    if (expression) rules.push({ expression, message: rule.message, field: rule.field ?? expression.reads[0] ?? '' });
  });
  const guards: GuardExpression[] = [];
  (bundle.guards ?? []).forEach((guard, i) => {
    const expression = compile(guard.when, { kind: 'condition' }, ['guards', i, 'when']);
    if (expression) guards.push({ expression, refuse: guard.refuse, message: guard.message });
  });
  return { any, fields, computeOrder: order, groups, rules, guards, childReads: [...childReads], readsParent };
}
