import { AppError } from '../../runtime/errors.ts';

/** What all the SQL conditions of one workflow action may spend together. */
export interface SqlBudgetLimits {
  /**
   * The planner's total cost (EXPLAIN) the action's queries may sum to, checked before each
   * runs: the one limit PGlite, which cannot cancel a running statement, can keep. A
   * sequential count over a million rows costs some tens of thousands; a cross join of
   * module tables, billions.
   */
  maxCost: number;
  /** Milliseconds the action's queries may run together on PostgreSQL (each gets what is left as statement_timeout). */
  maxMs: number;
}

export const DEFAULT_SQL_BUDGET: Readonly<SqlBudgetLimits> = Object.freeze({ maxCost: 1_000_000, maxMs: 3000 });

/**
 * One action's budget (a submit with its start, a dry run, the command bar's preview),
 * shared by every SQL condition the action evaluates: eight expensive conditions may not
 * take eight times what one may.
 */
export interface SqlBudget {
  /** Adds a query's estimated cost before it runs; refuses once the sum passes maxCost. */
  charge(cost: number): void;
  /** Milliseconds left for the next query; refuses when none are. */
  remainingMs(): number;
  /** The cost charged so far. */
  spent(): number;
}

/** The refusal of an action whose conditions overran its budget: the action changes nothing. */
export function budgetExceeded(): AppError {
  return new AppError('E_BAD_CONDITION', {}, 'workflow.sql.budget');
}

/** @example const budget = createSqlBudget(); await submit(..., budget) */
export function createSqlBudget(limits: SqlBudgetLimits = DEFAULT_SQL_BUDGET, now: () => number = Date.now): SqlBudget {
  const deadline = now() + limits.maxMs;
  let spent = 0;
  return {
    charge(cost) {
      spent += Number.isFinite(cost) && cost >= 0 ? cost : Number.POSITIVE_INFINITY;
      if (spent > limits.maxCost) throw budgetExceeded();
    },
    remainingMs() {
      const left = Math.floor(deadline - now());
      if (left < 1) throw budgetExceeded();
      return left;
    },
    spent: () => spent,
  };
}
